import type { FoundReading } from './found-reading';
import { RELATIVES } from './lexicon/people-words';
import { prepareTokens } from './prepare-tokens';
import type { Token } from './token';

/**
 * Whose reading each value is: the sender's own, or someone else's ("a mi señora le salió 230 y yo salí
 * con 118", "presión de mi papá 150/95 y la mía 124/78"). Walks the message once, keeping who the clause
 * is about: a relative or a third person ("mi esposo", "la vecina", "a ella le salió", "su azúcar") makes
 * it someone else; "yo", "la mía", "a mí", "mi azúcar" or a first-person verb ("me salió", "amanecí",
 * "tengo") makes it the sender again; a new sentence starts with the sender. A reading belongs to whoever
 * the clause is about where its value ends.
 */
export type ReadingSubject = 'self' | 'other';

/** One name for each relation, whatever word says it: "marido", "mi viejo" and "esposo" are a husband. */
const RELATION_OF: Readonly<Record<string, string>> = {
  marido: 'esposo',
  viejo: 'esposo',
  senor: 'esposo',
  gordo: 'esposo',
  pareja: 'esposo',
  senora: 'esposa',
  vieja: 'esposa',
  gorda: 'esposa',
  mami: 'mama',
  mamita: 'mama',
  madre: 'mama',
  jefa: 'mama',
  papi: 'papa',
  papito: 'papa',
  padre: 'papa',
  jefe: 'papa',
  abuelito: 'abuelo',
  abuelita: 'abuela',
  viejita: 'mama',
  viejito: 'papa',
};

/** The relatives a message names ("mi esposo", "mi mamá"), each by one name of its relation. */
export function relativesSaid(tokens: readonly Token[]): string[] {
  const said: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.kind === 'word' ? tokens[i]!.text : '';
    const possessed = POSSESSIVES.has(tokens[i - 1]?.text ?? '');
    if (RELATIVES.has(word) || (POSSESSED_ONLY.has(word) && possessed)) {
      const relation = RELATION_OF[word] ?? word.replace(/s$/, '');
      if (!said.includes(relation)) said.push(relation);
    }
  }
  return said;
}

/** A relative a reading is about, with whose relative it is: "mi esposo" (the sender's), "su esposo". */
export interface ReadingRelation {
  relation: string;
  possessive: 'mi' | 'su' | null;
}

/**
 * The relative each reading of someone else is about ("mi mamá amaneció con 120 y mi esposo 170": mamá,
 * then esposo), null where none is named; read as subjectsByToken reads whose it is.
 */
export function findReadingRelations(
  tokens: readonly Token[],
  found: ReadonlyArray<{ end: number }>,
  subjectAt: readonly ReadingSubject[],
): Array<ReadingRelation | null> {
  const relationAt: Array<ReadingRelation | null> = [];
  let relation: ReadingRelation | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'sep' && SENTENCE_ENDS.has(token.text)) relation = null;
    else if (token.kind === 'word') {
      const before = tokens[i - 1]?.text ?? '';
      const possessed = POSSESSIVES.has(before);
      if (RELATIVES.has(token.text) || (POSSESSED_ONLY.has(token.text) && possessed)) {
        const possessive =
          before === 'mi' || before === 'mis' ? 'mi' : before === 'su' || before === 'sus' ? 'su' : null;
        relation = { relation: RELATION_OF[token.text] ?? token.text.replace(/s$/, ''), possessive };
      }
    }
    relationAt.push(subjectAt[i] === 'other' ? relation : null);
  }
  return found.map((reading) => relationAt[Math.min(reading.end, tokens.length - 1)] ?? null);
}

/** People only with a possessive before them ("mi señora" is a wife; "señora" alone a vocative). */
const POSSESSED_ONLY = new Set(['senora', 'senor', 'vieja', 'viejo', 'jefa', 'jefe', 'gordo', 'gorda']);
const POSSESSIVES = new Set(['mi', 'su', 'tu', 'mis', 'sus']);
const THIRD_PERSON = new Set(['ella', 'ellas', 'ellos', 'le', 'les', 'dona', 'don']);
const FIRST_PERSON = new Set([
  'yo',
  'mia',
  'mio',
  'amaneci',
  'sali',
  'medi',
  'pese',
  'tengo',
  'traigo',
  'ando',
  'estoy',
  'tuve',
  'checo',
  'cheque',
  'desperte',
]);
const THIRD_CLITICS = new Set(['le', 'les']);
/** "como le dije", "le comento", "le mando": "le" is the bot the sender speaks to, not someone else. */
const SAYING_TO_YOU = new Set(
  (
    'dije digo decia comento comente cuento conte mando mande escribo escribi informo informe aviso avise ' +
    'repito platico platique paso pase'
  ).split(' '),
);
const SENTENCE_ENDS = new Set(['.', '!', '?', '\n']);

