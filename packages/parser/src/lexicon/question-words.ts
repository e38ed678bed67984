/**
 * Words that judge a value or ask about it ("¿130 es normal?", "¿es mucho 250?", "¿cuánto debe ser?").
 * In a question they make its numbers something asked about, not logged (asked-numbers.ts). Being in
 * the lexicon also keeps them from being "corrected" into other words ("cuanto" is not "cuarto").
 */
export const JUDGING_WORDS: readonly string[] = (
  'normal normales bien bueno buena buenos buenas malo mala malos malas alto altos altas bajo bajos mucho ' +
  'mucha demasiado poco peligroso peligrosa peligro grave preocupante preocupo preocuparme riesgo riesgoso ' +
  'riesgosa aceptable correcto correcta adecuado adecuada elevado elevada sano saludable controlado ' +
  'controlada optimo optima cuanto cuanta cuantos cuantas hago hacer significa tan verdad cierto'
).split(' ');

/** Other common words kept as written, never corrected towards a lexicon word ("cuando" is not "cuanto"). */
export const PLAIN_WORDS: readonly string[] =
  'cuando donde cual cuales quien medio lugar pasada pasadas pasado'.split(' ');
