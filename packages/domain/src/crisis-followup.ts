import { GLUCOSE } from './classify-glucose';
import type { Interpretation } from './interpret-reading';
import { isBloodPressureReading } from './reading';
import type { SourceId } from './sources';

/**
 * What happens after a crisis value (CONTRACTS section 6, "Crisis follow-up"): the person is asked again
 * after a while, their caregivers hear when help is asked for, when there is no answer yet, and when it is
 * over. The words are data with their source, like every advice text; the timing is the product's rule
 * (CRISIS_FOLLOWUP_MINUTES, 15 by default: the 15 minutes of the ADA's 15-15 rule for a low).
 */
export interface FollowupText {
  id: string;
  text: string;
  source: SourceId;
}

/** A low is followed up by the re-check of the 15-15 rule; every other crisis by "¿cómo sigues?". */
export type CrisisKind = 'low' | 'other';

export function crisisKindOf(interpretation: Interpretation): CrisisKind {
  const { reading } = interpretation;
  if (isBloodPressureReading(reading) || reading.metric !== 'glucosa') return 'other';
  return reading.beyondRange === 'LO' || reading.value < GLUCOSE.level1Hypoglycemia ? 'low' : 'other';
}

/**
 * A later reading that ends the crisis: nothing urgent, within or near the target (normal or attention),
 * and for a low glucose at 70 or more. A value still high (a pressure of 150/95 after 190/125) does not:
 * the follow-up stays open until a value in range or "Estoy bien".
 */
export function endsCrisis(kind: CrisisKind, interpretation: Interpretation): boolean {
  if (interpretation.urgent) return false;
  const { reading, severity } = interpretation;
  if (kind === 'low') {
    return (
      !isBloodPressureReading(reading) &&
      reading.metric === 'glucosa' &&
      !reading.beyondRange &&
      reading.value >= GLUCOSE.level1Hypoglycemia
    );
  }
  return severity === 'normal' || severity === 'attention';
}

/** The question the person gets when the follow-up time passes with no answer and no new reading. */
export function followupQuestion(kind: CrisisKind, valueText: string, minutes: number): FollowupText {
  return kind === 'low'
    ? {
        id: 'seguimiento.azucar_baja',
        text: `⏰ Ya pasaron ${minutes} minutos desde que registraste ${valueText}. ¿Cuánto salió ahora? Escríbeme el número. Si sigue en menos de ${GLUCOSE.level1Hypoglycemia}, toma otros 15 g de azúcar rápida; si te sientes confundido(a) o muy mal, que alguien llame al 911.`,
        source: 'ada-soc-6-hypoglycemia',
      }
    : {
        id: 'seguimiento.crisis',
        text: `⏰ ¿Cómo sigues? Hace ${minutes} minutos registraste ${valueText}. Si ya mediste otra vez, escríbeme el valor. Si tienes dolor de pecho, falta de aire, confusión o te sientes peor, llama al 911 ahora.`,
        source: 'aha-hypertensive-crisis',
      };
}

/** The person's answers to the follow-up's buttons. */
export const FOLLOWUP_REPLIES = {
  fineLow: {
    id: 'seguimiento.bien_baja',
    text: `👍 Qué bueno que te sientes bien. Vuelve a medir tu glucosa: si sigue en menos de ${GLUCOSE.level1Hypoglycemia}, toma otros 15 g de azúcar rápida; cuando pase de ${GLUCOSE.level1Hypoglycemia}, come algo para que no vuelva a bajar.`,
    source: 'ada-soc-6-hypoglycemia',
  },
  fine: {
    id: 'seguimiento.bien',
    text: '👍 Qué bueno que te sientes bien. Vuelve a medir más tarde y escríbeme el valor; si aparece dolor de pecho, falta de aire, confusión u otro síntoma fuerte, llama al 911.',
    source: 'aha-hypertensive-crisis',
  },
  help: {
    id: 'seguimiento.ayuda',
    text: '🚨 Si es una emergencia, llama al 911 ahora. Si puedes, quédate con alguien y no manejes.',
    source: 'product-rule',
  },
  helpAlone: {
    id: 'seguimiento.ayuda_sin_contactos',
    text: '🚨 Si es una emergencia, llama al 911 ahora o pide ayuda a alguien cerca; no manejes. No tienes contactos que reciban tus alertas: puedes agregar uno en la sección Compartir de tu cuenta.',
    source: 'product-rule',
  },
} as const satisfies Record<string, FollowupText>;

