import { classifyAccAha2017 } from '../classify-blood-pressure';
import { formatMetricValue } from '../metrics';
import { STANDARDS } from '../standards';
import {
  ALERT_RULES,
  notHolding,
  type AlertReading,
  type PressureLimits,
  type RuleVerdict,
} from './alert-types';
import { formatPressure, joinSpanish, NOT_A_DIAGNOSIS, PERSONAL_RANGE_PHRASE } from './alert-wording';

/** AHA/ACC 2025 stage 2: systolic 140 or more, or diastolic 90 or more. */
export const STAGE_2 = { systolic: 140, diastolic: 90 } as const;

const isStage2 = (reading: AlertReading) =>
  classifyAccAha2017(reading.value, reading.value2 ?? 0).code === 'hipertension_etapa_2';

const mmHg = (value: number) => formatMetricValue('presion', value);

/**
 * Above the range: stage 2 by AHA/ACC 2025, or, with a personal maximum, above it. A personal maximum on
 * one side only replaces that side (the other keeps the stage 2 limit).
 */
function describeHighLimits(limits: PressureLimits) {
  const systolic = limits.max === null ? `${STAGE_2.systolic} o más` : `más de ${mmHg(limits.max)}`;
  const diastolic = limits.max2 === null ? `${STAGE_2.diastolic} o más` : `más de ${mmHg(limits.max2)}`;
  return `sistólica de ${systolic} o diastólica de ${diastolic} mmHg`;
}

function describeLowLimits(limits: PressureLimits) {
  const sides = [
    limits.min === null ? null : `sistólica de menos de ${mmHg(limits.min)}`,
    limits.min2 === null ? null : `diastólica de menos de ${mmHg(limits.min2)}`,
  ].filter((side): side is string => side !== null);
  return `${sides.join(' o ')} mmHg`;
}

/**
 * Three of the last five pressure readings (fewer when there are fewer, at least three) above the range:
 * AHA/ACC 2025 stage 2, or the personal maxima, which replace it. Below only with a personal minimum.
 */
export function evaluatePressureAlerts(
  newestFirst: readonly AlertReading[],
  limits: PressureLimits,
): RuleVerdict[] {
  const window = newestFirst.slice(0, ALERT_RULES.pressureWindow).filter((r) => r.value2 !== null);
  const seen = window.length;
  const hitsNeeded = ALERT_RULES.pressureHits;
  const personalHigh = limits.max !== null || limits.max2 !== null;
  const isHigh = (reading: AlertReading) => {
    if (!personalHigh) return isStage2(reading);
    const systolic = limits.max === null ? reading.value >= STAGE_2.systolic : reading.value > limits.max;
    const diastolic =
      limits.max2 === null ? reading.value2! >= STAGE_2.diastolic : reading.value2! > limits.max2;
    return systolic || diastolic;
  };
  const personalLow = limits.min !== null || limits.min2 !== null;
  const isLow = (reading: AlertReading) =>
    (limits.min !== null && reading.value < limits.min) ||
    (limits.min2 !== null && reading.value2! < limits.min2);

  const shownOf = (hits: AlertReading[]) =>
    `${joinSpanish(
      [...hits].reverse().map((reading) => formatPressure(reading.value, reading.value2!)),
    )} mmHg`;
  const values = (hits: AlertReading[]) =>
    [...hits].reverse().map((reading) => [reading.value, reading.value2]);

  const high = window.filter(isHigh);
  const highVerdict: RuleVerdict =
    high.length < hitsNeeded
      ? notHolding('pressure_high')
      : !personalHigh
        ? {
            kind: 'pressure_high',
            holds: true,
            facts: { values: values(high), of: seen, source: 'standard' },
            notice: {
              title: `Presión en rango de etapa 2 en ${high.length} de ${seen} lecturas`,
              text:
                `Según AHA/ACC 2025, ${high.length} de tus últimas ${seen} lecturas de presión ` +
                `(${shownOf(high)}) están en el rango de etapa 2 (${STAGE_2.systolic}/${STAGE_2.diastolic} ` +
                `mmHg o más). ${NOT_A_DIAGNOSIS}`,
              standard: STANDARDS.ahaAcc2025.id,
            },
          }
        : {
            kind: 'pressure_high',
            holds: true,
            facts: { values: values(high), of: seen, source: 'personal', max: limits.max, max2: limits.max2 },
            notice: {
              title: `Presión arriba de tu rango en ${high.length} de ${seen} lecturas`,
              text:
                `${high.length} de tus últimas ${seen} lecturas de presión (${shownOf(high)}) quedaron ` +
                `arriba de tu rango (${describeHighLimits(limits)}), ${PERSONAL_RANGE_PHRASE}. ` +
                NOT_A_DIAGNOSIS,
              standard: 'personal',
            },
          };

  const low = personalLow ? window.filter(isLow) : [];
  const lowVerdict: RuleVerdict =
    low.length < hitsNeeded
      ? notHolding('pressure_low')
      : {
          kind: 'pressure_low',
          holds: true,
          facts: { values: values(low), of: seen, source: 'personal', min: limits.min, min2: limits.min2 },
          notice: {
            title: `Presión debajo de tu rango en ${low.length} de ${seen} lecturas`,
            text:
              `${low.length} de tus últimas ${seen} lecturas de presión (${shownOf(low)}) quedaron ` +
              `debajo de tu rango (${describeLowLimits(limits)}), ${PERSONAL_RANGE_PHRASE}. ` +
              NOT_A_DIAGNOSIS,
            standard: 'personal',
          },
        };
  return [highVerdict, lowVerdict];
}
