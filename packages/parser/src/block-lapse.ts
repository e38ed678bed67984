import type { Anchor } from './anchors';
import type { Token } from './token';

/**
 * When a blocking word stops blocking. A blocking word ("metformina", "colesterol", "hace") normally
 * takes the next number, up to the end of the sentence; these rules end it earlier.
 */

const SENTENCE_END = new Set(['.', ';', '!', '?', '\n']);

/**
 * "tomé mi pastilla de la presión y después me la medí 130/80", "ya me tomé la metformina, amanecí en 115":
 * a medicine or lab word blocks its own dose or result, not a value in the next clause.
 */
const CLAUSE_LINKS = new Set(['y', 'despues', 'luego', 'pero', 'ahora', 'ahorita', 'hoy', ',']);

/**
 * "hace 2 horas comí y ahorita tengo 180", "hace una hora", "hace ratito me medí 52": a few hours or
 * minutes ago is today.
 */
const SAME_DAY_UNITS = new Set([
  'hora',
  'horas',
  'hr',
  'hrs',
  'h',
  'min',
  'mins',
  'minuto',
  'minutos',
  'rato',
  'ratito',
  'momento',
  'momentito',
  'poquito',
]);

/**
 * The blocking anchor still in force after the token at `index`: null when a sentence or (for medicines
 * and labs) a clause ends; a "hace" spent on a same-day duration is marked used, while "hace 2 días tuve
 * 200" stays a past value, not logged.
 */
export function lapseBlock(fresh: Anchor | null, tokens: readonly Token[], index: number): Anchor | null {
  if (!fresh?.block) return fresh;
  const token = tokens[index] as Token;
  if (token.kind === 'sep' && SENTENCE_END.has(token.text)) return null;
  const clauseBlock = fresh.block === 'medication' || fresh.block === 'lab';
  if (clauseBlock && token.kind !== 'num' && CLAUSE_LINKS.has(token.text)) return null;
  // "me agarra hasta la quijada y tengo 150", "mientras llega la cruz roja, salió 170/95": a goal's or a
  // comparison's word ends with its clause too, unless the link joins two of its numbers ("entre 80 y 130").
  const nextIsNumber = tokens[index + 1]?.kind === 'num';
  const boundBlock = fresh.block === 'goal' || fresh.block === 'comparative';
  if (boundBlock && !nextIsNumber && (token.text === ',' || token.text === 'y' || token.text === 'pero'))
    return null;
  if (fresh.block === 'ago' && index - fresh.index <= 4 && SAME_DAY_UNITS.has(token.text)) fresh.used = true;
  return fresh;
}