export function findReadingSubjects(
  tokens: readonly Token[],
  found: readonly FoundReading[],
  subjectAt: readonly ReadingSubject[] = subjectsByToken(tokens),
): ReadingSubject[] {
  return found.map((reading) => subjectAt[Math.min(reading.end, tokens.length - 1)] ?? 'self');
}

/** Whose words each token is part of, reading the message left to right. */
export function subjectsByToken(tokens: readonly Token[]): ReadingSubject[] {
  const subjectAt: ReadingSubject[] = new Array<ReadingSubject>(tokens.length).fill('self');
  let subject: ReadingSubject = 'self';
  let someoneNamed = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.kind === 'sep' && SENTENCE_ENDS.has(token.text)) subject = 'self';
    else if (token.kind === 'word') {
      const word = token.text;
      const previous = tokens[i - 1];
      const possessed = previous?.kind === 'word' && POSSESSIVES.has(previous.text);
      if (RELATIVES.has(word) || (POSSESSED_ONLY.has(word) && possessed)) {
        subject = 'other';
        someoneNamed = true;
      } else if (
        THIRD_PERSON.has(word) &&
        !(THIRD_CLITICS.has(word) && next && SAYING_TO_YOU.has(next.text))
      ) {
        subject = 'other';
        someoneNamed ||= word !== 'le' && word !== 'les';
      } else if (word === 'su' && next?.kind === 'word' && next.info?.metric) subject = 'other';
      // "él tiene 150 con 95", "yo peso 77, él 95": él (folded "el") speaking of someone else.
      else if (
        word === 'el' &&
        next !== undefined &&
        ((next.kind === 'word' && THIRD_PERSON_VERBS.has(next.text)) ||
          (next.kind === 'num' && (previous?.kind === 'sep' || previous?.text === 'y')))
      ) {
        subject = 'other';
        someoneNamed = true;
      }
      // "el Beto se pesó", "mi hermana se checó": a reflexive verb of someone else ("me pesé" is the sender).
      else if (word === 'se' && next?.kind === 'word' && THIRD_PERSON_REFLEXIVE.has(next.text))
        subject = 'other';
      // "y al Beto 140 con 90", "a Lupe le salió", "el beto 170 con 105": a person named by a name the
      // lexicon does not know (after "el"/"la", only when a number follows the name).
      else if (
        next?.kind === 'word' &&
        (((word === 'al' || word === 'a') && isNamed(next)) ||
          ((word === 'el' || word === 'la') &&
            (tokens[i + 2]?.kind === 'num' ||
              (tokens[i + 2]?.kind === 'word' && THIRD_PERSON_VERBS.has(tokens[i + 2]!.text))) &&
            !next.info &&
            !NOT_NAMES.has(next.text) &&
            /^[a-zñ]{3,}$/.test(next.text)))
      ) {
        subject = 'other';
        someoneNamed = true;
      } else if (word === 'el' && someoneNamed && next?.kind === 'num') subject = 'other';
      // "Renata amaneció en 47", "Beto tiene 180": a name the lexicon does not know, written with a
      // capital, then a verb of someone else ("Hoy amaneció" is a time word: it has a meaning of its own).
      else if (
        token.capitalized === true &&
        !token.info &&
        !NOT_NAMES.has(word) &&
        /^[a-zñ]{3,}$/.test(word) &&
        next?.kind === 'word' &&
        (THIRD_PERSON_VERBS.has(next.text) || next.text === 'amanecio')
      ) {
        subject = 'other';
        someoneNamed = true;
      }
      // "la de Chayo 150/90", "la presión de Juan 140/90", "el peso de él 102": someone else's.
      else if (word === 'de' && next?.kind === 'word' && (ofHim(tokens, i + 1) || ofNamed(tokens, i))) {
        subject = 'other';
        someoneNamed = true;
      }
      // "le medí el azúcar": the sender measuring someone else.
      else if (
        FIRST_PERSON.has(word) &&
        !(previous?.kind === 'word' && (THIRD_CLITICS.has(previous.text) || previous.text === 'se'))
      )
        subject = 'self';
      // "me salió", "me medí", "me pesé": the sender speaking of themselves.
      else if (word === 'me' && next?.kind === 'word') subject = 'self';
      // "a mí 141", "a mi me salió", "mi azúcar": the sender's own, unless a relative follows.
      else if (word === 'mi' && next && !(next.kind === 'word' && isPerson(next.text))) {
        if (previous?.kind === 'word' && previous.text === 'a') subject = 'self';
        else if (next.kind === 'word' && next.info?.metric) subject = 'self';
      }
    }
    subjectAt[i] = subject;
  }
  markOwnersSaidAfter(tokens, subjectAt);
  return subjectAt;
}

