/**
 * The standard codes of the metrics a clinician's system can read: LOINC for what was measured, UCUM for
 * its unit, and the FHIR observation category. Glucose in blood is a laboratory result in FHIR (the vital
 * signs profile lists no glucose); pressure, weight and heart rate are vital signs. Blood pressure is the
 * vital signs panel 85354-9 with its systolic and diastolic as components, as the profile requires.
 */
export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
export const FHIR_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';

export interface UnitCode {
  /** UCUM code. */
  code: string;
  /** Human-readable unit. */
  display: string;
}

export interface ObservationCode {
  loinc: string;
  display: string;
  /** The Spanish name a person reads. */
  text: string;
  unit: UnitCode;
  category: 'vital-signs' | 'laboratory';
  categoryDisplay: string;
  /** Blood pressure: the systolic and diastolic components (the panel carries no value of its own). */
  components?: readonly [ObservationCode, ObservationCode];
}

const MM_HG: UnitCode = { code: 'mm[Hg]', display: 'mmHg' };
const vital = { category: 'vital-signs', categoryDisplay: 'Vital Signs' } as const;

export const SYSTOLIC_CODE: ObservationCode = {
  loinc: '8480-6',
  display: 'Systolic blood pressure',
  text: 'Presión sistólica',
  unit: MM_HG,
  ...vital,
};

export const DIASTOLIC_CODE: ObservationCode = {
  loinc: '8462-4',
  display: 'Diastolic blood pressure',
  text: 'Presión diastólica',
  unit: MM_HG,
  ...vital,
};

/** By the product's metric key (CONTRACTS.md section 4). Custom indicators have none. */
export const OBSERVATION_CODES: Readonly<Record<string, ObservationCode>> = {
  glucosa: {
    loinc: '2339-0',
    display: 'Glucose [Mass/volume] in Blood',
    text: 'Glucosa en sangre',
    unit: { code: 'mg/dL', display: 'mg/dL' },
    category: 'laboratory',
    categoryDisplay: 'Laboratory',
  },
  presion: {
    loinc: '85354-9',
    display: 'Blood pressure panel with all children optional',
    text: 'Presión arterial',
    unit: MM_HG,
    ...vital,
    components: [SYSTOLIC_CODE, DIASTOLIC_CODE],
  },
  peso: {
    loinc: '29463-7',
    display: 'Body weight',
    text: 'Peso',
    unit: { code: 'kg', display: 'kg' },
    ...vital,
  },
  frecuencia_cardiaca: {
    loinc: '8867-4',
    display: 'Heart rate',
    text: 'Frecuencia cardiaca',
    unit: { code: '/min', display: 'beats/minute' },
    ...vital,
  },
};
