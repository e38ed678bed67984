import type { ReadingContext } from '@vitalia/domain';
import type { WordInfo } from './word-info';

/**
 * English that Mexican users mix in, often copied from a device or an app in English ("sugar 140",
 * "BP 130/80", "heart rate 70", "blood sugar 180 fasting").
 */
export const ENGLISH_METRIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  glucosa: ['sugar', 'glucose', 'glycemia'],
  presion: ['pressure'],
  peso: ['weight'],
  frecuencia_cardiaca: ['pulse', 'heartbeat'],
  saturacion: ['oxygen', 'saturation'],
  temperatura: ['temperature'],
};

const CONTEXT = (context: ReadingContext): WordInfo => ({ context });
const MEALS = ['lunch', 'dinner', 'meal', 'meals', 'eating', 'food', 'supper'];

export const ENGLISH_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ['blood sugar', { metric: 'glucosa' }],
  ['blood glucose', { metric: 'glucosa' }],
  ['blood pressure', { metric: 'presion' }],
  ['heart rate', { metric: 'frecuencia_cardiaca' }],
  ['pulse rate', { metric: 'frecuencia_cardiaca' }],
  ['body temperature', { metric: 'temperatura' }],
  ...MEALS.map((meal): readonly [string, WordInfo] => [`after ${meal}`, CONTEXT('despues_de_comer')]),
  ...MEALS.map((meal): readonly [string, WordInfo] => [`before ${meal}`, CONTEXT('antes_de_comer')]),
  ['after breakfast', CONTEXT('despues_de_comer')],
  ['before breakfast', CONTEXT('ayunas')],
  ['before bed', CONTEXT('antes_de_dormir')],
  ['at bedtime', CONTEXT('antes_de_dormir')],
  ['after exercise', CONTEXT('despues_de_ejercicio')],
  ['after workout', CONTEXT('despues_de_ejercicio')],
];

export const ENGLISH_CONTEXT_WORDS: ReadonlyArray<readonly [string, ReadingContext]> = [
  ['fasting', 'ayunas'],
  ['postprandial', 'despues_de_comer'],
  ['bedtime', 'antes_de_dormir'],
];
