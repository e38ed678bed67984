import type { BlockKind, UnitInfo } from './lexicon';
import type { Token } from './token';
import { isNumber, isWord } from './token';

/**
 * Anchors are the words numbers bind to: metric words ("glucosa", "TA", "kilos" before a number)
 * and blocking words ("metformina", "HbA1c", "meta", "bajé") whose next number is not a reading.
 */
export interface Anchor {
  index: number;
  metric?: string;
  defaultUnit?: string;
  /** A unit used as the metric word ("kilos 70", "ppm 88", "libras 180"). */
  unit?: UnitInfo;
  block?: BlockKind;
  changeVerb?: boolean;
  /** The change verb is an infinitive ("bajar a 70 kilos"): a goal, never a reading. */
  goal?: boolean;
  /** A number has already been bound to it. */
  used: boolean;
}

export type AnchorWord =
  { kind: 'metric'; anchor: Anchor } | { kind: 'block'; anchor: Anchor; clearsTopic: boolean };

function isFollowedByNumber(tokens: readonly Token[], index: number): boolean {
  let k = index + 1;
  while (tokens[k]?.kind === 'sym' && [':', '='].includes((tokens[k] as Token).text)) k++;
  if (isWord(tokens[k], 'de')) k++;
  return isNumber(tokens[k]);
}

const QUALIFIER_LINKS = new Set(['de', 'del', 'la', 'el', 'mi', 'para', 'los', 'las']);

/** "bajar", "subir", "perder": the change is wished for, not measured. */
function isInfinitive(token: Token): boolean {
  return /(ar|er|ir)$/.test(token.text);
}

/** "la pastilla de la presión" names a medicine; "bajé de peso" a change: neither is a reading. */
function findQualifier(tokens: readonly Token[], index: number): 'medication' | 'change' | 'goal' | null {
  for (let k = index - 1, steps = 0; k >= 0 && steps < 4; k--, steps++) {
    const token = tokens[k] as Token;
    if (token.kind !== 'word') return null;
    if (token.info?.medication) return 'medication';
    if (token.info?.changeVerb) return isInfinitive(token) ? 'goal' : 'change';
    if (!QUALIFIER_LINKS.has(token.text)) return null;
  }
  return null;
}

/** What the word at `index` anchors, or null when it anchors nothing. */
export function readAnchorWord(tokens: readonly Token[], index: number): AnchorWord | null {
  const info = tokens[index]?.info;
  if (!info) return null;
  if (info.metric && (!info.shortAnchor || isFollowedByNumber(tokens, index))) {
    const qualifier = findQualifier(tokens, index);
    if (qualifier === 'medication') {
      return { kind: 'block', anchor: { index, block: 'medication', used: false }, clearsTopic: true };
    }
    const anchor: Anchor = { index, metric: info.metric, defaultUnit: info.defaultUnit, used: false };
    // "bajé de peso 2 kilos" is a change; "subió la azúcar a 260" still a reading (see find-readings).
    if (qualifier === 'change' || qualifier === 'goal') anchor.changeVerb = true;
    if (qualifier === 'goal') anchor.goal = true;
    return { kind: 'metric', anchor };
  }
  const unit = info.unit;
  const unitFirst = unit?.metric && !unit.blocks && !unit.weak && !isNumber(tokens[index - 1]);
  if (unit && unitFirst && isFollowedByNumber(tokens, index)) {
    return { kind: 'metric', anchor: { index, metric: unit.metric as string, unit, used: false } };
  }
  // "del cel de mi mamá, … 150 de glucosa": a phone word blocks only a number given right after it
  // ("cel 55…", "mi cel es 55…"); far from one, the number is no phone.
  if (
    info.block === 'phone' &&
    !isFollowedByNumber(tokens, isWord(tokens[index + 1], 'es') ? index + 1 : index)
  )
    return null;
  if (info.block) {
    const anchor: Anchor = { index, block: info.block, changeVerb: info.changeVerb, used: false };
    if (info.changeVerb && isInfinitive(tokens[index] as Token)) anchor.goal = true;
    return { kind: 'block', anchor, clearsTopic: info.block === 'lab' || info.block === 'medication' };
  }
  return null;
}
