/**
 * What a chart of one metric shows beyond its plain line (CONTRACTS.md section 12, charts on a phone):
 * glucose by context as separate markers, a meter's HI and LO at the edge instead of setting the scale,
 * and a dense series as a band of percentiles. Pure data, tested without a canvas.
 */
import type { BandSlice } from '@vitalia/contracts/metrics';
import { PLAUSIBLE_BOUNDS } from '@vitalia/domain';
import type { ChartPoint } from '../metric-format';

export interface ContextGroup {
  label: string;
  color: string;
  contexts: readonly string[] | null;
}

/**
 * Glucose by the moment it was taken: the split a doctor asks for first in type 2 diabetes. Colours at
 * least 4.5:1 on white, told apart also by the legend in words; null gathers every other moment.
 */
export const GLUCOSE_CONTEXT_GROUPS: readonly ContextGroup[] = [
  { label: 'En ayunas', color: '#1d4ed8', contexts: ['ayunas'] },
  { label: 'Antes de comer', color: '#6d28d9', contexts: ['antes_de_comer'] },
  { label: 'Después de comer', color: '#c2410c', contexts: ['despues_de_comer'] },
  { label: 'Otro momento', color: '#334155', contexts: null },
];

export interface MarkerLine {
  label: string;
  color: string;
  values: Array<number | null>;
  /** Markers only: readings of one context are never joined into a zigzag. */
  markers: true;
}

/** A reading beyond the meter's range: drawn at the edge of the plot with its word, off the scale. */
export interface EdgeMark {
  t: number;
  word: 'HI' | 'LO';
}

const METER_RANGE = PLAUSIBLE_BOUNDS.glucosa!;

/** A glucose the meter could not measure: marked so, or stored at the end of its range. */
export function beyondMeter(metric: string, point: ChartPoint): 'HI' | 'LO' | null {
  if (point.b) return point.b;
  if (metric !== 'glucosa') return null;
  if (point.v >= METER_RANGE.max) return 'HI';
  if (point.v <= METER_RANGE.min) return 'LO';
  return null;
}

/** The context series of glucose readings (only the groups that have readings), or null without contexts. */
export function contextLines(
  points: readonly ChartPoint[],
  values: Array<number | null>,
): MarkerLine[] | null {
  if (!points.some((point) => point.c)) return null;
  const groupOf = (context: string | undefined) =>
    GLUCOSE_CONTEXT_GROUPS.find((group) => group.contexts?.includes(context ?? '')) ??
    GLUCOSE_CONTEXT_GROUPS[GLUCOSE_CONTEXT_GROUPS.length - 1]!;
  return GLUCOSE_CONTEXT_GROUPS.map((group) => ({
    label: group.label,
    color: group.color,
    markers: true as const,
    values: points.map((point, index) => (groupOf(point.c) === group ? values[index]! : null)),
  })).filter((line) => line.values.some((value) => value !== null));
}

/** The lowest and highest values a band reaches, for the y axis. */
export function bandExtent(band: readonly BandSlice[]): [number, number] | null {
  if (band.length === 0) return null;
  return [Math.min(...band.map((slice) => slice.p10)), Math.max(...band.map((slice) => slice.p90))];
}
