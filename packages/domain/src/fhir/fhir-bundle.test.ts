import { describe, expect, it } from 'vitest';
import { buildFhirBundle, type FhirBundleInput } from './fhir-bundle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** FHIR dateTime with a time: seconds and a UTC offset are required. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

function counterIds() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const at = (iso: string) => new Date(iso);

function bundleOf(readings: FhirBundleInput['readings'], patient: Partial<FhirBundleInput['patient']> = {}) {
  return buildFhirBundle({
    patient: {
      firstName: 'Ana',
      lastName: 'López Pérez',
      birthDate: '1970-05-04',
      phone: '+525512345678',
      email: 'ana@example.mx',
      ...patient,
    },
    readings,
    timeZone: 'America/Mexico_City',
    generatedAt: at('2026-11-20T18:00:00Z'),
    newId: counterIds(),
  });
}

type Resource = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('buildFhirBundle', () => {
  const bundle = bundleOf([
    { metric: 'glucosa', value: 140, value2: null, measuredAt: at('2026-11-20T14:05:00Z') },
    { metric: 'presion', value: 130, value2: 85, measuredAt: at('2026-11-20T14:06:00Z') },
    { metric: 'peso', value: 72.5, value2: null, measuredAt: at('2026-11-20T14:07:00Z') },
    { metric: 'frecuencia_cardiaca', value: 70, value2: null, measuredAt: at('2026-11-20T14:08:00Z') },
    { metric: 'temperatura', value: 37.5, value2: null, measuredAt: at('2026-11-20T14:09:00Z') },
  ]);
  const resources = bundle.entry.map((entry) => entry.resource as Resource);
  const [patient, glucose, pressure, weight, heart] = resources;

  it('is a collection Bundle whose entries have unique urn:uuid fullUrls matching their ids', () => {
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    expect(bundle.timestamp).toBe('2026-11-20T12:00:00.000-06:00');
    const urls = bundle.entry.map((entry) => entry.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const entry of bundle.entry) {
      expect(entry.fullUrl).toBe(`urn:uuid:${String(entry.resource.id)}`);
      expect(String(entry.resource.id)).toMatch(UUID);
    }
  });

  it('starts with the Patient: name, birth date, phone and e-mail', () => {
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: expect.any(String),
      name: [{ use: 'official', family: 'López Pérez', given: ['Ana'] }],
      telecom: [
        { system: 'phone', value: '+525512345678', use: 'mobile' },
        { system: 'email', value: 'ana@example.mx' },
      ],
      birthDate: '1970-05-04',
    });
  });

  it('leaves custom indicators out (they have no standard code)', () => {
    expect(resources).toHaveLength(5);
    expect(resources.slice(1).every((resource) => resource.resourceType === 'Observation')).toBe(true);
  });

  it('gives every Observation its required elements, a final status and a local time with offset', () => {
    for (const observation of resources.slice(1)) {
      expect(observation.status).toBe('final');
      expect(observation.subject).toEqual({ reference: bundle.entry[0]!.fullUrl });
      expect(observation.effectiveDateTime).toMatch(DATE_TIME);
      expect(observation.code.coding[0].system).toBe('http://loinc.org');
      expect(observation.category[0].coding[0].system).toBe(
        'http://terminology.hl7.org/CodeSystem/observation-category',
      );
    }
    expect(glucose!.effectiveDateTime).toBe('2026-11-20T08:05:00.000-06:00');
  });

  it('codes glucose as a laboratory result, LOINC 2339-0 in mg/dL', () => {
    expect(glucose!.category[0].coding[0].code).toBe('laboratory');
    expect(glucose!.code.coding[0].code).toBe('2339-0');
    expect(glucose!.valueQuantity).toEqual({
      value: 140,
      unit: 'mg/dL',
      system: 'http://unitsofmeasure.org',
      code: 'mg/dL',
    });
  });

  it('codes blood pressure as the vital signs panel with systolic and diastolic components in mm[Hg]', () => {
    expect(pressure!.category[0].coding[0].code).toBe('vital-signs');
    expect(pressure!.code.coding[0].code).toBe('85354-9');
    expect(pressure!.valueQuantity).toBeUndefined();
    const components = pressure!.component as Resource[];
    expect(components.map((c) => c.code.coding[0].code)).toEqual(['8480-6', '8462-4']);
    expect(components.map((c) => c.valueQuantity.value)).toEqual([130, 85]);
    for (const c of components) {
      expect(c.valueQuantity).toMatchObject({ system: 'http://unitsofmeasure.org', code: 'mm[Hg]' });
    }
  });

  it('codes weight (29463-7, kg) and heart rate (8867-4, /min) as vital signs', () => {
    expect(weight!.code.coding[0].code).toBe('29463-7');
    expect(weight!.valueQuantity).toMatchObject({ value: 72.5, code: 'kg' });
    expect(heart!.code.coding[0].code).toBe('8867-4');
    expect(heart!.valueQuantity).toMatchObject({ value: 70, code: '/min' });
    for (const observation of [weight!, heart!]) {
      expect(observation.category[0].coding[0].code).toBe('vital-signs');
    }
  });

  it('writes a patient with nothing optional given without empty elements', () => {
    const bare = bundleOf([], { firstName: ' ', lastName: '', birthDate: null, phone: null, email: null });
    expect(bare.entry).toHaveLength(1);
    expect(bare.entry[0]!.resource).toEqual({ resourceType: 'Patient', id: expect.any(String) });
  });
});
