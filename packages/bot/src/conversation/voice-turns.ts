import {
  formatReadingValue,
  getMetricDefinition,
  interpretReading,
  READING_CONTEXT_LABELS,
  type Reading,
} from '@vitalia/domain';
import { parseMessage } from '@vitalia/parser';
import type { ButtonOption } from '@vitalia/services';
import type { Transcriber, TranscriptionProblem } from '../voice/transcription-client';
import { splitBySubject } from './understanding';
import { meterWordOf, withReminderContext } from './understood';
import { minutesBetween, PENDING_MINUTES, text, type Outcome, type Pending, type Turn } from './turn';

/**
 * Voice notes (CONTRACTS.md section 6). The transcript is read as the text it is, through the engine's one
 * path for text (`readText`): what it would store is first read back ("Escuché: «…». ¿Guardo tu glucosa de
 * 140 mg/dL en ayunas?") and stored only on "Sí, guárdala"; anything else is answered as the text would be.
 */

export const VOICE_BUTTONS = {
  yes: { id: 'voz:guardar', title: 'Sí, guárdala' },
  no: { id: 'voz:no_guardar', title: 'No' },
} as const satisfies Record<string, ButtonOption>;

type VoicePending = Extract<Pending, { kind: 'voice_reading' }>;
type ReadText = (turn: Turn, body: string) => Promise<Outcome>;

const EXAMPLE = 'por ejemplo «glucosa 140 en ayunas» o «presión 130/80»';
export const VOICE_NOT_SET_UP = `🎤 Recibí tu mensaje de voz, pero por ahora no puedo escuchar audios. ¿Me escribes tu lectura? Por ejemplo «glucosa 140 en ayunas» o «presión 130/80».`;
const PROBLEM_REPLIES: Readonly<Record<TranscriptionProblem, string>> = {
  expired: `🎤 Ya no pude abrir tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  unavailable: `🎤 No pude abrir tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  busy: `🎤 Ahorita no pude escuchar tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  too_large: `🎤 Tu audio es muy largo y no lo pude escuchar. ¿Me escribes tu lectura, ${EXAMPLE}?`,
  not_audio: `🎤 Eso no parece un mensaje de voz y no lo pude escuchar. ¿Me escribes tu lectura, ${EXAMPLE}?`,
};
const NOTHING_HEARD = `🎤 No alcancé a escuchar nada en tu mensaje de voz. ¿Me escribes tu lectura, ${EXAMPLE}?`;
export const VOICE_DECLINED = `De acuerdo, no guardé nada. Cuando puedas, escríbeme el valor, ${EXAMPLE}.`;
const VOICE_EXPIRED = `Ese mensaje de voz ya no está pendiente y no guardé nada. Si quieres, escríbeme tu lectura, ${EXAMPLE}.`;

/** What was heard, as said back: short enough for a phone screen. */
function heard(transcript: string): string {
  const oneLine = transcript.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 299)}…` : oneLine;
}

/** "tu glucosa de 140 mg/dL en ayunas". */
export function spoken(reading: Reading): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const your = /s$/.test(definition.nameInSentence) ? 'tus' : 'tu';
  const when = reading.context ? ` ${READING_CONTEXT_LABELS[reading.context]}` : '';
  return `${your} ${definition.nameInSentence} de ${formatReadingValue(reading)}${when}`;
}

function listed(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * The open question without a voice note's readings: a later message drops them (it is read with the
 * question that was open before), and "Sí, guárdala" finds them here.
 */
export function setVoiceAside(
  state: Pending | null,
  sentAt: Date,
): { state: Pending | null; held: VoicePending | null } {
  if (state?.kind !== 'voice_reading') return { state, held: null };
  const fresh = minutesBetween(new Date(state.askedAt), sentAt) <= PENDING_MINUTES;
  return { state: state.previous, held: fresh ? state : null };
}

