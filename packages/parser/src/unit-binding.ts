import type { Anchor } from './anchors';
import type { UnitInfo } from './lexicon';
import type { RightWord } from './neighbours';
import { findCustomName } from './neighbours';
import type { Token } from './token';
import { selectMetricForUnit } from './unit-metric';

/**
 * Rule 1 of find-readings: a number followed by a unit ("72 kg", "5.6 mmol", "98 %", "92 cm").
 * Returns the metric and where its reading starts, or null when the number is not a reading
 * (a dose in mg with no glucose word, "30 minutos", "batería 20 %").
 */
export interface UnitBinding {
  metric: string;
  start: number;
  defaultUnit?: string;
  /** The metric word after the number was used ("120 mg/dl de glucosa"). */
  usedAfter: boolean;
  /** The fresh metric word before the number was used ("peso 72 kg"). */
  usedFresh: boolean;
}

export function bindByUnit(
  tokens: readonly Token[],
  unit: UnitInfo,
  value: number,
  start: number,
  fresh: Anchor | null,
  after: RightWord | null,
): UnitBinding | null {
  if (unit.blocks) return null;
  const freshMetric = fresh?.metric;
  if (unit.weak) {
    const glucoseNear = freshMetric === 'glucosa' || (after?.metric === 'glucosa' && after.dangling);
    if (!glucoseNear) return null;
  }
  if (unit.customCapable && !freshMetric && !(after?.metric && after.dangling)) {
    const name = findCustomName(tokens, start);
    if (name) return { metric: name, start, usedAfter: false, usedFresh: false };
  }
  const metric = selectMetricForUnit(
    unit,
    freshMetric ?? (after?.dangling ? after.metric : undefined),
    value,
  );
  if (!metric) return null;
  const freshMatches = fresh !== null && freshMetric === metric;
  return {
    metric,
    start: freshMatches ? fresh.index : start,
    defaultUnit: freshMatches ? fresh.defaultUnit : undefined,
    usedAfter: after?.metric === metric && after.dangling,
    usedFresh: Boolean(fresh && freshMetric),
  };
}
