import { PLAUSIBLE_BOUNDS } from './plausibility';
import type { SourceId } from './sources';

/**
 * A glucose meter that cannot measure shows "HI" (above its range, about 600 mg/dL) or "LO" (below it,
 * about 20). Both are emergencies, answered with what to do now, never as an impossible value.
 */
export interface MeterWordAdvice {
  id: string;
  text: string;
  source: SourceId;
}

const RANGE = PLAUSIBLE_BOUNDS.glucosa!;

export const METER_WORD_ADVICE: Readonly<Record<'HI' | 'LO', MeterWordAdvice>> = {
  HI: {
    id: 'medidor.hi',
    text: `Qué hacer ahora: «HI» en el glucómetro (o más de ${RANGE.max}) significa que tu azúcar está más alta de lo que el aparato puede medir. Es una emergencia: ve a urgencias o llama al 911 ahora. Toma agua sola mientras tanto y no manejes.`,
    source: 'ada-soc-6-hyperglycemic-crises',
  },
  LO: {
    id: 'medidor.lo',
    text: `Qué hacer ahora: «LO» en el glucómetro significa azúcar muy baja, menos de ${RANGE.min}, lo que el aparato ya no mide. Si puedes tragar, toma ya 15 g de azúcar rápida (½ vaso de jugo o refresco normal, no light) y vuelve a medir en 15 minutos. Si estás confundido(a) o no puedes tragar, que alguien llame al 911; no te den nada por la boca.`,
    source: 'ada-soc-6-hypoglycemia',
  },
};

/** Above this a "glucose" is a typo (1200 for 120), asked again rather than taken for a meter's HI. */
const TYPO_FROM = 1000;

/**
 * A glucose above what meters show ("me salió 650", a lab or a second meter) is answered as "HI". A value
 * under the range is not read as "LO": "glucosa 5.6" is mmol/L written without its unit, asked again.
 */
export function meterWordOfGlucose(value: number): 'HI' | null {
  return value > RANGE.max && value < TYPO_FROM ? 'HI' : null;
}

/** The value kept for a reading beyond the meter's range: the end of the range it is beyond. */
export function meterRangeEnd(word: 'HI' | 'LO'): number {
  return word === 'HI' ? RANGE.max : RANGE.min;
}

/**
 * A glucose in mg/dL entered as a number beyond what a meter shows (the web form, a lab): above the range
 * is "HI", below it (but above zero) "LO". Typos (from 1000) are not: they are refused and asked again.
 */
export function glucoseBeyondMeter(valueMgDl: number): 'HI' | 'LO' | null {
  if (valueMgDl > RANGE.max && valueMgDl < TYPO_FROM) return 'HI';
  if (valueMgDl > 0 && valueMgDl < RANGE.min) return 'LO';
  return null;
}

/** "HI, más de 600" / "LO, menos de 20": how a reading beyond the range is shown, never as a number. */
export function beyondRangeText(word: 'HI' | 'LO'): string {
  return word === 'HI' ? `HI, más de ${RANGE.max}` : `LO, menos de ${RANGE.min}`;
}
