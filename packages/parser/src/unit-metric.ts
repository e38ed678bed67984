import { isKnownMetric } from '@vitalia/domain';
import type { UnitInfo } from './lexicon';

/**
 * The metric of a number followed by a unit. The unit decides ("72 kg" is weight), except that:
 * - a custom indicator keeps its name whatever unit it comes in ("cetonas 0.6 mmol", "cintura 92 cm");
 * - "%" is oxygen saturation only from 50 to 100 unless a saturation word says so ("batería 20 %" is not);
 * - degrees are body temperature only from 25 to 45 °C, or 86–113 read as °F.
 */
export function selectMetricForUnit(unit: UnitInfo, named: string | undefined, value: number): string | null {
  const unitMetric = unit.metric;
  if (named && !isKnownMetric(named) && (unit.customCapable || unitMetric === null)) return named;
  if (unitMetric === null) return null;
  if (unitMetric === 'saturacion' && named !== 'saturacion') {
    if (named === 'temperatura' || named === 'frecuencia_cardiaca') return named;
    return value >= 50 && value <= 100 ? 'saturacion' : null;
  }
  if (unitMetric === 'temperatura' && named !== 'temperatura' && (value < 25 || value > 45)) {
    return value >= 86 && value <= 113 ? 'temperatura' : null;
  }
  return unitMetric;
}
