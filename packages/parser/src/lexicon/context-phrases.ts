import type { ReadingContext } from '@vitalia/domain';
import type { WordInfo } from './word-info';

/**
 * Context words: when the reading was taken. "Antes de desayunar" counts as fasting (it is the
 * fasting reading of the day); any other "antes de" + meal is pre-meal.
 */

const MEALS = [
  'comer',
  'la comida',
  'comida',
  'los alimentos',
  'alimentos',
  'almorzar',
  'el almuerzo',
  'almuerzo',
  'cenar',
  'la cena',
  'cena',
  'mi comida',
  'lonchar',
];
const BREAKFAST = ['desayunar', 'el desayuno', 'desayuno', 'mi desayuno'];
const EXERCISE = [
  'hacer ejercicio',
  'el ejercicio',
  'ejercicio',
  'caminar',
  'correr',
  'entrenar',
  'nadar',
  'la caminata',
  'mi caminata',
  'hacer deporte',
  'el gym',
  'el gimnasio',
];

function combine(prefixes: string[], objects: string[], context: ReadingContext): Array<[string, WordInfo]> {
  const out: Array<[string, WordInfo]> = [];
  for (const prefix of prefixes) for (const object of objects) out.push([`${prefix} ${object}`, { context }]);
  return out;
}

export const CONTEXT_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ...combine(
    ['despues de', 'despues del', 'luego de', 'al terminar de', 'tras'],
    [...MEALS, ...BREAKFAST],
    'despues_de_comer',
  ),
  ...combine(['antes de', 'antes del'], MEALS, 'antes_de_comer'),
  ...combine(['antes de', 'antes del'], BREAKFAST, 'ayunas'),
  ...combine(
    ['despues de', 'despues del', 'luego de', 'al terminar de', 'tras'],
    EXERCISE,
    'despues_de_ejercicio',
  ),
  ...combine(
    ['antes de', 'antes de ir a'],
    ['dormir', 'acostarme', 'acostarse', 'la cama'],
    'antes_de_dormir',
  ),
  ['al acostarme', { context: 'antes_de_dormir' }],
  ['para dormir', { context: 'antes_de_dormir' }],
  ['en ayunas', { context: 'ayunas' }],
  ['en ayuno', { context: 'ayunas' }],
  ['de ayunas', { context: 'ayunas' }],
  ['al despertar', { context: 'ayunas' }],
  ['al levantarme', { context: 'ayunas' }],
  ['recien levantado', { context: 'ayunas' }],
  ['recien levantada', { context: 'ayunas' }],
  ['post comida', { context: 'despues_de_comer' }],
  ['post prandial', { context: 'despues_de_comer' }],
  ['pos prandial', { context: 'despues_de_comer' }],
  ['post pandrial', { context: 'despues_de_comer' }],
  ['pos comida', { context: 'despues_de_comer' }],
  ['post ejercicio', { context: 'despues_de_ejercicio' }],
  // Glucometer-log shorthand: "pre desayuno 95", "post comida 160", "pre 110 post 160".
  ...combine(['pre'], ['desayuno', 'desayunar'], 'ayunas'),
  ...combine(['pre'], ['comida', 'cena', 'comer', 'cenar', 'almuerzo'], 'antes_de_comer'),
  ...combine(
    ['post', 'pos'],
    ['desayuno', 'desayunar', 'cena', 'cenar', 'comer', 'almuerzo'],
    'despues_de_comer',
  ),
  ['en reposo', { context: 'en_reposo' }],
];

export const CONTEXT_WORDS: ReadonlyArray<readonly [string, ReadingContext]> = [
  ['ayunas', 'ayunas'],
  ['ayuno', 'ayunas'],
  ['ayunando', 'ayunas'],
  ['amaneci', 'ayunas'],
  ['amanecio', 'ayunas'],
  ['amanece', 'ayunas'],
  ['amaneciendo', 'ayunas'],
  ['postprandial', 'despues_de_comer'],
  ['posprandial', 'despues_de_comer'],
  ['postcomida', 'despues_de_comer'],
  ['preprandial', 'antes_de_comer'],
  ['pre', 'antes_de_comer'],
  ['post', 'despues_de_comer'],
  ['pp', 'despues_de_comer'],
  ['reposo', 'en_reposo'],
];
