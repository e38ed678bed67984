import { foldText, metricNamedIn } from '@vitalia/parser';
import { isCorrection, normalizeWords } from '../commands';
import * as say from '../say';
import { namesMedicine } from '../everyday-questions';
import { text, UNDO_HOURS, type Outcome } from '../turn';
import { describe } from '../say/parts';
import type { Rule } from './rule';

/**
 * The rules that change what is already in the record from the chat: a correction ("no, era 140"), a
 * change that names the old and the new value, a request to delete (named or the last one). None of them
 * ever stores the number it names as a new reading. Part of the text rules' table (text-rules.ts).
 */

/** Words that ask to delete a reading ("bórrela", "quíteme la de 99", "elimínelo"), in tú and usted. */
const DELETE_WORDS =
  /(?<!\bse (me|le|te|nos|les) )\b(borr|elimin|quit|anul|sac)(a|ar|e|en|ame|eme|ala|alo|ela|elo|alas|alos|elas|elos|arla|arlo|arlas|enla|enlo)\b|\b(esa|eso|ese) no (era|es) (mia|mio)\b|\b(la|el) de \d+( \w+)? (era|es|fue) de (mi|su|la|el) \w+|\bdeshac(er|e|elo|ela|erla|erlo)\b/;
/**
 * Deleting denied, not asked: "yo no le dije que borrara nada", "no quería borrar nada", "no la borres".
 * ("No, bórrala" is a request: the imperative follows the "no".)
 */
const DELETE_DENIED =
  /\bno (corregi|corrigi|cambie|borre|quite|elimine|pedi|dije) (nada|ninguna|ninguno)\b|\bno (quiero|queria|quise|le dije|te dije|le pedi|te pedi|dije|pedi|hay que)( que)?( (me|la|lo|las|los|le|nada))? (borr|elimin|quit|anul)[a-z]*|\bno (me |la |lo |las |los |le |se )*(borr|elimin|quit|anul)(e|es|en|ara|aras|aran)\b/;
export const deniesDeleting = (body: string) => DELETE_DENIED.test(normalizeWords(body));

/** A request about a medicine ("me tengo que quitar la glibenclamida"), never about a reading. */
const aboutMedicine = (body: string) => namesMedicine(body) && !metricNamedIn(body);

/** Whether words that could ask to undo may: neither denied nor about a medicine. */
export const mayDeleteLast = (body: string) => !deniesDeleting(body) && !aboutMedicine(body);

/** "bórrala", "quítelo", "elimínala": a pronoun for the reading just sent. */
const POINTS_AT_LAST = /\b(borr|elimin|quit|anul)(ala|alo|ela|elo)\b/;
/**
 * A pressure named by its two halves ("la de 130/90", "la de 13/9", "la de 130 con 90"); the shorthand in
 * cmHg that meters and doctors say ("13/9") is the same reading as 130/90.
 */
const PRESSURE_NAMED = /(?<![\d.,])(\d{2,3})\s*(?:\/|con|sobre)\s*(\d{1,3})(?![\d.,])/g;
const inMmHg = (systolic: number, diastolic: number) =>
  systolic < 30 && diastolic < 20 ? systolic * 10 : systolic;

/** The values a request to delete names ("el peso de 99", "las de 120 y 85"), with its metric if said. */
function namedToDelete(body: string): Array<{ value: number; metric?: string }> {
  const words = foldText(body);
  // "esa de 210 es del Chuy, yo ando en 96, quítela", "bórrela, ahorita estoy en 150/92": the sender's
  // own value, said as now or as theirs, is what stays.
  const keptAsOwn = [
    ...words.matchAll(/\b(?:yo|la mia|el mio|a mi|ahorita|ahora)\b(?:\s+[a-z]+){0,3}?\s+(\d{2,3})\b/g),
  ].map((match) => Number(match[1]));
  const pressures = [...words.matchAll(PRESSURE_NAMED)]
    .map((match) => ({ value: inMmHg(Number(match[1]), Number(match[2])), metric: 'presion' }))
    .filter((pressure) => !keptAsOwn.includes(pressure.value));
  if (pressures.length > 0) return pressures.slice(0, 3);
  const metric = metricNamedIn(body) ?? undefined;
  const values = [...words.matchAll(/(?<![\d.,:/])(\d{2,3}(?:[.,]\d)?)(?![\d:/])/g)]
    .map((match) => Number(match[1]!.replace(',', '.')))
    .filter((value) => !keptAsOwn.includes(value));
  // "la de 120 y 85" of the pressure: one pressure, found by its first half.
  const values2 = metric === 'presion' ? values.slice(0, 1) : values.slice(0, 3);
  return values2.map((value) => (metric ? { value, metric } : { value }));
}

