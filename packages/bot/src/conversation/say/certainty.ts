import type { ButtonOption } from '@vitalia/contracts/chat';
import { getMetricDefinition } from '@vitalia/domain';
import { listOf } from './parts';

/**
 * Certainty before storing: a reading read back ("¿La guardo así?"), a number whose metric is asked, a
 * bare low that may not be a glucose.
 */

export const CONFIRM_READINGS_BUTTONS = {
  yes: { id: 'lectura:guardar', title: 'Sí, guárdala' },
  no: { id: 'lectura:no_guardar', title: 'No' },
} as const satisfies Record<string, ButtonOption>;

/** «🤔 No quiero guardar un dato equivocado: entendí tu glucosa de 140 mg/dL. ¿La guardo así?» */
export const readBackQuestion = (said: string) =>
  `🤔 No quiero guardar un dato equivocado: ${said}. ¿La guardo así?`;

/** What was understood, as read back: "entendí tu glucosa de 140 mg/dL". */
export const understoodAs = (spoken: readonly string[]) => `entendí ${listOf(spoken)}`;

/** "820 kg no puede ser; entendí tu peso de 82 kg": a zero too many, read back without it. */
export const slipAs = (written: { value: number; unit: string }, spoken: readonly string[]) =>
  `${written.value} ${written.unit} de ${written.unit === 'kg' ? 'peso' : 'glucosa'} no parece una medición posible, así que entendí ${listOf(spoken)}`;

/** "entendí tu peso de 140 kg, y hace poco guardé tu peso de 104 kg". */
export const sinceBefore = (said: string, before: string) => `${said}, y hace poco guardé ${before}`;

/** A value in mmol/L read back with its conversion: "5,6 mmol/L son 101 mg/dL". */
export const convertedAs = (written: { value: number; unit: string }, mgDl: readonly number[]) =>
  `${written.value} ${written.unit} son ${listOf(mgDl.map((value) => `${value} mg/dL`))}`;

/** The metric buttons' titles. */
export const METRIC_BUTTON_TITLES: Readonly<Record<string, string>> = {
  glucosa: 'Glucosa',
  peso: 'Peso',
  frecuencia_cardiaca: 'Pulso',
  presion: 'Presión',
};

/** «¿el 150 es tu glucosa, tu peso o tu pulso?» */
export function whichMetricQuestion(value: number, metrics: readonly string[]): string {
  const names = metrics.map((metric) => `tu ${getMetricDefinition(metric).nameInSentence}`);
  const options = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;
  return `🤔 No quiero guardar un dato equivocado: ¿el ${String(value)} es ${options}? Tócalo o escríbemelo y lo guardo.`;
}

export const LOW_CONFIRMATION_BUTTONS = {
  yes: { id: 'bajo:es_glucosa', title: 'Sí, es mi glucosa' },
  no: { id: 'bajo:no_es_glucosa', title: 'No es glucosa' },
} as const satisfies Record<string, ButtonOption>;

/** A bare low number: the low steps first, then whether it is a glucose. */
export const lowIfGlucose = (value: number, steps: string | undefined) =>
  [
    `🚨 Si ${value} es tu glucosa, está baja. ${steps ?? ''}`.trim(),
    `¿${value} es tu glucosa? Si me dices que sí, la guardo y aviso a quienes te cuidan.`,
  ].join('\n');

export const NOT_GLUCOSE =
  'De acuerdo, no lo guardé. ¿Qué medición era? Escríbemela con su nombre, por ejemplo «pulso 58» o «peso 45».';
