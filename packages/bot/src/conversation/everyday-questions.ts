import MiniSearch from 'minisearch';
import { EVERYDAY_ANSWERS, type EverydayAnswer } from '@vitalia/domain/answers';
import { foldText } from '@vitalia/parser';
import { ASKS_WITHOUT_MARK, MEDICINE_MISSED_OR_OUT, STOP_WORDS } from './question-words';
import { answerLine, NO_ANSWER } from './say/questions';

/**
 * Everyday questions ("¿qué puedo desayunar?", "¿puedo comer tortillas?") answered from the domain's
 * library of reviewed answers, each naming its source. A question is matched against the ways people ask
 * each answer and its keywords with MiniSearch (fuzzy, so typos and missing accents still match); below a
 * confident score the bot says it does not know and points to the person's doctor, never a guess.
 */

const fold = foldText;

/**
 * How a word sounds in Mexican Spanish, so the commonest spelling slips still match: "senar" is "cenar",
 * "asucar" is "azúcar", "dulse" is "dulce", "bolillo"/"volillo", "hielo"/"yelo". Both the library and the
 * question go through it, so it only ever merges words that sound the same.
 */
export function soundAlike(folded: string): string {
  return folded
    .replace(/c([ei])/g, 's$1')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/^h/, '');
}

/** Below this score a match is a guess: the honest fallback answers instead. */
const CONFIDENT_SCORE = 6;

/** Short words match only whole ("día" is not "diabetes"); longer ones forgive a typo and an ending. */
const SEARCH_OPTIONS = {
  boost: { keywords: 2 },
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  prefix: (term: string) => term.length >= 5,
};

/** A word that carries the topic, as it sounds; null for stop words and very short words. */
function contentTerm(term: string): string | null {
  const word = fold(term);
  return STOP_WORDS.has(word) || word.length < 3 ? null : soundAlike(word);
}

let index: MiniSearch<EverydayAnswer & { text: string }> | null = null;

