import type { Classification } from './classification';
import { STANDARDS } from './standards';
import { normalizeHeightToMetres, roundTo } from './units';

/** WHO adult BMI cut-offs (kg/m²). */
export const BMI = {
  underweightBelow: 18.5,
  overweightFrom: 25,
  obesity1From: 30,
  obesity2From: 35,
  obesity3From: 40,
};

/** BMI to one decimal, the figure shown to the user and the one classified (so both always agree). */
export function computeBmi(weightKg: number, height: number): number {
  const metres = normalizeHeightToMetres(height);
  return roundTo(weightKg / (metres * metres), 1);
}

export function classifyBmi(bmi: number): Classification {
  const standard = STANDARDS.whoBmi;
  const shown = `índice de masa corporal (IMC) de ${bmi}`;
  if (bmi < BMI.underweightBelow) {
    return {
      code: 'bajo_peso',
      label: 'Bajo peso',
      description: `tu ${shown} está en el rango de bajo peso (menos de 18.5)`,
      severity: 'attention',
      standard,
    };
  }
  if (bmi < BMI.overweightFrom) {
    return {
      code: 'normal',
      label: 'Peso normal',
      description: `tu ${shown} está en el rango de peso normal (18.5–24.9)`,
      severity: 'normal',
      standard,
    };
  }
  if (bmi < BMI.obesity1From) {
    return {
      code: 'sobrepeso',
      label: 'Sobrepeso',
      description: `tu ${shown} está en el rango de sobrepeso (25–29.9)`,
      severity: 'attention',
      standard,
    };
  }
  const grade = bmi < BMI.obesity2From ? 1 : bmi < BMI.obesity3From ? 2 : 3;
  return {
    code: `obesidad_grado_${grade}`,
    label: `Obesidad grado ${grade}`,
    description: `tu ${shown} está en el rango de obesidad grado ${grade}`,
    severity: 'attention',
    standard,
  };
}

/** Null when the height is unknown: weight alone says nothing clinical. */
export function classifyWeight(weightKg: number, height: number | undefined): Classification | null {
  if (height === undefined || !(height > 0)) return null;
  return classifyBmi(computeBmi(weightKg, height));
}