export function createVoiceTurns(options: { transcriber?: Transcriber; readText: ReadText }) {
  const { transcriber, readText } = options;

  /** The turn as if the transcript had been written in this message. */
  const asText = (turn: Turn, transcript: string): Turn => ({
    ...turn,
    inbound: { ...turn.inbound, kind: 'text', body: transcript },
  });

  /**
   * Whether the text path could store something from the transcript: a reading of the sender's own, a
   * meter word, or any number (a correction, the other half of a pressure, a value asked for).
   */
  function readingsHeard(turn: Turn, transcript: string): Reading[] | null {
    const pending = turn.state;
    const expected =
      pending?.kind === 'value_again' || pending?.kind === 'reminded' ? pending.metric : undefined;
    let parsed = parseMessage(transcript, { expectedMetric: expected });
    if (pending?.kind === 'reminded' && pending.context) parsed = withReminderContext(parsed, pending);
    const { own, others } = splitBySubject(parsed);
    if (own.readings.length > 0 || meterWordOf(own)) return own.readings;
    // Someone else's reading is never stored in the sender's record: answered as written.
    if (others.length > 0) return null;
    const onlyAsks = parsed.intents.includes('question') && own.implausible.length === 0;
    return /\d/.test(transcript) && !onlyAsks ? [] : null;
  }

  return {
    async answerAudio(turn: Turn): Promise<Outcome> {
      const mediaId = turn.inbound.media_id;
      if (!transcriber || !mediaId)
        return { reply: text(VOICE_NOT_SET_UP), patch: {}, label: 'voice:not_set_up' };
      const result = await transcriber.transcribe(mediaId);
      if (!result.ok)
        return { reply: text(PROBLEM_REPLIES[result.problem]), patch: {}, label: `voice:${result.problem}` };
      const transcript = result.text;
      if (!/[\p{L}\p{N}]/u.test(transcript))
        return { reply: text(NOTHING_HEARD), patch: {}, label: 'voice:empty' };
      const readings = readingsHeard(turn, transcript);
      if (readings === null) {
        const outcome = await readText(asText(turn, transcript), transcript);
        if (!outcome.notUnderstood) return outcome;
        const reply = `🎤 Escuché: «${heard(transcript)}», pero no lo entendí. ¿Me lo escribes, ${EXAMPLE}?`;
        return { reply: text(reply), patch: {}, label: 'voice:not_understood' };
      }
      // What to do now goes first, even before the person confirms: a crisis value cannot wait.
      const steps = [
        ...new Set(readings.map((reading) => interpretReading(reading).whatToDoNow?.text).filter(Boolean)),
      ].map((step) => `🚨 ${step}`);
      const question =
        readings.length > 0 ? `¿Guardo ${listed(readings.map(spoken))}?` : '¿Guardo lo que dijiste?';
      const sentAt = turn.inbound.sent_at.toISOString();
      return {
        reply: {
          type: 'buttons',
          text: [...steps, `🎤 Escuché: «${heard(transcript)}». ${question}`].join('\n'),
          buttons: [VOICE_BUTTONS.yes, VOICE_BUTTONS.no],
        },
        patch: {
          pending: {
            kind: 'voice_reading',
            transcript,
            messageId: turn.inbound.wa_message_id,
            sentAt,
            askedAt: sentAt,
            previous: turn.state?.kind === 'voice_reading' ? null : turn.state,
          },
        },
        label: 'voice:read_back',
        urgent: steps.length > 0,
      };
    },

    /** "Sí, guárdala" / "No"; null for any other button. */
    async answerButton(turn: Turn, held: VoicePending | null, optionId: string): Promise<Outcome | null> {
      if (optionId !== VOICE_BUTTONS.yes.id && optionId !== VOICE_BUTTONS.no.id) return null;
      const previous = held?.previous ?? null;
      if (!held) return { reply: text(VOICE_EXPIRED), patch: {}, label: 'voice:expired' };
      if (optionId === VOICE_BUTTONS.no.id)
        return { reply: text(VOICE_DECLINED), patch: { pending: previous }, label: 'voice:declined' };
      // Read as the voice note's own text: its id is the readings' key, its time their time.
      const said: Turn = {
        ...turn,
        inbound: {
          ...turn.inbound,
          kind: 'text',
          body: held.transcript,
          wa_message_id: held.messageId,
          sent_at: new Date(held.sentAt),
        },
      };
      const outcome = await readText(said, held.transcript);
      return {
        ...outcome,
        patch: {
          ...outcome.patch,
          pending: outcome.patch.pending === undefined ? previous : outcome.patch.pending,
        },
      };
    },
  };
}
