import { interpretReading, type Reading } from '@vitalia/domain';
import { parseMessage } from '@vitalia/parser';
import type { Transcriber } from '../voice/transcription-client';
import { urgentLine } from './say/parts';
import * as say from './say/voice';
import { splitBySubject } from './understanding';
import { meterWordOf, withReminderContext } from './understood';
import { minutesBetween, PENDING_MINUTES, text, type Outcome, type Pending, type Turn } from './turn';

/**
 * Voice notes (CONTRACTS.md section 6). The transcript is read as the text it is, through the engine's one
 * path for text (`readText`): what it would store is first read back ("Escuché: «…». ¿Guardo tu glucosa de
 * 140 mg/dL en ayunas?") and stored only on "Sí, guárdala"; anything else is answered as the text would be.
 */

type VoicePending = Extract<Pending, { kind: 'voice_reading' }>;
type ReadText = (turn: Turn, body: string) => Promise<Outcome>;

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
        return { reply: text(say.VOICE_NOT_SET_UP), patch: {}, label: 'voice:not_set_up' };
      const result = await transcriber.transcribe(mediaId);
      if (!result.ok)
        return {
          reply: text(say.VOICE_PROBLEMS[result.problem]),
          patch: {},
          label: `voice:${result.problem}`,
        };
      const transcript = result.text;
      if (!/[\p{L}\p{N}]/u.test(transcript))
        return { reply: text(say.NOTHING_HEARD), patch: {}, label: 'voice:empty' };
      const readings = readingsHeard(turn, transcript);
      if (readings === null) {
        const outcome = await readText(asText(turn, transcript), transcript);
        if (!outcome.notUnderstood) return outcome;
        return { reply: text(say.heardNotUnderstood(transcript)), patch: {}, label: 'voice:not_understood' };
      }
      // What to do now goes first, even before the person confirms: a crisis value cannot wait.
      const now = readings.map((reading) => interpretReading(reading).whatToDoNow?.text);
      const steps = [...new Set(now.filter((step): step is string => Boolean(step)))].map(urgentLine);
      const sentAt = turn.inbound.sent_at.toISOString();
      return {
        reply: {
          type: 'buttons',
          text: [...steps, say.heardReadBack(transcript, readings)].join('\n'),
          buttons: [say.VOICE_BUTTONS.yes, say.VOICE_BUTTONS.no],
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
      if (optionId !== say.VOICE_BUTTONS.yes.id && optionId !== say.VOICE_BUTTONS.no.id) return null;
      const previous = held?.previous ?? null;
      if (!held) return { reply: text(say.VOICE_EXPIRED), patch: {}, label: 'voice:expired' };
      if (optionId === say.VOICE_BUTTONS.no.id)
        return { reply: text(say.VOICE_DECLINED), patch: { pending: previous }, label: 'voice:declined' };
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
