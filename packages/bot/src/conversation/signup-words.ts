import { parseMessage } from '@vitalia/parser';
import { normalizeWords } from './commands';

/**
 * What a person with no account answers while the chat signs them up: their consent, their name, or a
 * courtesy. Pure, so each rule is tested without a database (signup-words.test.ts).
 */

/** Ids of the sign-up's reply buttons. */
export const SIGNUP_OPTIONS = {
  accept: 'signup:acepto',
  decline: 'signup:no_acepto',
  /** The WhatsApp profile name offered as the first name. */
  profileName: 'signup:perfil',
} as const;

/** Whole messages that give consent ("Acepto" typed, "sí", "de acuerdo"…), any case, with or without accents. */
const YES = new Set([
  'acepto',
  'si acepto',
  'si',
  'sii',
  'si claro',
  'claro',
  'claro que si',
  'de acuerdo',
  'esta bien',
  'ok',
  'okay',
  'va',
  'sale',
  'si por favor',
  'acepto gracias',
  'si acepto gracias',
  'ya acepto',
  'si quiero',
  'acepto el aviso',
  'si de acuerdo',
]);

/** Whole messages that refuse ("No acepto" typed, "no", "no gracias"…). */
const NO = new Set([
  'no',
  'no acepto',
  'no gracias',
  'no quiero',
  'nel',
  'no estoy de acuerdo',
  'no acepto gracias',
  'mejor no',
  'no por ahora',
  'ahorita no',
]);

/** Thanks, goodbyes and acknowledgements: after a "No acepto" they are answered without asking again. */
const COURTESY = new Set([
  'gracias',
  'muchas gracias',
  'ok',
  'okay',
  'ok gracias',
  'esta bien',
  'bueno',
  'adios',
  'bye',
  'de nada',
  'sale',
  'va',
  'no',
  'no gracias',
  'hasta luego',
  'gracias igualmente',
  'entendido',
]);

export type ConsentAnswer = 'yes' | 'no';

/** Consent said inside a longer message: "ok ya lo pensé bien, sí quiero, ¿cómo le hago?". */
const SAYS_YES = /\b(si|ya|ahora si) (quiero|acepto)\b/;
const SAYS_NO = /\bno (quiero|acepto)\b/;

/**
 * The answer to "¿Aceptas…?": a pressed button, or a typed word. `strict` (after a "No acepto") takes
 * only an explicit "acepto": a "sí" or an "ok" then is not consent to something they just refused.
 */
export function consentAnswerOf(
  message: { kind: string; body: string | null },
  options: { strict?: boolean } = {},
): ConsentAnswer | null {
  if (message.kind === 'interactive') {
    if (message.body === SIGNUP_OPTIONS.accept) return 'yes';
    if (message.body === SIGNUP_OPTIONS.decline) return 'no';
    return null;
  }
  if (message.kind !== 'text' || !message.body) return null;
  const words = normalizeWords(message.body);
  if (NO.has(words)) return 'no';
  const saysYes = SAYS_YES.test(words) && !SAYS_NO.test(words);
  if (options.strict)
    return (/^(ya |si |pues )?acepto\b/.test(words) && !/\bno\b/.test(words)) || saysYes ? 'yes' : null;
  return YES.has(words) || saysYes ? 'yes' : null;
}

/** A thanks, a goodbye or an "ok" (or emoji alone): no question asked again for it. */
export function isCourtesy(text: string): boolean {
  const words = normalizeWords(text);
  return words === '' || COURTESY.has(words);
}

export const NAME_MAX_LENGTH = 60;

/** Why a message is not taken as a name. */
export type NameProblem = 'number' | 'refused' | 'question' | 'not_a_name';

/** First words of a sentence that is not a name ("me duele la cabeza", "mi esposo…", "es que…"). */
const SENTENCE_STARTS = new Set([
  'me',
  'mi',
  'mis',
  'se',
  'es',
  'esta',
  'estoy',
  'hay',
  'el',
  'los',
  'las',
  'un',
  'una',
  'pero',
  'porque',
  'ya',
]);

