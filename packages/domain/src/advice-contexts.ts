import type { ReadingAssessment } from './classification';
import { GLUCOSE } from './classify-glucose';
import type { ReadingContext } from './reading';
import { advice, type Advice } from './advice-types';

const G = GLUCOSE;

/** What the context of a reading adds: measured right after exercise, or at bedtime. */
export const CONTEXT_ADVICE = {
  pressureAfterExercise: advice(
    'presion.despues_de_ejercicio',
    'aha-bp-measurement',
    'El ejercicio sube la presión por un rato: para saber cómo estás, mídela otra vez sentado(a), después de 5 minutos de reposo y al menos 30 minutos después del ejercicio.',
  ),
  glucoseAfterExercise: advice(
    'glucosa.despues_de_ejercicio',
    'ada-soc-5-physical-activity',
    `Después del ejercicio la glucosa puede seguir bajando por horas. Si usas insulina o pastillas que bajan el azúcar, ten a la mano algo dulce y vuelve a medir si sientes sudor, temblor o mareo.`,
  ),
  glucoseInRangeWithContext: advice(
    'glucosa.en_rango_con_contexto',
    'ada-soc-6-glycemic-goals',
    '¡Bien! Sigue con tu plan y anota también tus mediciones en ayunas y 2 horas después de comer.',
  ),
  glucoseLowishAtBedtime: advice(
    'glucosa.antes_de_dormir_baja',
    'ada-soc-6-hypoglycemia',
    `Está algo baja para irte a dormir: si usas insulina o pastillas que bajan el azúcar, come un refrigerio ligero (un vaso de leche o un pan) y coméntalo con tu médico. Si baja de ${G.level1Hypoglycemia}, sigue la regla 15-15.`,
  ),
} as const satisfies Record<string, Advice>;

/** Below this, a bedtime glucose gets the night-low advice (ADA SoC §6: lows at night go unnoticed). */
const BEDTIME_LOWISH_BELOW = 100;

/** The advice a reading's context calls for instead of its category's, when it calls for one. */
export function contextAdvice(
  metric: string,
  assessment: ReadingAssessment,
  context: ReadingContext | undefined,
  value: number,
): Advice | null {
  if (assessment.urgent || !context) return null;
  const { severity } = assessment.primary;
  if (metric === 'presion' && context === 'despues_de_ejercicio' && severity !== 'normal')
    return CONTEXT_ADVICE.pressureAfterExercise;
  if (metric !== 'glucosa' || value < G.level1Hypoglycemia) return null;
  if (context === 'despues_de_ejercicio' && value < G.rangeMax) return CONTEXT_ADVICE.glucoseAfterExercise;
  if (context === 'antes_de_dormir' && value < BEDTIME_LOWISH_BELOW)
    return CONTEXT_ADVICE.glucoseLowishAtBedtime;
  // A context was given (bedtime, at rest): the advice does not ask for one.
  if (assessment.primary.code === 'en_rango') return CONTEXT_ADVICE.glucoseInRangeWithContext;
  return null;
}
