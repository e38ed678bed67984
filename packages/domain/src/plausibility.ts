import type { Reading } from './reading';
import { isBloodPressureReading } from './reading';

/**
 * Physiological bounds: a value outside them is almost surely a typo ("glucosa 1200", "presión 400/20"),
 * so the bot asks again instead of storing it. Bounds are deliberately wide; clinical interpretation
 * lives in the classifiers, not here.
 */
export interface Bounds {
  min: number;
  max: number;
}

/** Home glucometers read 20–600 mg/dL and show "LO"/"HI" outside that range. */
export const PLAUSIBLE_BOUNDS: Readonly<Record<string, Bounds>> = {
  glucosa: { min: 20, max: 600 },
  peso: { min: 20, max: 350 },
  frecuencia_cardiaca: { min: 25, max: 250 },
  temperatura: { min: 30, max: 45 },
  saturacion: { min: 50, max: 100 },
  // HbA1c, %: laboratory results run from about 4 to 15; beyond 3–20 it is a typo or another value.
  hemoglobina_glicada: { min: 3, max: 20 },
};

export const PLAUSIBLE_SYSTOLIC: Bounds = { min: 50, max: 300 };
export const PLAUSIBLE_DIASTOLIC: Bounds = { min: 20, max: 200 };

export type ImplausibleReason = 'below_min' | 'above_max' | 'diastolic_not_below_systolic';

export type PlausibilityCheck = { plausible: true } | { plausible: false; reason: ImplausibleReason };

function checkBounds(value: number, bounds: Bounds): PlausibilityCheck {
  if (value < bounds.min) return { plausible: false, reason: 'below_min' };
  if (value > bounds.max) return { plausible: false, reason: 'above_max' };
  return { plausible: true };
}

export function checkPlausibility(reading: Reading): PlausibilityCheck {
  if (isBloodPressureReading(reading)) {
    const systolic = checkBounds(reading.systolic, PLAUSIBLE_SYSTOLIC);
    if (!systolic.plausible) return systolic;
    const diastolic = checkBounds(reading.diastolic, PLAUSIBLE_DIASTOLIC);
    if (!diastolic.plausible) return diastolic;
    if (reading.diastolic >= reading.systolic)
      return { plausible: false, reason: 'diastolic_not_below_systolic' };
    return { plausible: true };
  }
  const bounds = PLAUSIBLE_BOUNDS[reading.metric];
  if (!bounds) return reading.value >= 0 ? { plausible: true } : { plausible: false, reason: 'below_min' };
  return checkBounds(reading.value, bounds);
}

/** True when a bare value could be this metric; used by the parser to decide ambiguous numbers. */
export function isWithinPlausibleBounds(metric: string, value: number): boolean {
  const bounds = PLAUSIBLE_BOUNDS[metric];
  return bounds ? value >= bounds.min && value <= bounds.max : true;
}
