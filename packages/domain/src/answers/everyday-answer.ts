import type { SourceId } from '../sources';

/** One everyday question the bot answers, with the ways people ask it and where the answer comes from. */
export interface EverydayAnswer {
  /** Stable id, kebab-case: 'desayuno-sin-subir-azucar'. */
  id: string;
  /** Topic group: 'comida' | 'bebidas' | 'medicamentos' | 'medicion' | 'metas' | 'ejercicio' | 'sintomas' | 'cuidados' | 'peso' | 'presion' | 'app'. */
  topic: string;
  /** 3 to 6 ways real patients ask it (typos-free Spanish is fine; the search is fuzzy): short and varied. */
  questions: string[];
  /** Extra words that point to this answer (foods, brand names, slang: 'tortilla', 'bolillo', 'splenda', 'chela'). */
  keywords: string[];
  answer: string;
  source: SourceId;
}
