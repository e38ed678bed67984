/**
 * What the person says of their diagnosis on Mi Perfil (stored on the patient record, pacientes.diagnostico).
 * It changes which glucose targets apply (classify-glucose-profile.ts); it is what they said, never one we
 * make. Shared with the profile form: keep this file free of other imports.
 */
export const DIAGNOSES = [
  'diabetes_tipo_1',
  'diabetes_tipo_2',
  'prediabetes',
  'gestacional',
  'ninguno',
] as const;
export type Diagnosis = (typeof DIAGNOSES)[number];

export const DIAGNOSIS_LABELS: Readonly<Record<Diagnosis, string>> = {
  diabetes_tipo_1: 'Diabetes tipo 1',
  diabetes_tipo_2: 'Diabetes tipo 2',
  prediabetes: 'Prediabetes',
  gestacional: 'Diabetes gestacional (del embarazo)',
  ninguno: 'No tengo diabetes',
};

export const isDiagnosis = (value: unknown): value is Diagnosis =>
  typeof value === 'string' && (DIAGNOSES as readonly string[]).includes(value);
