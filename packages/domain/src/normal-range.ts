import { BMI } from './classify-weight';
import { GLUCOSE } from './classify-glucose';
import { BODY_TEMPERATURE, HEART_RATE, OXYGEN_SATURATION } from './classify-vitals';
import type { ReadingContext } from './reading';
import { normalizeHeightToMetres, roundTo } from './units';

/** The green band a metric's chart shows (CONTRACTS.md section 3: `normal_range`). */
export interface NormalRange {
  min: number;
  max: number;
}

export interface NormalRangeOptions {
  /** Narrows the glucose band: fasting / pre-meal readings have a tighter target. */
  context?: ReadingContext;
  /** Height in centimetres (or metres if under 3); the weight band needs it. */
  heightCm?: number;
}

/**
 * - glucosa: 70–180 mg/dL, the ADA "time in range" band, which fits a chart mixing fasting and
 *   post-meal readings; 80–130 for a fasting or pre-meal series.
 * - presion: the systolic band, 90–129 mmHg (above low pressure, up to the NOM-030 "normal" grade);
 *   the diastolic band is {@link getDiastolicNormalRange}.
 * - peso: the weight for a WHO normal BMI (18.5–24.9) at the user's height, or null without it.
 * - frecuencia_cardiaca 60–100 lpm, saturacion 95–100 %, temperatura 36.0–37.4 °C.
 * - any other custom indicator: null (no band).
 */
export function getNormalRange(metric: string, options: NormalRangeOptions = {}): NormalRange | null {
  switch (metric) {
    case 'glucosa':
      return options.context === 'ayunas' || options.context === 'antes_de_comer'
        ? { min: GLUCOSE.preMealTargetMin, max: GLUCOSE.preMealTargetMax }
        : { min: GLUCOSE.level1Hypoglycemia, max: GLUCOSE.postMealTargetBelow };
    case 'presion':
      return { min: 90, max: 129 };
    case 'peso': {
      if (options.heightCm === undefined || !(options.heightCm > 0)) return null;
      const metres = normalizeHeightToMetres(options.heightCm);
      const squared = metres * metres;
      return { min: roundTo(BMI.underweightBelow * squared, 1), max: roundTo(24.9 * squared, 1) };
    }
    case 'frecuencia_cardiaca':
      return { min: HEART_RATE.low, max: HEART_RATE.high };
    case 'saturacion':
      return { min: OXYGEN_SATURATION.normalMin, max: 100 };
    case 'temperatura':
      return { min: BODY_TEMPERATURE.normalMin, max: BODY_TEMPERATURE.normalMax };
    default:
      return null;
  }
}

/** Diastolic band for the blood-pressure chart's second line: 60–84 mmHg. */
export function getDiastolicNormalRange(): NormalRange {
  return { min: 60, max: 84 };
}
