import type { Classification } from './classification';
import type { ReadingContext } from './reading';
import { STANDARDS } from './standards';

/**
 * Glucose against the ADA Standards of Care (glycemic targets and hypoglycemia levels):
 * pre-meal / fasting target 80–130 mg/dL, peak post-meal < 180 mg/dL, level 1 hypoglycemia < 70,
 * level 2 < 54, very high ≥ 250. A reading ≥ 300 is treated as a crisis (act now).
 */
export const GLUCOSE = {
  level2Hypoglycemia: 54,
  level1Hypoglycemia: 70,
  preMealTargetMin: 80,
  preMealTargetMax: 130,
  postMealTargetBelow: 180,
  /**
   * Top of the time-in-range band, inclusive (Battelino 2019; CONTRACTS section 3): a glucose without a
   * context is judged against it, so the chat, the summary and the report agree on 180.
   */
  rangeMax: 180,
  /** From here a person with ketone strips should check them (ADA patient guidance: above 240). */
  ketoneCheckFrom: 240,
  veryHigh: 250,
  crisisHigh: 300,
} as const;

const G = GLUCOSE;
const PRE_MEAL = `${G.preMealTargetMin}–${G.preMealTargetMax} mg/dL`;

type GlucoseTiming = 'pre_meal' | 'post_meal' | 'unknown';

function getGlucoseTiming(context: ReadingContext | undefined): GlucoseTiming {
  if (context === 'ayunas' || context === 'antes_de_comer') return 'pre_meal';
  if (context === 'despues_de_comer') return 'post_meal';
  return 'unknown';
}

function glucose(code: string, label: string, description: string, severity: Classification['severity']) {
  const classification: Classification = { code, label, description, severity, standard: STANDARDS.ada };
  return classification;
}

/**
 * Level 3 (ADA SoC section 6): a low with altered mental or physical state that needs someone else's help,
 * whatever the value; said by its signs (confusion, fainting, a seizure), not by a number.
 */
export const LEVEL_3_HYPOGLYCEMIA: Classification = glucose(
  'hipoglucemia_nivel_3',
  'Hipoglucemia nivel 3',
  'es una hipoglucemia grave (nivel 3): baja con confusión, desmayo o convulsión',
  'urgent',
);

export function classifyGlucose(valueMgDl: number, context?: ReadingContext): Classification {
  const v = valueMgDl;
  if (v < GLUCOSE.level2Hypoglycemia) {
    return glucose(
      'hipoglucemia_nivel_2',
      'Hipoglucemia nivel 2',
      `está muy baja: hipoglucemia nivel 2 (menos de ${G.level2Hypoglycemia} mg/dL)`,
      'urgent',
    );
  }
  if (v < GLUCOSE.level1Hypoglycemia) {
    return glucose(
      'hipoglucemia_nivel_1',
      'Hipoglucemia nivel 1',
      `está baja: hipoglucemia nivel 1 (menos de ${G.level1Hypoglycemia} mg/dL)`,
      'alert',
    );
  }
  if (v >= GLUCOSE.crisisHigh) {
    // Acting now from 300 is this product's rule; the category itself is the ADA's "very high" (250+).
    return glucose('muy_alta', 'Glucosa muy alta', `está muy alta (${G.veryHigh} mg/dL o más)`, 'urgent');
  }
  if (v >= GLUCOSE.veryHigh) {
    return glucose('muy_alta', 'Glucosa muy alta', `está muy alta (${G.veryHigh} mg/dL o más)`, 'alert');
  }
  const timing = getGlucoseTiming(context);
  if (timing === 'pre_meal') {
    if (v < GLUCOSE.preMealTargetMin) {
      return glucose(
        'debajo_de_meta',
        'Debajo de la meta en ayunas',
        `está un poco por debajo de la meta antes de comer (${PRE_MEAL})`,
        'attention',
      );
    }
    if (v <= GLUCOSE.preMealTargetMax) {
      return glucose(
        'en_meta',
        'En meta',
        context === 'ayunas'
          ? `está dentro de la meta en ayunas (${PRE_MEAL})`
          : `está dentro de la meta antes de comer (${PRE_MEAL})`,
        'normal',
      );
    }
    if (v < GLUCOSE.postMealTargetBelow) {
      return glucose(
        'arriba_de_meta',
        'Arriba de la meta en ayunas',
        `está arriba de la meta antes de comer (${PRE_MEAL})`,
        'attention',
      );
    }
    return glucose('alta', 'Glucosa alta', 'está alta para una medición antes de comer', 'alert');
  }
  if (timing === 'post_meal') {
    return v < GLUCOSE.postMealTargetBelow
      ? glucose(
          'en_meta',
          'En meta',
          `está dentro de la meta después de comer (menos de ${G.postMealTargetBelow} mg/dL)`,
          'normal',
        )
      : glucose(
          'alta',
          'Glucosa alta',
          `está alta para después de comer (la meta es menos de ${G.postMealTargetBelow} mg/dL)`,
          'alert',
        );
  }
  // Without a context, the time-in-range band (70 to 180 inclusive), as the summary and the report count.
  if (v <= GLUCOSE.rangeMax)
    return glucose(
      'en_rango',
      'En rango',
      `está dentro del rango de ${G.level1Hypoglycemia} a ${G.rangeMax} mg/dL`,
      'normal',
    );
  return glucose('alta', 'Glucosa alta', `está alta (más de ${G.rangeMax} mg/dL)`, 'alert');
}

/** A meter's "HI" or "LO": beyond what it can measure, an emergency either way. */
export function classifyGlucoseBeyondMeter(word: 'HI' | 'LO'): Classification {
  return word === 'HI'
    ? glucose(
        'fuera_de_rango_alto',
        'Glucosa más alta de lo que mide el glucómetro',
        'está más alta de lo que el glucómetro puede medir',
        'urgent',
      )
    : glucose(
        'fuera_de_rango_bajo',
        'Glucosa más baja de lo que mide el glucómetro',
        `está más baja de lo que el glucómetro puede medir: hipoglucemia nivel 2 (menos de ${G.level2Hypoglycemia} mg/dL)`,
        'urgent',
      );
}