/** What the caregivers told about a crisis hear next, written to them. */
export const CAREGIVER_FOLLOWUPS = {
  help: (name: string, valueText: string | null): FollowupText => ({
    id: 'cuidador.pidio_ayuda',
    text: `🚨 ${name} pidió ayuda en Vitalia${valueText ? ` después de registrar ${valueText}` : ''}. Llámale ahora; si no responde o está grave, llamen al 911.`,
    source: 'product-rule',
  }),
  noAnswer: (name: string, valueText: string, minutes: number): FollowupText => ({
    id: 'cuidador.sin_respuesta',
    text: `⚠️ ${name} todavía no responde en Vitalia: registró ${valueText} hace ${minutes} minutos. Llámale o búscale; si no le localizan y creen que está en peligro, llamen al 911.`,
    source: 'product-rule',
  }),
  allClear: (name: string, reason: string): FollowupText => ({
    id: 'cuidador.todo_bien',
    text: `✅ Buenas noticias: ${name} ${reason}. Si notan algo raro, llámale.`,
    source: 'product-rule',
  }),
} as const;

/** Why the all-clear went: the person's button, or a reading out of the crisis range. */
export const ALL_CLEAR_REASONS = {
  fine: 'respondió que se siente bien',
  reading: (valueText: string) => `registró ${valueText}, fuera del rango de crisis`,
} as const;

/** "la glucosa", "el peso", "las cetonas": a metric in a sentence with its article, and its number. */
function withArticle(metric: string, nameInSentence: string): { words: string; plural: boolean } {
  if (metric === 'cetonas') return { words: `las ${nameInSentence}`, plural: true };
  if (metric === 'peso') return { words: `el ${nameInSentence}`, plural: false };
  return { words: `la ${nameInSentence}`, plural: false };
}

/** A reading the caregivers were told about, as their correction names it. */
export interface CorrectedReading {
  metric: string;
  /** "glucosa", "presión arterial". */
  metricName: string;
  /** The person's name, as the caregivers know them. */
  name: string;
  /** The value they were told ("40", "190/125", "LO"). */
  was: string;
  /** What it really was; null when it was deleted. */
  now: string | null;
}

/**
 * What the caregivers told about a reading hear when the person corrects or deletes it as a mistake
 * (CONTRACTS section 6, "A mistake is fully undone"): one short line with the value they were told and
 * what it really was, so they stop acting on a number that never was. It gives no advice (a corrected
 * value that is itself a crisis is followed by that crisis's steps, from caregiver-steps.ts); the wording
 * is the product's, so it names the product rule as its source.
 */
export function caregiverCorrection(reading: CorrectedReading): FollowupText {
  const { words, plural } = withArticle(reading.metric, reading.metricName);
  const what = `${words} de ${reading.was} de ${reading.name}`;
  return reading.now === null
    ? {
        id: 'cuidador.correccion_borrada',
        text: `Corrección: ${what} ${plural ? 'fueron' : 'fue'} un error y se ${plural ? 'borraron' : 'borró'}.`,
        source: 'product-rule',
      }
    : {
        id: 'cuidador.correccion',
        text: `Corrección: ${what} ${plural ? 'fueron' : 'fue'} un error; ${plural ? 'eran' : 'era'} ${reading.now}.`,
        source: 'product-rule',
      };
}
