import type { Reading, ReadingContext } from '@vitalia/domain';
import {
  METRICS,
  convertFahrenheitToCelsius,
  convertMmolToMgDl,
  convertPoundsToKg,
  MMOL_GLUCOSE_BELOW,
  roundTo,
} from '@vitalia/domain';
import type { FoundReading } from './found-reading';

/**
 * Turns a located reading into the stored shape (CONTRACTS.md section 5): glucose in mg/dL
 * (mmol/L × 18.016), weight in kg (lb × 0.45359237), temperature in °C.
 */

/** A body temperature over 45 with a temperature word is °F ("temperatura 100.4"). */
const MIN_FAHRENHEIT_BODY = 86;

/** mmol/L values are small; "glucosa 100 mmol" is a mislabelled mg/dL value. */
function convertGlucose(found: FoundReading): number {
  if (found.unit?.convert === 'mmol' && found.value < MMOL_GLUCOSE_BELOW)
    return convertMmolToMgDl(found.value);
  return roundTo(found.value, 1);
}

function convertWeight(found: FoundReading): number {
  return found.unit?.convert === 'lb' ? convertPoundsToKg(found.value) : roundTo(found.value, 2);
}

function convertTemperature(found: FoundReading): number {
  const fahrenheit = found.unit?.convert === 'fahrenheit' || found.value >= MIN_FAHRENHEIT_BODY;
  return fahrenheit ? convertFahrenheitToCelsius(found.value) : roundTo(found.value, 1);
}

function buildValue(found: FoundReading): { value: number; unit: string } {
  switch (found.metric) {
    case 'glucosa':
      return { value: convertGlucose(found), unit: METRICS.glucosa.unit };
    case 'peso':
      return { value: convertWeight(found), unit: METRICS.peso.unit };
    case 'frecuencia_cardiaca':
      return { value: roundTo(found.value, 0), unit: METRICS.frecuencia_cardiaca.unit };
    case 'temperatura':
      return { value: convertTemperature(found), unit: METRICS.temperatura.unit };
    case 'saturacion':
      return { value: roundTo(found.value, 1), unit: METRICS.saturacion.unit };
    default:
      return { value: roundTo(found.value, 2), unit: found.unit?.unit ?? found.defaultUnit ?? '' };
  }
}

export function buildReading(found: FoundReading, context: ReadingContext | undefined): Reading {
  if (found.metric === 'presion') {
    const systolic = roundTo(found.value, 1);
    const diastolic = roundTo(found.diastolic ?? 0, 1);
    return context
      ? { metric: 'presion', systolic, diastolic, unit: 'mmHg', context }
      : { metric: 'presion', systolic, diastolic, unit: 'mmHg' };
  }
  const { value, unit } = buildValue(found);
  return context ? { metric: found.metric, value, unit, context } : { metric: found.metric, value, unit };
}

/** The value as the person wrote it, when it was converted ("7.8 mmol/L", "180 lb", "100.4 °F"); else null. */
export function writtenForm(found: FoundReading, reading: Reading): { value: number; unit: string } | null {
  if (!('value' in reading) || reading.value === found.value) return null;
  const convert = found.unit?.convert;
  if (found.metric === 'glucosa' && convert === 'mmol') return { value: found.value, unit: 'mmol/L' };
  if (found.metric === 'peso' && convert === 'lb') return { value: found.value, unit: 'lb' };
  if (found.metric === 'temperatura' && (convert === 'fahrenheit' || found.value >= MIN_FAHRENHEIT_BODY))
    return { value: found.value, unit: '°F' };
  return null;
}