function search() {
  if (index) return index;
  index = new MiniSearch<EverydayAnswer & { text: string }>({
    fields: ['text', 'keywords'],
    storeFields: ['id'],
    processTerm: contentTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(EVERYDAY_ANSWERS.map((answer) => ({ ...answer, text: answer.questions.join(' ') })));
  return index;
}

/**
 * Asking whether to stop, halve, skip or take more of a medicine: the safety answer wins over any closer
 * match (a search could pick the double-dose or the forgotten-dose text and leave out "no la suspendas").
 */
const MEDICINE_CHANGE =
  /\b(dej(o|ar|arla|arlo)|suspend\w*|quit(o|ar|arme)\w*|part(o|ir)\w*|mitad|media pastilla|otra pastilla|(tomo|tomar|tomarme) (mas|otra|doble)|(le )?(subo|subir|aumento|aumentar|bajo|bajar) (a )?(la |mi )?(dosis|pastilla|medicina|metformina|losartan|insulina))\b/;
const MEDICINE_WORDS =
  /\b(pastillas?|medicinas?|medicamentos?|metformina|losartan|insulina|enalapril|amlodipino|glibenclamida|glimepirida|sitagliptina|empagliflozina|dapagliflozina|telmisartan|captopril|hidroclorotia[sz]ida|clortalidona|furosemida|dosis)\b/;

/** The message speaks of a medicine ("quitarme la glibenclamida" is about the pill, not a reading). */
export const namesMedicine = (text: string) => MEDICINE_WORDS.test(fold(text));
export const MEDICINE_CHANGE_ANSWER_ID = 'cambiar-dosis-o-suspender';

/**
 * A medicine whose answer depends on its class when the person does not eat, vomits, or fears a low
 * (Diabetes Canada 2018, sick-day medication list): a sulfonylurea, or the night's long-acting insulin.
 * These answers win over the general "no cambies tu medicina" one.
 */
const SULFONYLUREA = /\b(glibenclamida|glimepirida|gliclazida|daonil|amaryl|euglucon)\b/;
const LONG_ACTING_INSULIN =
  /\b(glargina|lantus|toujeo|basaglar|abasaglar|detemir|levemir|degludec|tresiba|insulina (de la noche|lenta|nph))\b|\binsulina\b.{0,40}\b([cs]en[eoa]r?|sin [cs]enar)\b|\b([cs]en[eoa]r?|sin [cs]enar)\b.{0,40}\binsulina\b/;
const NOT_EATING_OR_LOW =
  /\b(no (comi|comio|come|como|[cs]ene|[cs]eno|[cs]ena|desayune|desayuno|ha comido|he comido|quiere comer|tiene hambre|tengo hambre|(va|voy|vas) a (comer|desayunar|[cs]enar))|sin (comer|[cs]enar|desayunar)|si no (como|[cs]eno|come|[cs]ena|desayuno)|vomit\w*|en ayunas|ayuno|sacan sangre|estudios de sangre|le (vuelva|vaya) a bajar|me (vuelva|vaya) a bajar|miedo (a )?que (le |me )?baje)\b/;
const SULFONYLUREA_ANSWER_ID = 'sulfonilurea-sin-comer';
const BASAL_INSULIN_ANSWER_ID = 'insulina-basal-sin-cenar';

/** The class answer a medicine question without food (or after a low) gets, or null. */
function medicineClassAnswer(folded: string): EverydayAnswer | null {
  if (!NOT_EATING_OR_LOW.test(folded)) return null;
  const id = SULFONYLUREA.test(folded)
    ? SULFONYLUREA_ANSWER_ID
    : LONG_ACTING_INSULIN.test(folded)
      ? BASAL_INSULIN_ANSWER_ID
      : null;
  return id ? (EVERYDAY_ANSWERS.find((answer) => answer.id === id) ?? null) : null;
}

/** Asking to give one's own medicine to someone else: the "never share it" answer wins over any match. */
const SHARING_MEDICINE =
  /\b(le doy|le puedo dar|le damos|le presto|darle|le di|puede tomar(se)?|pueden tomar(se)?)\b.{0,30}\b(mis?|tus?)\b.{0,20}\b(pastillas?|medicinas?|medicamentos?|metformina|losartan|insulina|enalapril|amlodipino)\b/;
const SHARING_MEDICINE_ANSWER_ID = 'no-compartir-medicinas';

/**
 * A home remedy said to replace a medicine ("mi comadre dice que con el nopal ya no necesita insulina"):
 * the answer that says no remedy replaces the treatment wins.
 */
const REMEDY =
  /\b(nopal|canela|tes? de|tecitos?|licuados?|jugos?|remedios?|hierbas?|yerbas?|moringa|sabila|guanabana|berenjena|naturista)\b/;
const REPLACES_MEDICINE =
  /\b(ya no (la |lo |las |los |le )?(necesit\w*|ocup\w*|tom\w*|us\w*|inyect\w*)|en (vez|lugar) de|sustitu\w*|reemplaz\w*|dej(o|ar|e|ara)\w*|quit\w*)\b/;
const REMEDY_ANSWER_ID = 'nopal-jugo-cura';

/** Answers given only when their rule above recognises the question, never by a loose search match. */
const RULE_ONLY_ANSWERS = new Set([
  SHARING_MEDICINE_ANSWER_ID,
  SULFONYLUREA_ANSWER_ID,
  BASAL_INSULIN_ANSWER_ID,
]);

/**
 * The best answer to a question, or null when none is confident. `minTerms`: how many of the question's
 * words the answer must share at least (beside a reading, "¿es peligroso?" is about that reading).
 */
export function findAnswer(
  question: string,
  { minTerms = 1 }: { minTerms?: number } = {},
): EverydayAnswer | null {
  const folded = fold(question);
  if (SHARING_MEDICINE.test(folded))
    return EVERYDAY_ANSWERS.find((answer) => answer.id === SHARING_MEDICINE_ANSWER_ID) ?? null;
  const byClass = medicineClassAnswer(folded);
  if (byClass) return byClass;
  if (REMEDY.test(folded) && REPLACES_MEDICINE.test(folded) && MEDICINE_WORDS.test(folded))
    return EVERYDAY_ANSWERS.find((answer) => answer.id === REMEDY_ANSWER_ID) ?? null;
  if (MEDICINE_CHANGE.test(folded) && MEDICINE_WORDS.test(folded) && !/\b(olvid|se me paso)/.test(folded)) {
    return EVERYDAY_ANSWERS.find((answer) => answer.id === MEDICINE_CHANGE_ANSWER_ID) ?? null;
  }
  // A meter's error code ("E-4", "Er 3") is too short to search for: it is an error.
  const searched = question.replace(/\b(?:e|er|err)\s*-?\s*\d{1,2}\b/gi, ' error ');
  const [best] = search()
    .search(searched, { processTerm: contentTerm, ...SEARCH_OPTIONS })
    .filter((result) => !RULE_ONLY_ANSWERS.has(result.id as string));
  if (!best || best.score < CONFIDENT_SCORE) return null;
  // One shared word of a longer question ("quién" of "¿quién ganó el partido ayer?") is not a match.
  const asked = new Set(
    question
      .split(/[^\p{L}\p{N}]+/u)
      .map(contentTerm)
      .filter(Boolean),
  ).size;
  if (best.queryTerms.length < Math.max(minTerms, Math.min(2, asked))) return null;
  return EVERYDAY_ANSWERS.find((answer) => answer.id === best.id) ?? null;
}

/** A cure promised for diabetes ("el té de canela cura la diabetes", "quita la diabetes"). */
const CURE_CLAIM = /\b(cura|curan|curar|quita|quitan|elimina)\b.{0,30}\bdiabetes\b/;

/**
 * A claim said, not asked, that the safety answers speak to: a remedy that replaces a medicine, stopping
 * or changing a medicine ("el naturista me dijo que deje la metformina"), a cure for diabetes (a forwarded
 * chain). The answer, or null when the message makes no such claim.
 */
export function answerToClaim(text: string): string | null {
  const folded = fold(text);
  const claim =
    CURE_CLAIM.test(folded) ||
    (REMEDY.test(folded) && REPLACES_MEDICINE.test(folded) && MEDICINE_WORDS.test(folded)) ||
    (MEDICINE_CHANGE.test(folded) && MEDICINE_WORDS.test(folded));
  const answer = claim ? findAnswer(text) : null;
  return answer ? answerLine(answer.answer) : null;
}

/** The chat's answer: the library's text, or the honest fallback. */
export function answerQuestion(question: string): string {
  const answer = findAnswer(question);
  return answerLine(answer ? answer.answer : NO_ANSWER);
}

/**
 * The library's answer to a question asked without its mark (the parser did not read it as a question):
 * only when it asks in words or tells of a medicine missed or run out of, and the library is confident.
 */
export function answerUnmarked(text: string): string | null {
  const folded = fold(text);
  const asks = ASKS_WITHOUT_MARK.test(folded) || (MEDICINE_MISSED_OR_OUT.test(folded) && namesMedicine(text));
  const answer = asks ? findAnswer(text) : null;
  return answer ? answerLine(answer.answer) : null;
}

/**
 * Beside a danger that leads the reply ("lleva 4 veces vomitando, ¿le doy la glibenclamida?"): the
 * library's answer to what the message asks, when it asks and one is sure; null otherwise.
 */
export function answerBesideDanger(text: string): string | null {
  if (!/[?¿]/.test(text) && !ASKS_WITHOUT_MARK.test(fold(text))) return null;
  const answer = findAnswer(text, { minTerms: 2 });
  return answer ? answerLine(answer.answer) : null;
}
