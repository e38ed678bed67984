import {
  formatReadingValue,
  getMetricDefinition,
  READING_CONTEXT_LABELS,
  type Reading,
} from '@vitalia/domain';
import type { ButtonOption } from '@vitalia/services';
import type { TranscriptionProblem } from '../../voice/transcription-client';
import { listOf } from './parts';

/** Voice notes: what was heard, read back before anything is stored, and why a note could not be heard. */

export const VOICE_BUTTONS = {
  yes: { id: 'voz:guardar', title: 'Sí, guárdala' },
  no: { id: 'voz:no_guardar', title: 'No' },
} as const satisfies Record<string, ButtonOption>;

const EXAMPLE = 'por ejemplo «glucosa 140 en ayunas» o «presión 130/80»';

export const VOICE_NOT_SET_UP = `🎤 Recibí tu mensaje de voz, pero por ahora no puedo escuchar audios. ¿Me escribes tu lectura? Por ejemplo «glucosa 140 en ayunas» o «presión 130/80».`;

export const VOICE_PROBLEMS: Readonly<Record<TranscriptionProblem, string>> = {
  expired: `🎤 Ya no pude abrir tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  unavailable: `🎤 No pude abrir tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  busy: `🎤 Ahorita no pude escuchar tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  too_large: `🎤 Tu audio es muy largo y no lo pude escuchar. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  not_audio: `🎤 Eso no parece un mensaje de voz y no lo pude escuchar. ¿Me escribes tu lectura, ${EXAMPLE}?`,
};
export const NOTHING_HEARD = `🎤 No alcancé a escuchar nada en tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`;
export const VOICE_DECLINED = `De acuerdo, no guardé nada. Cuando puedas, escríbeme el valor, ${EXAMPLE}.`;
export const VOICE_EXPIRED = `Ese mensaje de voz ya no está pendiente y no guardé nada. Si quieres, escríbeme tu lectura, ${EXAMPLE}.`;

/** What was heard, as said back: short enough for a phone screen. */
function heard(transcript: string): string {
  const oneLine = transcript.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 299)}…` : oneLine;
}

export const heardNotUnderstood = (transcript: string) =>
  `🎤 Escuché: «${heard(transcript)}», pero no lo entendí. ¿Me lo escribes, ${EXAMPLE}?`;

/** "tu glucosa de 140 mg/dL en ayunas". */
export function spoken(reading: Reading): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const your = /s$/.test(definition.nameInSentence) ? 'tus' : 'tu';
  const when = reading.context ? ` ${READING_CONTEXT_LABELS[reading.context]}` : '';
  return `${your} ${definition.nameInSentence} de ${formatReadingValue(reading)}${when}`;
}

/** «🎤 Escuché: «…». ¿Guardo tu glucosa de 140 mg/dL?» */
export function heardReadBack(transcript: string, readings: readonly Reading[]): string {
  const question =
    readings.length > 0 ? `¿Guardo ${listOf(readings.map(spoken))}?` : '¿Guardo lo que dijiste?';
  return `🎤 Escuché: «${heard(transcript)}». ${question}`;
}