const IS_WORDS = new Set(['es', 'son', 'era', 'eran', 'fue']);

/**
 * "el de 250, es mi hijo", "150, es de mi esposo", "esa es de ella": whose the values were is said after
 * them. What came before in the sentence is then someone else's, unless the sender spoke of themselves.
 */
function markOwnersSaidAfter(tokens: readonly Token[], subjectAt: ReadingSubject[]): void {
  let start = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.kind === 'sep' && SENTENCE_ENDS.has(token.text)) start = k + 1;
    if (token.kind !== 'word' || !IS_WORDS.has(token.text)) continue;
    let at = k + 1;
    if (tokens[at]?.text === 'de') at++;
    const owner = tokens[at];
    const named =
      (owner && POSSESSIVES.has(owner.text) && isPerson(tokens[at + 1]?.text ?? '')) ||
      (tokens[k + 1]?.text === 'de' && (owner?.text === 'ella' || ofHim(tokens, at)));
    if (!named) continue;
    const before = tokens.slice(start, k);
    const selfSaid = before.some(
      (word, i) =>
        word.kind === 'word' &&
        (FIRST_PERSON.has(word.text) ||
          word.text === 'me' ||
          (word.text === 'mi' && !isPerson(before[i + 1]?.text ?? ''))),
    );
    if (selfSaid) continue;
    for (let i = start; i < k; i++) subjectAt[i] = 'other';
  }
}

/** "de él" (folded "de el") closing a phrase: "el peso de él 102", "la de él, 150". */
function ofHim(tokens: readonly Token[], index: number): boolean {
  const after = tokens[index + 1];
  return tokens[index]?.text === 'el' && (after === undefined || after.kind !== 'word' || after.text === 'y');
}

/** "la de Chayo", "la presión de Juan": "de" and a name, after an article or a metric word. */
function ofNamed(tokens: readonly Token[], index: number): boolean {
  const name = tokens[index + 1]!;
  const before = tokens[index - 1];
  return (
    name.capitalized === true &&
    isNamed(name) &&
    before?.kind === 'word' &&
    (ARTICLES.has(before.text) || before.info?.metric !== undefined)
  );
}
const ARTICLES = new Set(['la', 'el', 'las', 'los']);

/** Verbs that after "él" make it the pronoun: "él tiene", "él anda en", "él salió". */
const THIRD_PERSON_VERBS = new Set([
  'tiene',
  'trae',
  'anda',
  'esta',
  'salio',
  'marco',
  'dice',
  'se',
  'le',
  'amanecio',
  'pesa',
]);

/** "se pesó", "se checó", "se midió", "se tomó": someone else did it to themselves. */
const THIRD_PERSON_REFLEXIVE = new Set([
  'peso',
  'checo',
  'midio',
  'tomo',
  'hizo',
  'saco',
  'puso',
  'inyecto',
  'checa',
  'mide',
  'pesa',
]);

/**
 * A word after "a"/"al" that names a person: one the lexicon gives no meaning (not a metric, a unit, a
 * time or a common word), written with a capital in the message or a known first name's shape.
 */
function isNamed(token: Token): boolean {
  if (token.info || !/^[a-zñ]{3,}$/.test(token.text)) return false;
  return !NOT_NAMES.has(token.text) && (token.capitalized === true || RELATIVES.has(token.text));
}
/** Words that follow "a"/"al" and are not people ("al despertar", "a veces", "al día"). */
const NOT_NAMES = new Set(
  (
    'dia rato final medio principio fin menos mes ano momento poco ratito tiempo veces lado doctor medico ' +
    'aparato aparatito glucometro medidor sensor maquina maquinita app celular cel telefono resultado lectura ' +
    'enfermera doctora laboratorio farmacia estudio examen reloj relojito monitor oximetro baumanometro ' +
    'bascula basculita tira tirita pantalla numero valor'
  ).split(' '),
);

function isPerson(word: string): boolean {
  return RELATIVES.has(word) || POSSESSED_ONLY.has(word);
}

/** Whether the sender speaks of themselves anywhere ("yo", "me salió", "mi azúcar", "amanecí"). */
export function speaksOfSelf(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, i) =>
      token.kind === 'word' &&
      (FIRST_PERSON.has(token.text) ||
        token.text === 'me' ||
        (token.text === 'mi' && !(tokens[i + 1]?.kind === 'word' && isPerson(tokens[i + 1]!.text)))),
  );
}

/** Whether a message's writer speaks of themselves ("yo", "me medí", "a mí", "mi azúcar"). */
export function speaksOfSelfIn(text: string): boolean {
  return speaksOfSelf(prepareTokens(text));
}
