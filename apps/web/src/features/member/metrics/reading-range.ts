/**
 * Whether a reading in a list is outside the person's range (CONTRACTS.md section 12: flagged in the
 * lists): their own minimum and maximum from "Alertas personalizadas" where they set one, else the
 * standard band the charts draw (normal-range.ts names its sources).
 */
import type { AlertThresholdsBody } from '@vitalia/contracts/alerts';
import type { ReadingReply } from '@vitalia/contracts/metrics';
import { getDiastolicNormalRange, getNormalRange, isReadingContext } from '@vitalia/domain';

export type RangeFlag = 'high' | 'low';

const outside = (value: number, min: number | null | undefined, max: number | null | undefined) =>
  typeof max === 'number' && value > max ? 'high' : typeof min === 'number' && value < min ? 'low' : null;

export function readingRangeFlag(
  reading: Pick<ReadingReply, 'metric' | 'value' | 'value2' | 'context' | 'fuera_de_rango'>,
  thresholds?: AlertThresholdsBody | null,
): RangeFlag | null {
  if (reading.fuera_de_rango) return reading.fuera_de_rango === 'HI' ? 'high' : 'low';
  const context = reading.context && isReadingContext(reading.context) ? reading.context : undefined;
  const standard = getNormalRange(reading.metric, context ? { context } : {});
  const own = thresholds?.[reading.metric as keyof AlertThresholdsBody];
  const first = outside(reading.value, own?.min ?? standard?.min, own?.max ?? standard?.max);
  if (first || reading.metric !== 'presion' || reading.value2 === null) return first;
  const diastolic = getDiastolicNormalRange();
  const pressure = thresholds?.presion;
  return outside(reading.value2, pressure?.min2 ?? diastolic.min, pressure?.max2 ?? diastolic.max);
}

export const RANGE_FLAG_TEXT: Record<RangeFlag, string> = {
  high: 'Arriba de tu rango',
  low: 'Abajo de tu rango',
};