/** Whether a request to delete names a number at all (found in the record or not). */
const namesANumber = (body: string) => /\d/.test(foldText(body));

/** A reply with a line before its own text (a reply of another type is left as it is). */
function prefixed(reply: Outcome['reply'], line: string): Outcome['reply'] {
  if (!reply || reply.type === 'template') return reply;
  return { ...reply, text: `${line}\n${reply.text}` };
}

const CORRECT_WORDS = /\b(corrij|correg|cambi|modifi)[a-z]*\b/;

/**
 * "cámbieme la de 148/90 a 138/90", "corrija la de 148/90, era 138/90": the reading named is replaced by
 * the other value, whichever reading came last; one value in the record, never two.
 */
export const namedCorrection: Rule = {
  name: 'named_correction',
  async run(context) {
    const { turn, deps, body } = context;
    if (!CORRECT_WORDS.test(normalizeWords(body))) return null;
    const { own } = context.message();
    if (own.readings.length !== 2) return null;
    const [first, second] = own.readings;
    if (!first || !second || first.metric !== second.metric) return null;
    const valueOf = (reading: typeof first) => ('systolic' in reading ? reading.systolic : reading.value);
    const since = new Date(turn.inbound.sent_at.getTime() - UNDO_HOURS * 3_600_000);
    for (const [old, fresh] of [
      [first, second],
      [second, first],
    ] as const) {
      const named = { value: valueOf(old), metric: old.metric };
      const removed = await deps.services.readings.removeLatestFromChat(turn.account.user_id, since, named);
      if (!removed) continue;
      const stored = await deps.readings.storeReadings(turn, { ...own, readings: [fresh] });
      return { ...stored, reply: prefixed(stored.reply, say.replaced(describe(removed))) };
    }
    return null;
  },
};

/** "no, era 140" right after a reading: that reading is corrected, never a new one stored. */
export const correction: Rule = {
  name: 'correction',
  // "la de 118 era de mi esposo, quítela": a request to delete, however it is worded, is not a correction.
  run: ({ turn, deps, body }) =>
    DELETE_WORDS.test(normalizeWords(body)) || deniesDeleting(body) || aboutMedicine(body)
      ? null
      : deps.readings.correctLast(turn, body),
};

/** "bórrala", "elimina esa", "quítala", "esa no era mía": asked to delete, whatever numbers it names. */
/** A message that asks to delete stores nothing new ("bórrala, esa era la presión 120 con 85"). */
export const deleteRequest: Rule = {
  name: 'delete_request',
  run(context) {
    const { own } = context.message();
    // "yo no le dije que borrara nada": nothing is deleted, and the person is told so.
    // "yo no le dije que borrara nada", "¿cuál corrigió? yo no corregí nada, el 118 es de ahorita": nothing
    // is deleted, and the person is told so.
    if (deniesDeleting(context.body))
      return { reply: text(say.NOTHING_DELETED), patch: {}, label: 'delete_denied' };
    if (aboutMedicine(context.body)) return null;
    const asksToDelete = DELETE_WORDS.test(normalizeWords(context.body));
    if (!asksToDelete && !own.intents.includes('undo')) return null;
    if (!asksToDelete && own.readings.length > 0 && isCorrection(context.body)) return null;
    const named = asksToDelete ? namedToDelete(context.body) : [];
    // "bórrala, esa era la presión 120 con 85": "la" is the last one, the numbers only say what it was.
    const theLastOne = POINTS_AT_LAST.test(normalizeWords(context.body));
    if (named.length > 0) return context.deps.commands.undoNamed(context.turn, named, { orLast: theLastOne });
    // "bórrala la presión, la tomé mal" after a pressure and a pulse: the latest of the metric named.
    const metric = asksToDelete && !namesANumber(context.body) ? metricNamedIn(context.body) : null;
    if (metric) return context.deps.commands.undoNamed(context.turn, [{ metric }], { orLast: false });
    // A number it names but that is no reading ("la de 1 de la tarde"): which one is asked, never the last.
    if (asksToDelete && namesANumber(context.body) && !theLastOne)
      return {
        reply: {
          type: 'buttons',
          text: say.WHICH_TO_DELETE,
          buttons: say.WHICH_TO_DELETE_BUTTONS.map((button) => ({ ...button })),
        },
        patch: {},
        label: 'delete_which',
      };
    return context.deps.commands.runCommand(context.turn, 'undo');
  },
};
