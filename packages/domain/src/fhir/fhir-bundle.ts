import { formatLocalInstant } from '../schedules/local-time';
import {
  FHIR_CATEGORY_SYSTEM,
  LOINC_SYSTEM,
  OBSERVATION_CODES,
  UCUM_SYSTEM,
  type ObservationCode,
} from './fhir-codes';

/**
 * A person's records as a FHIR R4 Bundle (type `collection`) for clinicians' systems: the Patient and one
 * Observation per reading of a metric with a standard code (LOINC, units in UCUM). Custom indicators are
 * left out: they have no standard code, and a clinician's system could not read them (the JSON export
 * keeps them). Pure: ids come from `newId`, times from the caller.
 */

export interface FhirPatientInput {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when not given. */
  birthDate: string | null;
  /** E.164 ("+525512345678"). */
  phone: string | null;
  email: string | null;
}

export interface FhirReadingInput {
  metric: string;
  value: number;
  /** The diastolic of `presion`. */
  value2: number | null;
  measuredAt: Date;
}

export interface FhirBundleInput {
  patient: FhirPatientInput;
  readings: readonly FhirReadingInput[];
  /** The person's time zone: times carry its UTC offset. */
  timeZone: string;
  generatedAt: Date;
  /** A fresh UUID per call (crypto.randomUUID where it runs). */
  newId: () => string;
}

type Json = Record<string, unknown>;

export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: Json }>;
}

const quantity = (value: number, code: ObservationCode['unit']) => ({
  value,
  unit: code.display,
  system: UCUM_SYSTEM,
  code: code.code,
});

const codeableConcept = (code: ObservationCode) => ({
  coding: [{ system: LOINC_SYSTEM, code: code.loinc, display: code.display }],
  text: code.text,
});

function patientResource(id: string, patient: FhirPatientInput): Json {
  const given = patient.firstName.trim();
  const family = patient.lastName.trim();
  const telecom = [
    ...(patient.phone ? [{ system: 'phone', value: patient.phone, use: 'mobile' }] : []),
    ...(patient.email ? [{ system: 'email', value: patient.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    id,
    ...(given || family
      ? { name: [{ use: 'official', ...(family ? { family } : {}), ...(given ? { given: [given] } : {}) }] }
      : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
  };
}

function observationResource(
  id: string,
  patientUrl: string,
  reading: FhirReadingInput,
  timeZone: string,
): Json | null {
  const code = OBSERVATION_CODES[reading.metric];
  if (!code) return null;
  const base: Json = {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [
      {
        coding: [{ system: FHIR_CATEGORY_SYSTEM, code: code.category, display: code.categoryDisplay }],
      },
    ],
    code: codeableConcept(code),
    subject: { reference: patientUrl },
    effectiveDateTime: formatLocalInstant(reading.measuredAt, timeZone),
  };
  if (!code.components) return { ...base, valueQuantity: quantity(reading.value, code.unit) };
  if (reading.value2 === null) return null;
  const [systolic, diastolic] = code.components;
  return {
    ...base,
    component: [
      { code: codeableConcept(systolic), valueQuantity: quantity(reading.value, systolic.unit) },
      { code: codeableConcept(diastolic), valueQuantity: quantity(reading.value2, diastolic.unit) },
    ],
  };
}

/** The Bundle of the Patient and their coded readings, oldest first as given. */
export function buildFhirBundle(input: FhirBundleInput): FhirBundle {
  const patientId = input.newId();
  const patientUrl = `urn:uuid:${patientId}`;
  const entry: FhirBundle['entry'] = [
    { fullUrl: patientUrl, resource: patientResource(patientId, input.patient) },
  ];
  for (const reading of input.readings) {
    const id = input.newId();
    const resource = observationResource(id, patientUrl, reading, input.timeZone);
    if (resource) entry.push({ fullUrl: `urn:uuid:${id}`, resource });
  }
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: formatLocalInstant(input.generatedAt, input.timeZone),
    entry,
  };
}
