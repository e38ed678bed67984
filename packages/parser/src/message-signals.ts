/**
 * What kind of message it is beyond its readings and commands: a question ("¿puedo comer tortillas?",
 * "que hago si me baja el azucar") or small talk ("👍", "ok", "jaja", "feliz navidad", a story with no
 * number in it). Read on the folded text; the bot answers a question from its library and small talk
 * briefly, never with the help text.
 */

const QUESTION_OPENERS =
  /^(que|como|cuanto|cuanta|cuantos|cuantas|cual|cuales|cuando|donde|por ?que|para que|cada cuando|puedo|puede|podria|debo|debe|deberia|tengo que|(quiero|quisiera|necesito) saber|es (malo|bueno|cierto|verdad|normal|peligroso)|esta (bien|mal)|sera|se vale|me (puedo|tomo|la tomo)|hay que|oiga?,? (y )?(que|como|cuanto|puedo|si))\b/;
/** Phrases that ask wherever they stand: "ah ok y cada cuando me la hago". */
const QUESTION_ANYWHERE =
  /\b(me recomienda\w*|recomiendeme|recomiendame|cada cuando|cada cuanto|que hago|que puedo|que debo|puedo comer|puedo tomar|se vale|es malo|es bueno|por que me|que significa|que quiere decir|que es eso|cuanto tiempo)\b/;
const QUESTION_ENDINGS =
  /\b(que hago|que me recomienda\w*|que le digo|esta bien|es normal|verdad|o no|o que)\s*$/;

/** Messages of courtesy, agreement, laughter, blessings and farewells. */
const SMALL_TALK =
  /^(ok+|okey|oki|okay|va|vale|sale|orale|sip|si+|claro|listo|entendido|de acuerdo|perfecto|excelente|genial|muy bien|que bien|bien|super|ja(ja)+|je(je)+|ji(ji)+|jsjs|xd|amen|bendiciones|dios (le|te) bendiga|feliz (navidad|ano nuevo|ano|dia|cumpleanos)|felices fiestas|buenas noches|hasta (manana|luego|pronto)|adios|bye|nos vemos|cuidese|cuidate|saludos|igualmente|lo prometo|perdon|una disculpa|que bonit[oa]s?|gracias)\b/;

/** Words from which a message with no number and nothing else understood is conversation. */
const STORY_WORDS = 4;

/** "¡Qué bonito día!", "qué bien": exclamations that open like a question. */
const EXCLAMATION = /^que (bonit|lind|bien|rico|padre|gusto|bueno|mal|triste|horror|susto|barbaro|alegria)/;

/** WhatsApp's shorthand for the question words: "q" (qué), "xq"/"pq" (por qué). */
const SHORTHAND = /\b(q|xq|pq)\b/g;
const unshorten = (word: string) => (word === 'q' ? 'que' : 'por que');

export function isQuestion(original: string, folded: string): boolean {
  const text = folded.trim().replace(SHORTHAND, unshorten);
  if (/[?¿]/.test(original)) return true;
  if (EXCLAMATION.test(text)) return false;
  return QUESTION_OPENERS.test(text) || QUESTION_ANYWHERE.test(text) || QUESTION_ENDINGS.test(text);
}

/** Only emoji, or a short courtesy, or a story of a few words and no number at all. */
export function isSmallTalk(original: string, folded: string, numbersExplained = false): boolean {
  const letters = folded.replace(/[^a-z0-9ñ ]/g, ' ').trim();
  // Emoji alone ("👍", "🙏🙏") is small talk; invisible characters alone are not anything.
  if (letters === '') return /\p{Extended_Pictographic}/u.test(original);
  // A number that is an age or a year ("tengo 72 años", "que el 2027…") does not make it a reading.
  if (/\d/.test(letters) && !numbersExplained) return false;
  return SMALL_TALK.test(letters) || letters.split(/\s+/).length >= STORY_WORDS;
}

/** Words of a glucose meter's screen or of the person holding it. */
const METER_CONTEXT =
  /(glucometro|aparato|aparatito|medidor|pantalla|dice|marca|pone|sale|salio|aparece|muestra)/;

/**
 * A glucose meter showing it cannot measure ("HI", "High", "mayor de 600"; "LO"): an emergency, never an
 * impossible value. "Lo" is also a pronoun, so it counts only in capitals or right after what a screen does
 * ("dice lo", "marca LO").
 */
export function findMeterWord(original: string, folded: string): 'HI' | 'LO' | null {
  const words = folded.replace(/[^a-z0-9 ]/g, ' ').trim();
  const context = METER_CONTEXT.test(words);
  if (/\b(HI|HIGH|High|H I)\b/.test(original) || (context && /\b(hi|high)\b/.test(words))) return 'HI';
  if (context && /\b(mayor|mas|arriba) de 600\b/.test(words)) return 'HI';
  if (/(^|\s)(LO|Lo)(\s|[.,!]|$)/.test(original) && (context || words === 'lo')) return 'LO';
  // "me salió lo mismo que ayer", "marca lo de siempre": the pronoun, not the meter's word.
  if (
    /\b(dice|marca|pone|sale|salio|aparece|muestra) (solo |nomas )?lo\b(?! (mismo|que|de|del|normal|bien|mal|igual|usual|siempre|menos|mas|tanto|mio|suyo))/.test(
      words,
    )
  )
    return 'LO';
  return null;
}

/** "ya le dije", "como te dije", "le repito", "ya se lo había mandado": the value was told before. */
const ALREADY_TOLD =
  /\b(ya (le |te |se lo |se la |les )?(dije|habia dicho|mande|habia mandado|envie|escribi|comente|pase)|como (ya )?(le|te|les) (dije|decia|comente|habia dicho)|(le|te) repito|se lo vuelvo a (decir|mandar|escribir)|(es|era) mi[ao] (la|el) de|(la|el) de \d+( \w+)? (es|era) (la |el )?mi[ao])\b/;

export function saysAlreadyTold(folded: string): boolean {
  return ALREADY_TOLD.test(folded);
}