/** Words that answer something else than "¿Cómo te llamas?". */
const NOT_NAMES = new Set([
  ...YES,
  ...COURTESY,
  'hola',
  'buenas',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'que',
  'como',
  'nombre',
  'mi nombre',
  'ayuda',
  'menu',
]);

/** Spanish particles inside names stay lowercase when a name is capitalised ("María de la Luz"). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'di', 'van', 'von']);

/** "ana maria" or "ANA MARIA" → "Ana Maria"; a name written with capitals of its own stays as written. */
function capitalised(name: string): string {
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word.replace(/^\p{L}/u, (first) => first.toUpperCase()),
    )
    .join(' ');
}

/**
 * A first name typed in answer to "¿Cómo te llamas?": letters (any alphabet, with accents), spaces,
 * apostrophes, hyphens and dots, 1 to 60 characters; "me llamo", "soy" and the like are dropped. A
 * number, a "no", a question ("¿qué puedo desayunar?") or words that answer something else are refused
 * with their reason, to ask again kindly: when unsure, the chat asks instead of naming her "Que".
 */
/** "Teresa, pero dígame Tere", "María del Refugio, pero todos me dicen Cuquita": the name asked for. */
const CALL_ME =
  /\b(?:me dicen|todos me dicen|d[ií]game|d[ií]me|ll[aá]meme|ll[aá]mame|me gusta que me digan)\s+([\p{L}'’-]{2,})/iu;
const NOT_A_NICKNAME = new Set(['asi', 'así', 'nomas', 'nomás', 'usted', 'tu', 'tú', 'por', 'que', 'de']);

export function readFirstName(text: string): { name: string } | { problem: NameProblem } {
  const called = CALL_ME.exec(text)?.[1];
  if (called && !NOT_A_NICKNAME.has(called.toLowerCase())) text = called;
  const clean = text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(hola,?\s+)?(me llamo|mi nombre es|yo soy|soy|me dicen|dime)\s*:?\s+/iu, '')
    .replace(/[.!¡,;:]+$/u, '')
    .trim();
  if (/\d/.test(clean)) return { problem: 'number' };
  const words = normalizeWords(clean);
  if (words === '' || NOT_NAMES.has(words)) {
    return { problem: words === 'no' || words.startsWith('no ') ? 'refused' : 'not_a_name' };
  }
  if (/^no\b/.test(words)) return { problem: 'refused' };
  const [first = '', ...rest] = words.split(' ');
  // The question the member chat reads too ("¿qué puedo desayunar?", "puedo comer tortillas"); "¿para
  // qué?", "¿cómo?" are about the request itself, a longer one asks what she came to ask.
  if (parseMessage(clean).intents.includes('question')) {
    return { problem: rest.length >= 2 ? 'question' : 'not_a_name' };
  }
  if (SENTENCE_STARTS.has(first)) return { problem: 'not_a_name' };
  if (!/^\p{L}[\p{L}\p{M}'’ .-]*$/u.test(clean) || [...clean].length > NAME_MAX_LENGTH) {
    return { problem: 'not_a_name' };
  }
  return { name: capitalised(clean) };
}

/** Room on a WhatsApp reply button (MESSAGE_LIMITS.buttonTitle). */
const BUTTON_TITLE = 20;

/**
 * The WhatsApp profile name as a one-tap first name: emoji and symbols left out, as many of its words as
 * fit on a button. Null when it does not read as a name ("+52 55…", "Dr. ⭐", a business name in digits).
 */
export function offeredNameOf(profileName: string | null | undefined): string | null {
  if (!profileName) return null;
  const letters = profileName.replace(/[^\p{L}\p{M}'’ .-]+/gu, ' ');
  const read = readFirstName(letters);
  if (!('name' in read)) return null;
  let offered = '';
  for (const word of read.name.split(' ')) {
    const next = offered ? `${offered} ${word}` : word;
    if ([...next].length > BUTTON_TITLE) break;
    offered = next;
  }
  return offered || null;
}
