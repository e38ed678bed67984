import { classifyGlucose, GLUCOSE } from '../classify-glucose';
import { isReadingContext } from '../reading';
import { STANDARDS } from '../standards';
import {
  ALERT_RULES,
  notHolding,
  type AlertReading,
  type RangeLimits,
  type RuleVerdict,
} from './alert-types';
import { listValues, NOT_A_DIAGNOSIS, PERSONAL_RANGE_PHRASE } from './alert-wording';

/** Classification codes of a glucose reading above the ADA target for its context. */
const ABOVE_ADA_TARGET: ReadonlySet<string> = new Set(['arriba_de_meta', 'alta', 'muy_alta']);

/**
 * Above the ADA target for its context (classify-glucose.ts): fasting or before a meal above 130 mg/dL,
 * after a meal 180 mg/dL or more, without a context above 180 (the top of the time-in-range band).
 */
export function isAboveGlucoseTarget(reading: Pick<AlertReading, 'value' | 'context'>): boolean {
  const context = reading.context && isReadingContext(reading.context) ? reading.context : undefined;
  return ABOVE_ADA_TARGET.has(classifyGlucose(reading.value, context).code);
}

/**
 * Three glucose readings in a row (the newest three) above the range: the ADA target for each reading's
 * context, or the personal maximum when there is one (it replaces the standard, whatever the context).
 * Below the range only with a personal minimum (lows under the standard are told at once as crisis
 * values). `newestFirst` holds the person's recent glucose readings.
 */
export function evaluateGlucoseAlerts(
  newestFirst: readonly AlertReading[],
  limits: RangeLimits,
): RuleVerdict[] {
  const last = newestFirst.slice(0, ALERT_RULES.glucoseInARow);
  const complete = last.length === ALERT_RULES.glucoseInARow;
  const values = last.map((reading) => reading.value).reverse();
  const shown = listValues('glucosa', values, 'mg/dL');
  const count = ALERT_RULES.glucoseInARow;

  const { max, min } = limits;
  const high =
    complete && last.every((reading) => (max === null ? isAboveGlucoseTarget(reading) : reading.value > max));
  const highVerdict: RuleVerdict = !high
    ? notHolding('glucose_high')
    : max === null
      ? {
          kind: 'glucose_high',
          holds: true,
          facts: { values, source: 'standard' },
          notice: {
            title: `Glucosa arriba de la meta ${count} veces seguidas`,
            text:
              `Tus últimas ${count} lecturas de glucosa (${shown}) quedaron arriba de la meta. ` +
              `Según la ADA, la meta es de ${GLUCOSE.preMealTargetMin} a ${GLUCOSE.preMealTargetMax} mg/dL en ayunas o antes de comer y de menos de ` +
              `${GLUCOSE.postMealTargetBelow} mg/dL después de comer. ${NOT_A_DIAGNOSIS}`,
            standard: STANDARDS.ada.id,
          },
        }
      : {
          kind: 'glucose_high',
          holds: true,
          facts: { values, source: 'personal', max },
          notice: {
            title: `Glucosa arriba de tu rango ${count} veces seguidas`,
            text:
              `Tus últimas ${count} lecturas de glucosa (${shown}) quedaron arriba de ` +
              `${listValues('glucosa', [max], 'mg/dL')}, ${PERSONAL_RANGE_PHRASE}. ${NOT_A_DIAGNOSIS}`,
            standard: 'personal',
          },
        };

  const low = min !== null && complete && last.every((reading) => reading.value < min);
  const lowVerdict: RuleVerdict = !low
    ? notHolding('glucose_low')
    : {
        kind: 'glucose_low',
        holds: true,
        facts: { values, source: 'personal', min },
        notice: {
          title: `Glucosa debajo de tu rango ${count} veces seguidas`,
          text:
            `Tus últimas ${count} lecturas de glucosa (${shown}) quedaron debajo de ` +
            `${listValues('glucosa', [min!], 'mg/dL')}, ${PERSONAL_RANGE_PHRASE}. ${NOT_A_DIAGNOSIS}`,
          standard: 'personal',
        },
      };
  return [highVerdict, lowVerdict];
}
