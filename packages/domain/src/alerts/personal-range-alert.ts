import { getMetricDefinition, formatMetricValue } from '../metrics';
import {
  notHolding,
  type AlertKind,
  type AlertReading,
  type RangeLimits,
  type RuleVerdict,
} from './alert-types';
import { NOT_A_DIAGNOSIS, PERSONAL_RANGE_PHRASE } from './alert-wording';

const KIND_OF_METRIC: Readonly<Record<'peso' | 'frecuencia_cardiaca', AlertKind>> = {
  peso: 'weight_range',
  frecuencia_cardiaca: 'heart_rate_range',
};

/**
 * Weight and heart rate have personal ranges only (no standard one here): the newest reading outside the
 * range opens an episode; one back inside closes it.
 */
export function evaluatePersonalRange(
  metric: 'peso' | 'frecuencia_cardiaca',
  newestFirst: readonly AlertReading[],
  limits: RangeLimits,
): RuleVerdict {
  const kind = KIND_OF_METRIC[metric];
  const [latest] = newestFirst;
  if (!latest) return notHolding(kind);
  const below = limits.min !== null && latest.value < limits.min;
  const above = limits.max !== null && latest.value > limits.max;
  if (!below && !above) return notHolding(kind);
  const { name, nameInSentence, unit } = getMetricDefinition(metric);
  const show = (value: number) => `${formatMetricValue(metric, value)} ${unit}`;
  const limit = above ? limits.max! : limits.min!;
  const side = above ? 'arriba' : 'debajo';
  return {
    kind,
    holds: true,
    facts: { value: latest.value, source: 'personal', min: limits.min, max: limits.max },
    notice: {
      title: `${name} ${side === 'arriba' ? 'arriba' : 'debajo'} de tu rango personal`,
      text:
        `Tu ${nameInSentence} de ${show(latest.value)} quedó ${side} de ${show(limit)}, ` +
        `${PERSONAL_RANGE_PHRASE}. ${NOT_A_DIAGNOSIS}`,
      standard: 'personal',
    },
  };
}
