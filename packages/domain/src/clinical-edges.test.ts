import { describe, expect, it } from 'vitest';
import { ALL_ADVICE } from './advice';
import { classifyKetones } from './classify-ketones';
import { interpretReading } from './interpret-reading';
import { LOW_RECOVERY_ADVICE } from './low-recovery';
import { METER_WORD_ADVICE } from './meter-words';
import { SOURCES } from './sources';
import { ALL_SYMPTOM_ADVICE } from './symptoms';
import { ALL_CAREGIVER_STEPS, caregiverStepsFor } from './caregiver-steps';
import {
  ALL_CLEAR_REASONS,
  CAREGIVER_FOLLOWUPS,
  crisisKindOf,
  endsCrisis,
  FOLLOWUP_REPLIES,
  followupQuestion,
} from './crisis-followup';

describe('the clinical edges', () => {
  it('blood ketones follow the consensus cut points; 3.0 and above is urgent', () => {
    expect([0.3, 0.6, 1.5, 1.6, 2.9, 3.0, 4.2].map((v) => classifyKetones(v).severity)).toEqual([
      'normal',
      'attention',
      'attention',
      'alert',
      'alert',
      'urgent',
      'urgent',
    ]);
    const urgent = interpretReading({ metric: 'cetonas', value: 3.2, unit: 'mmol/L' });
    expect(urgent.urgent).toBe(true);
    expect(urgent.whatToDoNow?.text).toMatch(/urgencias o llama al 911/);
    // Urine strips are not judged against blood cut points.
    expect(interpretReading({ metric: 'cetonas', value: 2, unit: 'mg/dL' }).category).toBeNull();
  });

  it('a glucose from 240 with signs of ketoacidosis is an emergency; without them it is not', () => {
    const withSigns = interpretReading({ metric: 'glucosa', value: 245, unit: 'mg/dL' }, {}, ['vomiting']);
    expect(withSigns).toMatchObject({ urgent: true, warningSigns: true, severity: 'urgent', advice: null });
    expect(withSigns.whatToDoNow?.id).toBe('sintomas.cetoacidosis');
    const calm = interpretReading({ metric: 'glucosa', value: 245, unit: 'mg/dL' }, {}, ['headache']);
    expect(calm.urgent).toBe(false);
    expect(calm.advice?.text).toContain('mídelas');
    const below = interpretReading({ metric: 'glucosa', value: 230, unit: 'mg/dL' }, {}, ['vomiting']);
    expect(below.urgent).toBe(false);
  });

  it('a pressure in crisis is an emergency with organ-damage signs; without them: re-measure, call today', () => {
    const reading = { metric: 'presion', systolic: 182, diastolic: 100, unit: 'mmHg' } as const;
    const withSigns = interpretReading(reading, {}, ['chest_pain']);
    expect(withSigns.whatToDoNow?.id).toBe('sintomas.crisis_hipertensiva');
    expect(withSigns.whatToDoNow?.text).toMatch(/emergencia\. Llama al 911/);
    const without = interpretReading(reading);
    expect(without.whatToDoNow?.id).toBe('presion.crisis_hipertensiva');
    expect(without.whatToDoNow?.text).toMatch(/descansa 5 minutos y vuelve a medir.*llama hoy a tu médico/);
    expect(without.category?.description).toContain('la alta 180 o más o la baja 120 o más');
    // A low pressure with a headache is not a crisis.
    const low = interpretReading({ metric: 'presion', systolic: 85, diastolic: 55, unit: 'mmHg' }, {}, [
      'headache',
    ]);
    expect(low.warningSigns).toBe(false);
  });

  it('every advice, symptom and meter text names a known source and keeps to the safety rules', () => {
    const all = [
      ...ALL_ADVICE,
      ...ALL_SYMPTOM_ADVICE,
      ...Object.values(METER_WORD_ADVICE),
      ...Object.values(LOW_RECOVERY_ADVICE),
      ...ALL_CAREGIVER_STEPS,
      ...Object.values(FOLLOWUP_REPLIES),
      followupQuestion('low', 'glucosa 45 mg/dL', 15),
      followupQuestion('other', 'glucosa 320 mg/dL', 15),
      CAREGIVER_FOLLOWUPS.help('Rosa', 'glucosa 45 mg/dL'),
      CAREGIVER_FOLLOWUPS.help('Rosa', null),
      CAREGIVER_FOLLOWUPS.noAnswer('Rosa', 'glucosa 45 mg/dL', 15),
      CAREGIVER_FOLLOWUPS.allClear('Rosa', ALL_CLEAR_REASONS.fine),
    ];
    for (const advice of all) {
      expect(SOURCES[advice.source], advice.id).toBeDefined();
      expect(advice.text, advice.id).not.toMatch(
        /diagn[oó]stico de|tienes diabetes|eres hipertens|aumenta tu dosis|baja tu dosis|sube tu dosis|suspende|deja de tomar|no tomes tu (medicamento|medicina|insulina|pastilla)/i,
      );
      // A standard is named only where the source entry is that standard's.
      if (/\bADA\b/.test(advice.text))
        expect(SOURCES[advice.source].document, advice.id).toMatch(/ADA|American Diabetes/);
      if (/NOM-0\d\d/.test(advice.text)) expect(SOURCES[advice.source].document, advice.id).toMatch(/NOM-0/);
    }
  });

  it('caregivers get the steps for that crisis: a severe low says nothing by mouth, glucagon, 911', () => {
    const low = caregiverStepsFor(interpretReading({ metric: 'glucosa', value: 40, unit: 'mg/dL' }));
    expect(low.text).toMatch(/no le den nada por la boca/);
    expect(low.text).toMatch(/glucagón si su médico se lo recetó/);
    expect(low.text).toMatch(/911/);
    expect(low.text).toMatch(/no light/);
    const lo = caregiverStepsFor(
      interpretReading({ metric: 'glucosa', value: 20, unit: 'mg/dL', beyondRange: 'LO' }),
    );
    expect(lo.id).toBe(low.id);
    const high = caregiverStepsFor(interpretReading({ metric: 'glucosa', value: 350, unit: 'mg/dL' }));
    expect(high.text).toMatch(/vómito.*urgencias o llamen al 911/);
    const pressure = caregiverStepsFor(
      interpretReading({ metric: 'presion', systolic: 190, diastolic: 100, unit: 'mmHg' }),
    );
    expect(pressure.text).toMatch(/descanse 5 minutos y vuelva a medir/);
  });

  it('a crisis ends with a value out of its range: a low at 70 or more, a high back to normal or near it', () => {
    const glucose = (value: number) => interpretReading({ metric: 'glucosa', value, unit: 'mg/dL' });
    const pressure = (systolic: number, diastolic: number) =>
      interpretReading({ metric: 'presion', systolic, diastolic, unit: 'mmHg' });
    expect(crisisKindOf(glucose(45))).toBe('low');
    expect(crisisKindOf(glucose(320))).toBe('other');
    expect([60, 69, 70, 95].map((v) => endsCrisis('low', glucose(v)))).toEqual([false, false, true, true]);
    expect([320, 260, 150].map((v) => endsCrisis('other', glucose(v)))).toEqual([false, false, true]);
    expect(endsCrisis('other', pressure(185, 125))).toBe(false);
    expect(endsCrisis('other', pressure(150, 95))).toBe(false);
    expect(endsCrisis('other', pressure(128, 82))).toBe(true);
  });
});
