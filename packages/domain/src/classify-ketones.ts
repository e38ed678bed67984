import type { Classification } from './classification';
import { STANDARDS } from './standards';

/**
 * Blood ketones (β-hydroxybutyrate, mmol/L) against the cut points of the international consensus on
 * ketoacidosis (Danne et al., Diabetes Care 2019, Table 1): under 0.6 normal; 0.6–1.5 ketonemia; above 1.5
 * up to 3.0 impending ketoacidosis; 3.0 or more probable ketoacidosis, care now. The consensus puts the
 * top band "above 3.0"; 3.0 itself is treated as urgent here, on the side of safety.
 */
export const KETONES = {
  normalBelow: 0.6,
  ketonemiaMax: 1.5,
  urgentFrom: 3.0,
} as const;

const K = KETONES;

function ketones(code: string, label: string, description: string, severity: Classification['severity']) {
  const classification: Classification = { code, label, description, severity, standard: STANDARDS.ketones };
  return classification;
}

export function classifyKetones(mmolL: number): Classification {
  if (mmolL >= K.urgentFrom)
    return ketones(
      'muy_altas',
      'Cetonas muy altas',
      `están muy altas (${K.urgentFrom} mmol/L o más): puede ser cetoacidosis, una emergencia`,
      'urgent',
    );
  if (mmolL > K.ketonemiaMax)
    return ketones(
      'altas',
      'Cetonas altas',
      `están altas (más de ${K.ketonemiaMax} mmol/L): hay riesgo de cetoacidosis`,
      'alert',
    );
  if (mmolL >= K.normalBelow)
    return ketones(
      'elevadas',
      'Cetonas un poco altas',
      `están un poco altas (de ${K.normalBelow} a ${K.ketonemiaMax} mmol/L)`,
      'attention',
    );
  return ketones(
    'normales',
    'Cetonas normales',
    `están normales (menos de ${K.normalBelow} mmol/L)`,
    'normal',
  );
}
