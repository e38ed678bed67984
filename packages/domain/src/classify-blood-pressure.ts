import type { Classification, Severity } from './classification';
import { STANDARDS } from './standards';

/**
 * Blood pressure against the Mexican norm NOM-030-SSA2-2009 (primary, the grades Mexican doctors use)
 * and the AHA/ACC guideline categories (2025, same cut points as 2017). When systolic and diastolic fall into different
 * categories the higher one applies (both standards say so). Hypertensive crisis is flagged at
 * systolic ≥ 180 and/or diastolic ≥ 120, and low pressure below 90/60.
 */
export const BLOOD_PRESSURE = {
  crisisSystolic: 180,
  crisisDiastolic: 120,
  lowSystolic: 90,
  lowDiastolic: 60,
} as const;

export interface BloodPressureClassification {
  /** NOM-030-SSA2-2009 grade. */
  nom030: Classification;
  /** AHA/ACC 2025 category. */
  accAha: Classification;
  crisis: boolean;
  low: boolean;
}

interface Grade {
  code: string;
  label: string;
  description: string;
  severity: Severity;
}

/** NOM-030 rows, lowest first; index = grade rank. */
const NOM_GRADES: readonly Grade[] = [
  { code: 'optima', label: 'Óptima', description: 'está en el rango óptimo', severity: 'normal' },
  { code: 'normal', label: 'Normal', description: 'está normal', severity: 'normal' },
  {
    code: 'normal_alta',
    label: 'Normal alta (fronteriza)',
    description: 'está un poco alta (normal alta o fronteriza)',
    severity: 'attention',
  },
  {
    code: 'hipertension_grado_1',
    label: 'Hipertensión grado 1',
    description: 'está en el rango de hipertensión grado 1',
    severity: 'alert',
  },
  {
    code: 'hipertension_grado_2',
    label: 'Hipertensión grado 2',
    description: 'está en el rango de hipertensión grado 2',
    severity: 'alert',
  },
  {
    code: 'hipertension_grado_3',
    label: 'Hipertensión grado 3',
    description: 'está en el rango de hipertensión grado 3',
    severity: 'alert',
  },
];

const ISOLATED_SYSTOLIC: Grade = {
  code: 'hipertension_sistolica_aislada',
  label: 'Hipertensión sistólica aislada',
  description: 'está en el rango de hipertensión sistólica aislada (la alta elevada, la baja normal)',
  severity: 'alert',
};

function rankSystolic(systolic: number): number {
  if (systolic < 120) return 0;
  if (systolic < 130) return 1;
  if (systolic < 140) return 2;
  if (systolic < 160) return 3;
  if (systolic < 180) return 4;
  return 5;
}

function rankDiastolic(diastolic: number): number {
  if (diastolic < 80) return 0;
  if (diastolic < 85) return 1;
  if (diastolic < 90) return 2;
  if (diastolic < 100) return 3;
  if (diastolic < 110) return 4;
  return 5;
}

export function classifyNom030(systolic: number, diastolic: number): Classification {
  const grade =
    systolic >= 140 && diastolic < 90
      ? ISOLATED_SYSTOLIC
      : (NOM_GRADES[Math.max(rankSystolic(systolic), rankDiastolic(diastolic))] as Grade);
  return { ...grade, standard: STANDARDS.nom030 };
}

export function classifyAccAha2017(systolic: number, diastolic: number): Classification {
  const standard = STANDARDS.ahaAcc2025;
  if (systolic >= 140 || diastolic >= 90) {
    return {
      code: 'hipertension_etapa_2',
      label: 'Hipertensión etapa 2',
      description: 'está en hipertensión etapa 2',
      severity: 'alert',
      standard,
    };
  }
  if (systolic >= 130 || diastolic >= 80) {
    return {
      code: 'hipertension_etapa_1',
      label: 'Hipertensión etapa 1',
      description: 'está en hipertensión etapa 1',
      severity: 'attention',
      standard,
    };
  }
  if (systolic >= 120) {
    return {
      code: 'elevada',
      label: 'Elevada',
      description: 'está elevada',
      severity: 'attention',
      standard,
    };
  }
  return { code: 'normal', label: 'Normal', description: 'está normal', severity: 'normal', standard };
}

export function isHypertensiveCrisis(systolic: number, diastolic: number): boolean {
  return systolic >= BLOOD_PRESSURE.crisisSystolic || diastolic >= BLOOD_PRESSURE.crisisDiastolic;
}

export function isLowBloodPressure(systolic: number, diastolic: number): boolean {
  return systolic < BLOOD_PRESSURE.lowSystolic || diastolic < BLOOD_PRESSURE.lowDiastolic;
}

export const HYPERTENSIVE_CRISIS: Omit<Classification, 'standard'> = {
  code: 'crisis_hipertensiva',
  label: 'Crisis hipertensiva',
  description: `está en rango de crisis hipertensiva: la alta ${BLOOD_PRESSURE.crisisSystolic} o más o la baja ${BLOOD_PRESSURE.crisisDiastolic} o más`,
  severity: 'urgent',
};

export const LOW_BLOOD_PRESSURE: Omit<Classification, 'standard'> = {
  code: 'presion_baja',
  label: 'Presión baja',
  description: `está baja (menos de ${BLOOD_PRESSURE.lowSystolic}/${BLOOD_PRESSURE.lowDiastolic})`,
  severity: 'attention',
};

export function classifyBloodPressure(systolic: number, diastolic: number): BloodPressureClassification {
  return {
    nom030: classifyNom030(systolic, diastolic),
    accAha: classifyAccAha2017(systolic, diastolic),
    crisis: isHypertensiveCrisis(systolic, diastolic),
    low: isLowBloodPressure(systolic, diastolic) && systolic < 140 && diastolic < 90,
  };
}
