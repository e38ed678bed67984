import type { Token } from './token';

/**
 * Numbers the user asks about instead of logging: "¿130 es normal?", "¿está bien 140?", "120/80 es buena
 * presión?", "¿qué hago si mi glucosa baja de 70?". A number is asked about when its clause is a question
 * (it ends in "?", opens with "¿", or opens as one: "cuánto...", "es normal...", "qué tan..."), the clause — or the question right before it — judges or asks
 * (normal, bien, alto, mucho, peligroso, cuánto, qué hago...), and no verb in it reports a measurement
 * (salió, marcó, tuve, tengo, amaneció, me medí...) or names the user's own value ("mi presión"), unless a
 * "si" makes it hypothetical. "Hoy me salió 160, ¿es normal?" and "¿mi presión 130/80 está bien?" log
 * their values.
 */

const REPORTING = new Set(
  (
    'salio sali salieron salia sale marco marca marcaba marque dio dieron tuve tuvo tengo tiene tenia traigo ' +
    'traia amaneci amanecio amanece medi midio quedo quede registre arrojo ando anda andaba estaba estuvo ' +
    'subio llego medimos midieron checamos checaron'
  ).split(' '),
);

const ASKING = new Set(['cuanto', 'cuanta', 'cuantos', 'cuantas']);
const LEADS = new Set(['es', 'sera', 'que']);

/** A question said without "?", as dictated: "cuánto debe ser...", "es normal 150", "qué tan malo es 300". */
function opensQuestion(tokens: readonly Token[], index: number): boolean {
  const word = (tokens[index] as Token).text;
  if (ASKING.has(word)) return true;
  const next = tokens[index + 1];
  return LEADS.has(word) && next?.kind === 'word' && next.info?.judging === true;
}

const CLAUSE_END = new Set(['.', '!', ';', '\n', '?', '¿', '¡']);

interface Clause {
  start: number;
  end: number;
  question: boolean;
  judging: boolean;
  reporting: boolean;
  /** "qué hago si mi glucosa baja de 70": a "si" inside the clause makes it hypothetical. */
  conditional: boolean;
  numbers: boolean;
}

const POSSESSIVES = new Set(['mi', 'su']);

/** "mi presión", "su azúcar": the user's own (or their relative's) value, so a measurement. */
function isOwnMetric(tokens: readonly Token[], index: number): boolean {
  if (!POSSESSIVES.has((tokens[index] as Token).text)) return false;
  return tokens[index + 1]?.kind === 'word' && tokens[index + 1]?.info?.metric !== undefined;
}

function newClause(start: number): Clause {
  return {
    start,
    end: start,
    question: false,
    judging: false,
    reporting: false,
    conditional: false,
    numbers: false,
  };
}

function readClauses(tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  let current = newClause(0);
  let words = 0;
  const close = (end: number) => {
    current.end = end;
    if (end > current.start) clauses.push(current);
    current = newClause(end);
    words = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'sep' && CLAUSE_END.has(token.text)) {
      if (token.text === '¿') {
        close(i);
        current.question = true;
      } else {
        if (token.text === '?') current.question = true;
        close(i + 1);
      }
      continue;
    }
    if (token.kind === 'num') current.numbers = true;
    else if (token.kind === 'word') {
      if (words === 0 && opensQuestion(tokens, i)) current.question = true;
      // "si tengo 200, ¿qué hago?" opens with the "si"; "sí, 120" and "si 120" answer yes.
      const opensCondition = words === 0 && tokens[i + 1]?.kind === 'word';
      if ((words++ > 0 || opensCondition) && token.text === 'si') current.conditional = true;
      if (isOwnMetric(tokens, i)) current.reporting = true;
      if (token.info?.judging) current.judging = true;
      if (REPORTING.has(token.text)) current.reporting = true;
    }
  }
  close(tokens.length);
  return clauses;
}

function asks(token: Token): boolean {
  return (token.kind === 'sep' && (token.text === '?' || token.text === '¿')) || token.info?.judging === true;
}

export function blockAskedNumbers(tokens: readonly Token[], blocked: boolean[]): void {
  if (!tokens.some(asks)) return;
  let previousQuestion: Clause | null = null;
  for (const clause of readClauses(tokens)) {
    if (!clause.question) {
      previousQuestion = null;
      continue;
    }
    const judging = clause.judging || previousQuestion?.judging === true;
    // A hypothetical question asks whatever it judges: "¿y si tengo 140, eso es diabetes?".
    if (clause.numbers && (judging || clause.conditional) && (!clause.reporting || clause.conditional)) {
      for (let i = clause.start; i < clause.end; i++) if (tokens[i]?.kind === 'num') blocked[i] = true;
    }
    previousQuestion = clause;
  }
}
