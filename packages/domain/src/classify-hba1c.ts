import type { Classification } from './classification';
import { adaClassification, type GlucoseProfile } from './classify-glucose-profile';
import { roundTo } from './units';

/**
 * Glycated haemoglobin (HbA1c, %), a laboratory value of the last two to three months:
 * - with diabetes (or a diagnosis not said): the ADA's goal for many non-pregnant adults, under 7 %
 *   (Standards of Care 2026, section 6); 9 % or more far above it;
 * - in pregnancy: under 6 % where it can be reached without lows (section 15);
 * - without diabetes or with prediabetes: under 5.7 % normal, 5.7–6.4 % the prediabetes range, 6.5 % or
 *   more the diabetes range, which the doctor confirms (section 2, Tables 2.1 and 2.5).
 * Each description carries the estimated average glucose (eAG = 28.7 × A1C − 46.7 mg/dL; ADA section 6,
 * from the ADAG study), said as an estimate.
 */
export const HBA1C = {
  goalBelow: 7,
  farAboveFrom: 9,
  pregnancyGoalBelow: 6,
  prediabetesFrom: 5.7,
  diabetesRangeFrom: 6.5,
} as const;

/** The estimated average glucose (mg/dL) of an HbA1c, rounded to a whole number. */
export function estimatedAverageGlucose(hba1c: number): number {
  return roundTo(28.7 * hba1c - 46.7, 0);
}

export function classifyHba1c(value: number, profile: GlucoseProfile = {}): Classification {
  const H = HBA1C;
  const average = `equivale a un promedio estimado de glucosa de unos ${estimatedAverageGlucose(value)} mg/dL`;
  if (profile.pregnant || profile.diagnosis === 'gestacional') {
    return value < H.pregnancyGoalBelow
      ? adaClassification(
          'a1c_embarazo_en_meta',
          'En meta del embarazo',
          `está dentro de la meta del embarazo (menos de ${H.pregnancyGoalBelow} %); ${average}`,
          'normal',
        )
      : adaClassification(
          'a1c_embarazo_arriba',
          'Arriba de la meta del embarazo',
          `está arriba de la meta del embarazo (menos de ${H.pregnancyGoalBelow} %); ${average}`,
          'alert',
        );
  }
  if (profile.diagnosis === 'ninguno' || profile.diagnosis === 'prediabetes') {
    if (value < H.prediabetesFrom)
      return adaClassification(
        'a1c_normal',
        'Normal',
        `está en el rango normal (menos de ${H.prediabetesFrom} %); ${average}`,
        'normal',
      );
    if (value < H.diabetesRangeFrom)
      return adaClassification(
        'a1c_rango_prediabetes',
        'Rango de prediabetes',
        `está en el rango de prediabetes (${H.prediabetesFrom} a 6.4 %); ${average}`,
        'attention',
      );
    return adaClassification(
      'a1c_rango_diabetes',
      'Rango de diabetes',
      `está en el rango de ${H.diabetesRangeFrom} % o más, que el médico confirma con otro análisis; ${average}`,
      'alert',
    );
  }
  if (value < H.goalBelow)
    return adaClassification(
      'a1c_en_meta',
      'En meta',
      `está dentro de la meta de la mayoría de los adultos con diabetes (menos de ${H.goalBelow} %); ${average}`,
      'normal',
    );
  if (value < H.farAboveFrom)
    return adaClassification(
      'a1c_arriba_de_meta',
      'Arriba de la meta',
      `está arriba de la meta (menos de ${H.goalBelow} %); ${average}`,
      'attention',
    );
  return adaClassification(
    'a1c_muy_arriba',
    'Muy arriba de la meta',
    `está muy arriba de la meta (menos de ${H.goalBelow} %); ${average}`,
    'alert',
  );
}
