import { describe, expect, it } from 'vitest';
import { knownMedicationName, MEDICATION_PURPOSES, purposeOfMedication } from './medication-purposes';
import { SOURCES } from './sources';

describe('what a medication is for', () => {
  it('knows the usual medications by their generic or brand name, as people write them', () => {
    expect(purposeOfMedication('Losartán 50 mg')).toBe('presion');
    expect(purposeOfMedication('LOSARTAN')).toBe('presion');
    expect(purposeOfMedication('Metformina de 850')).toBe('azucar');
    expect(purposeOfMedication('Ozempic')).toBe('azucar');
    expect(purposeOfMedication('atorvastatina')).toBe('colesterol');
    expect(purposeOfMedication('Paracetamol')).toBeNull();
    expect(purposeOfMedication('')).toBeNull();
  });

  it('writes a known name with its capital and accent', () => {
    expect(knownMedicationName('losartan')).toBe('Losartán');
    expect(knownMedicationName('metformina')).toBe('Metformina');
    expect(knownMedicationName('sildenafil')).toBeNull();
  });

  it('names its source for every purpose, and no name is in two purposes', () => {
    const seen = new Map<string, string>();
    for (const [purpose, entry] of Object.entries(MEDICATION_PURPOSES)) {
      expect(SOURCES[entry.source]).toBeDefined();
      for (const name of Object.keys(entry.names)) {
        expect(seen.get(name), `${name} in ${purpose}`).toBeUndefined();
        seen.set(name, purpose);
      }
    }
  });
});
