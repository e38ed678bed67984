import type { Classification } from './classification';
import { classifyGlucose, GLUCOSE } from './classify-glucose';
import type { ReadingContext } from './reading';
import type { Diagnosis } from './diagnosis';
import { STANDARDS } from './standards';

/**
 * Glucose targets in pregnancy (ADA Standards of Care 2026, section 15, "Management of Diabetes in
 * Pregnancy": fasting < 95 mg/dL, 1 hour after a meal < 140, 2 hours < 120). A reading "después de comer"
 * does not say which hour: it is judged against the 1-hour target and the reply names both.
 */
export const PREGNANCY_GLUCOSE = { fastingBelow: 95, oneHourBelow: 140, twoHourBelow: 120 } as const;

/**
 * Fasting glucose in a person without diabetes (ADA Standards of Care 2026, section 2, Tables 2.1 and 2.5;
 * NOM-015-SSA2-2010 uses the same cut points): under 100 normal, 100 to 125 impaired fasting glucose (the
 * prediabetes range), 126 or more the diabetes range, which only a laboratory test confirms.
 */
export const FASTING_GLUCOSE = { impairedFrom: 100, diabetesRangeFrom: 126 } as const;

/** The parts of a person's profile that change how a glucose is judged. */
export interface GlucoseProfile {
  diagnosis?: Diagnosis | null;
  pregnant?: boolean;
}

/** A classification under the ADA's Standards of Care (glucose for a person, HbA1c). */
export const adaClassification = (
  code: string,
  label: string,
  description: string,
  severity: Classification['severity'],
) => ({
  code,
  label,
  description,
  severity,
  standard: STANDARDS.ada,
});

function inPregnancy(value: number, context: ReadingContext | undefined): Classification | null {
  const P = PREGNANCY_GLUCOSE;
  if (context === 'ayunas' || context === 'antes_de_comer') {
    return value < P.fastingBelow
      ? adaClassification(
          'embarazo_en_meta',
          'En meta del embarazo',
          `está dentro de la meta del embarazo en ayunas (menos de ${P.fastingBelow} mg/dL)`,
          'normal',
        )
      : adaClassification(
          'embarazo_arriba_de_meta',
          'Arriba de la meta del embarazo',
          `está arriba de la meta del embarazo en ayunas (menos de ${P.fastingBelow} mg/dL)`,
          'alert',
        );
  }
  if (context === 'despues_de_comer') {
    const targets = `menos de ${P.oneHourBelow} mg/dL a la hora de comer o menos de ${P.twoHourBelow} a las 2 horas`;
    return value < P.oneHourBelow
      ? adaClassification(
          'embarazo_en_meta',
          'En meta del embarazo',
          `está dentro de la meta del embarazo (${targets})`,
          'normal',
        )
      : adaClassification(
          'embarazo_arriba_de_meta',
          'Arriba de la meta del embarazo',
          `está arriba de la meta del embarazo (${targets})`,
          'alert',
        );
  }
  return null;
}

function fastingWithoutDiabetes(value: number): Classification {
  const F = FASTING_GLUCOSE;
  if (value < F.impairedFrom)
    return adaClassification(
      'ayunas_normal',
      'Normal en ayunas',
      `está normal en ayunas (menos de ${F.impairedFrom} mg/dL)`,
      'normal',
    );
  if (value < F.diabetesRangeFrom)
    return adaClassification(
      'ayunas_alterada',
      'Glucosa en ayunas alterada',
      `está en el rango de glucosa en ayunas alterada (${F.impairedFrom} a ${F.diabetesRangeFrom - 1} mg/dL, el rango de prediabetes)`,
      'attention',
    );
  return adaClassification(
    'ayunas_rango_diabetes',
    'En rango de diabetes en ayunas',
    `está en el rango de ${F.diabetesRangeFrom} mg/dL o más en ayunas, que el médico revisa con análisis de laboratorio`,
    'alert',
  );
}

/**
 * A glucose judged for this person: lows and very high values as for everyone; in pregnancy (said, or a
 * gestational diagnosis) the pregnancy targets; a fasting value of someone without diabetes (or with
 * prediabetes) against the fasting cut points instead of the 80–130 goal of a person treated for diabetes.
 */
export function classifyGlucoseForPerson(
  value: number,
  context: ReadingContext | undefined,
  profile: GlucoseProfile = {},
): Classification {
  const general = classifyGlucose(value, context);
  if (value < GLUCOSE.level1Hypoglycemia || value >= GLUCOSE.veryHigh) return general;
  if (profile.pregnant || profile.diagnosis === 'gestacional') return inPregnancy(value, context) ?? general;
  const noDiabetes = profile.diagnosis === 'ninguno' || profile.diagnosis === 'prediabetes';
  if (noDiabetes && context === 'ayunas') return fastingWithoutDiabetes(value);
  return general;
}
