import { GLUCOSE } from '../classify-glucose';
import { STANDARDS } from '../standards';
import { DAY_MS, notHolding, type AlertReading, type RuleVerdict } from './alert-types';
import { listValues, NOT_A_DIAGNOSIS } from './alert-wording';

/** The window the rule looks at, up to the newest glucose reading, and how many level 1 lows make a pattern. */
export const REPEATED_LOWS = { windowDays: 7, level1Count: 2 } as const;

/**
 * Repeated lows: any glucose under 54 mg/dL (level 2), or two or more under 70 mg/dL, in the 7 days up to
 * the newest one. The ADA (Standards of Care, section 6) asks for the treatment plan to be looked at again
 * after a level 2 low or a pattern of level 1 lows: the person is told to tell their doctor, never what to
 * change. For a level 2 low this sits beside the crisis bell: that one says what to do now, this one what
 * to take to the doctor, and it stays open (one item) while more lows come.
 */
export function evaluateRepeatedLows(newestFirst: readonly AlertReading[]): RuleVerdict {
  const newest = newestFirst[0];
  if (!newest) return notHolding('glucose_repeated_lows');
  const since = newest.measuredAt.getTime() - REPEATED_LOWS.windowDays * DAY_MS;
  const lows = newestFirst.filter(
    (reading) => reading.measuredAt.getTime() > since && reading.value < GLUCOSE.level1Hypoglycemia,
  );
  const severe = lows.some((reading) => reading.value < GLUCOSE.level2Hypoglycemia);
  if (lows.length < REPEATED_LOWS.level1Count && !severe) return notHolding('glucose_repeated_lows');
  const values = lows.map((reading) => reading.value).reverse();
  const shown = listValues('glucosa', values, 'mg/dL');
  const what =
    lows.length === 1 ? `una glucosa muy baja (${shown})` : `${lows.length} glucosas bajas (${shown})`;
  return {
    kind: 'glucose_repeated_lows',
    holds: true,
    facts: { values, severe },
    notice: {
      title: 'Bajas de azúcar en los últimos 7 días',
      text:
        `En los últimos ${REPEATED_LOWS.windowDays} días registraste ${what}. Según la ADA, una baja de menos de ` +
        `${GLUCOSE.level2Hypoglycemia} mg/dL o varias de menos de ${GLUCOSE.level1Hypoglycemia} son motivo para ` +
        `avisarle a tu médico pronto; llévale estas lecturas. ${NOT_A_DIAGNOSIS}`,
      standard: STANDARDS.ada.id,
    },
  };
}
