import { formatMetricValue } from '../metrics';
import { roundTo } from '../units';
import { ALERT_RULES, DAY_MS, notHolding, type AlertReading, type RuleVerdict } from './alert-types';
import { ALERT_SOURCES, describeDays, NOT_A_DIAGNOSIS } from './alert-wording';

const kg = (value: number) => `${formatMetricValue('peso', value)} kg`;

/**
 * The newest weight more than 2 kg away from a weight of the 7 days before it (the largest such change).
 * The episode stays open while that holds, so a week of readings after one jump is told once.
 */
export function evaluateWeightChange(newestFirst: readonly AlertReading[]): RuleVerdict {
  const [latest, ...earlier] = newestFirst;
  if (!latest) return notHolding('weight_change');
  const windowStart = latest.measuredAt.getTime() - ALERT_RULES.weightWindowDays * DAY_MS;
  let from: AlertReading | undefined;
  let change = 0;
  for (const reading of earlier) {
    if (reading.measuredAt.getTime() < windowStart) continue;
    // Rounded to hundredths: 72.1 - 70.1 is 2.0000000000000057 in floating point, not a change above 2.
    const difference = roundTo(latest.value - reading.value, 2);
    if (Math.abs(difference) > Math.abs(change)) {
      change = difference;
      from = reading;
    }
  }
  if (!from || Math.abs(change) <= ALERT_RULES.weightChangeKg) return notHolding('weight_change');
  const days = Math.round((latest.measuredAt.getTime() - from.measuredAt.getTime()) / DAY_MS);
  const direction = change > 0 ? 'subió' : 'bajó';
  return {
    kind: 'weight_change',
    holds: true,
    facts: { from: from.value, to: latest.value, change, days },
    notice: {
      title: `Tu peso ${direction} más de ${ALERT_RULES.weightChangeKg} kg en una semana`,
      text:
        `Tu peso ${direction} ${kg(Math.abs(change))} ${describeDays(days)} ` +
        `(de ${kg(from.value)} a ${kg(latest.value)}). Según ${ALERT_SOURCES.weightChange.citedAs}, un ` +
        `cambio de peso de más de ${ALERT_RULES.weightChangeKg} kg en una semana es motivo para ` +
        `comentarlo con tu médico. ${NOT_A_DIAGNOSIS}`,
      standard: ALERT_SOURCES.weightChange.id,
    },
  };
}
