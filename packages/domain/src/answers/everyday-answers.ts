import type { EverydayAnswer } from './everyday-answer';
import { COMIDA } from './topics/comida';
import { BEBIDAS } from './topics/bebidas';
import { MEDICAMENTOS } from './topics/medicamentos';
import { MEDICION } from './topics/medicion';
import { METAS } from './topics/metas';
import { EJERCICIO } from './topics/ejercicio';
import { SINTOMAS } from './topics/sintomas';
import { CUIDADOS } from './topics/cuidados';
import { PESO } from './topics/peso';
import { PRESION } from './topics/presion';
import { APP } from './topics/app';

export type { EverydayAnswer } from './everyday-answer';

/**
 * The library of everyday answers, one file per topic under topics/: each answer with the ways people ask it,
 * its keywords and its source (sources.ts). The bot matches questions against it; tests walk it whole.
 */
export const EVERYDAY_ANSWERS: readonly EverydayAnswer[] = [
  ...COMIDA,
  ...BEBIDAS,
  ...MEDICAMENTOS,
  ...MEDICION,
  ...METAS,
  ...EJERCICIO,
  ...SINTOMAS,
  ...CUIDADOS,
  ...PESO,
  ...PRESION,
  ...APP,
];
