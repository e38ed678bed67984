import type { Classification, ReadingAssessment } from './classification';
import { buildAssessment } from './classification';
import { HYPERTENSIVE_CRISIS, LOW_BLOOD_PRESSURE, classifyBloodPressure } from './classify-blood-pressure';
import { classifyGlucoseBeyondMeter } from './classify-glucose';
import { classifyGlucoseForPerson, type GlucoseProfile } from './classify-glucose-profile';
import { classifyKetones } from './classify-ketones';
import { classifyHba1c } from './classify-hba1c';
import {
  classifyBodyTemperature,
  classifyHeartRate,
  classifyHeartRateAfterExercise,
  classifyOxygenSaturation,
} from './classify-vitals';
import { classifyWeight } from './classify-weight';
import type { Reading } from './reading';
import { isBloodPressureReading } from './reading';
import { STANDARDS } from './standards';

export interface PatientProfile extends GlucoseProfile {
  /** Height in centimetres (or metres if under 3); enables the BMI. */
  heightCm?: number;
}

function assessBloodPressure(systolic: number, diastolic: number): ReadingAssessment {
  const bp = classifyBloodPressure(systolic, diastolic);
  if (bp.crisis) {
    const crisis: Classification = { ...HYPERTENSIVE_CRISIS, standard: STANDARDS.ahaAcc2025 };
    return buildAssessment('presion', crisis, [bp.nom030, bp.accAha]);
  }
  if (bp.low) {
    const low: Classification = { ...LOW_BLOOD_PRESSURE, standard: STANDARDS.ahaLowBloodPressure };
    return buildAssessment('presion', low, [bp.nom030, bp.accAha]);
  }
  return buildAssessment('presion', bp.nom030, [bp.accAha]);
}

/**
 * The clinical reading of one value, or null when no standard applies (weight without a height,
 * custom indicators such as `cintura`).
 */
export function classifyReading(reading: Reading, profile: PatientProfile = {}): ReadingAssessment | null {
  if (isBloodPressureReading(reading)) return assessBloodPressure(reading.systolic, reading.diastolic);
  switch (reading.metric) {
    case 'glucosa':
      return buildAssessment(
        'glucosa',
        reading.beyondRange
          ? classifyGlucoseBeyondMeter(reading.beyondRange)
          : classifyGlucoseForPerson(reading.value, reading.context, profile),
      );
    case 'cetonas':
      // Blood ketone strips read mmol/L; urine strips ("++", mg/dL) are not judged against these cut points.
      return reading.unit && !/mmol/i.test(reading.unit)
        ? null
        : buildAssessment('cetonas', classifyKetones(reading.value));
    case 'hemoglobina_glicada':
      return buildAssessment('hemoglobina_glicada', classifyHba1c(reading.value, profile));
    case 'frecuencia_cardiaca':
      return buildAssessment(
        'frecuencia_cardiaca',
        reading.context === 'despues_de_ejercicio'
          ? classifyHeartRateAfterExercise(reading.value)
          : classifyHeartRate(reading.value),
      );
    case 'saturacion':
      return buildAssessment('saturacion', classifyOxygenSaturation(reading.value));
    case 'temperatura':
      return buildAssessment('temperatura', classifyBodyTemperature(reading.value));
    case 'peso': {
      const bmi = classifyWeight(reading.value, profile.heightCm);
      return bmi ? buildAssessment('peso', bmi) : null;
    }
    default:
      return null;
  }
}
