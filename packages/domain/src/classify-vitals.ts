import type { Classification, Severity } from './classification';
import type { Standard } from './standards';
import { STANDARDS } from './standards';

/** Heart rate at rest: 60–100 lpm (AHA). Below 40 or above 130 is worth a doctor's look (our rule). */
/**
 * Beats per minute. `afterExerciseMax` is this product's rule: above the top of most adults' exercise zone
 * (AHA: up to 85 % of 220 minus the age, 170 at 20 years), a pulse after exercise is judged as at rest.
 */
export const HEART_RATE = { veryLow: 40, low: 60, high: 100, veryHigh: 130, afterExerciseMax: 170 } as const;

/** SpO2: 95–100 % normal, 90–94 % low, under 90 % urgent. */
export const OXYGEN_SATURATION = { normalMin: 95, urgentBelow: 90 } as const;

/** Body temperature in °C. */
export const BODY_TEMPERATURE = {
  hypothermiaBelow: 35,
  normalMin: 36,
  normalMax: 37.4,
  fever: 38,
  veryHighFever: 40,
} as const;

function make(
  code: string,
  label: string,
  description: string,
  severity: Severity,
  standard: Standard,
): Classification {
  return { code, label, description, severity, standard };
}

/**
 * A pulse taken right after exercise is not a resting pulse: the 60–100 range does not apply (AHA, "All
 * About Heart Rate": a target zone during exercise, a resting rate measured at rest). Very low or very high
 * values are judged as at rest; in between, the reading only says it rose with the exercise.
 */
export function classifyHeartRateAfterExercise(bpm: number): Classification {
  if (bpm < HEART_RATE.low || bpm > HEART_RATE.afterExerciseMax) return classifyHeartRate(bpm);
  return make(
    'despues_de_ejercicio',
    'Después de ejercicio',
    'subió con el ejercicio, como es de esperar (el rango de 60 a 100 es para el pulso en reposo)',
    'normal',
    STANDARDS.ahaRestingHeartRate,
  );
}

export function classifyHeartRate(bpm: number): Classification {
  const s = STANDARDS.ahaRestingHeartRate;
  const ours = STANDARDS.productRule;
  if (bpm < HEART_RATE.veryLow)
    return make(
      'muy_baja',
      'Muy baja',
      `está muy baja (menos de ${HEART_RATE.veryLow} latidos por minuto)`,
      'alert',
      ours,
    );
  if (bpm < HEART_RATE.low)
    return make(
      'baja',
      'Baja',
      `está baja (menos de ${HEART_RATE.low} latidos por minuto en reposo)`,
      'attention',
      s,
    );
  if (bpm <= HEART_RATE.high)
    return make(
      'normal',
      'Normal',
      `está normal en reposo (${HEART_RATE.low}–${HEART_RATE.high} latidos por minuto)`,
      'normal',
      s,
    );
  if (bpm <= HEART_RATE.veryHigh) {
    return make(
      'alta',
      'Alta',
      `está alta para estar en reposo (más de ${HEART_RATE.high} latidos por minuto)`,
      'attention',
      s,
    );
  }
  return make(
    'muy_alta',
    'Muy alta',
    `está muy alta (más de ${HEART_RATE.veryHigh} latidos por minuto)`,
    'alert',
    ours,
  );
}

export function classifyOxygenSaturation(percent: number): Classification {
  const s = STANDARDS.whoPulseOximetry;
  if (percent < OXYGEN_SATURATION.urgentBelow) {
    return make(
      'muy_baja',
      'Muy baja',
      `está muy baja (menos de ${OXYGEN_SATURATION.urgentBelow} %)`,
      'urgent',
      s,
    );
  }
  if (percent < OXYGEN_SATURATION.normalMin)
    return make(
      'baja',
      'Baja',
      `está baja (${OXYGEN_SATURATION.urgentBelow}–${OXYGEN_SATURATION.normalMin - 1} %)`,
      'attention',
      s,
    );
  return make('normal', 'Normal', `está normal (${OXYGEN_SATURATION.normalMin}–100 %)`, 'normal', s);
}

export function classifyBodyTemperature(celsius: number): Classification {
  const s = STANDARDS.bodyTemperature;
  const t = BODY_TEMPERATURE;
  if (celsius < t.hypothermiaBelow) {
    return make('hipotermia', 'Hipotermia', `está muy baja (menos de ${t.hypothermiaBelow} °C)`, 'urgent', s);
  }
  if (celsius < t.normalMin)
    return make('baja', 'Baja', `está un poco baja (menos de ${t.normalMin} °C)`, 'attention', s);
  if (celsius <= t.normalMax)
    return make('normal', 'Normal', `está normal (${t.normalMin.toFixed(1)}–${t.normalMax} °C)`, 'normal', s);
  // Febrícula and a fever of 40 °C or more are this product's bands, not the CDC's.
  const ours = STANDARDS.productRule;
  if (celsius < t.fever)
    return make('febricula', 'Febrícula', 'es febrícula (37.5–37.9 °C)', 'attention', ours);
  if (celsius < t.veryHighFever)
    return make('fiebre', 'Fiebre', `es fiebre (${t.fever} °C o más)`, 'alert', s);
  return make(
    'fiebre_muy_alta',
    'Fiebre muy alta',
    `es fiebre muy alta (${t.veryHighFever} °C o más)`,
    'urgent',
    ours,
  );
}
