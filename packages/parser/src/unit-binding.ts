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

/**
 * "120 mg", "me salió 120 mg en ayunas": a message of only the value, its "mg" and filler, timing or
 * meal words names no medicine and no taking ("tomo 500 mg"), so the "mg" is short for mg/dL.
 */
const TAKE_VERBS = new Set(['tomo', 'tome', 'toma', 'tomar', 'tomando', 'tomaba', 'dosis']);

function isDoseFree(tokens: readonly Token[]): boolean {
  let numbers = 0;
  let supportingWords = 0;
  for (const token of tokens) {
    if (token.kind === 'num') numbers++;
    if (token.kind !== 'word') continue;
    const info = token.info;
    if (!info || TAKE_VERBS.has(token.text)) return false;
    if (!(info.unit?.weak || info.filler || info.context || info.meal || info.timeTail)) return false;
    if (!info.unit?.weak) supportingWords++;
  }
  // A bare "500 mg" is as likely a dose as a glucose: with no word around it ("me salió", "en ayunas"),
  // it is not stored, and the bot asks. A wrong glucose of 500 would raise a false crisis alert.
  return numbers === 1 && supportingWords > 0;
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
    if (!glucoseNear && !(isDoseFree(tokens) && value >= 20 && value <= 600)) return null;
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
