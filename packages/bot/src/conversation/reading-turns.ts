import type { ReadingInput } from '@vitalia/contracts/metrics';
import { REMINDED_MINUTES } from './states/reminded';
import { LOW_BELOW, meterRangeEnd, PAST_LOW_ADVICE, type SymptomCode } from '@vitalia/domain';
import { resolveReadingTime } from '@vitalia/domain/local-time';
import { parseMessage, type ParseResult } from '@vitalia/parser';
import { DomainError, type Services } from '@vitalia/services';
import { isCorrection, normalizeWords } from './commands';
import {
  asPastLow,
  correctedReadingReply,
  implausibleReply,
  readingLines,
  severalReadingsReply,
  singleReadingReply,
  type WrittenForm,
} from './say/reading-layout';
import { askCrisisSymptoms, withFollowupButtons } from './crisis-turns';
import * as say from './say';
import {
  clock,
  CORRECTION_MINUTES,
  UNDO_HOURS,
  minutesBetween,
  PENDING_MINUTES,
  text,
  type Outcome,
  type Pending,
  type Turn,
} from './turn';
import { describe } from './say/parts';
import { isFreshReading, isPastLow, numberSaidSince } from './correction-signs';
import { warningLine } from './say/parts';

/** The readings of a message as the readings service takes them, each at the time the message says. */
export function readingInputsOf(
  turn: Pick<Turn, 'inbound' | 'timeZone'>,
  said: ParseResult['readings'],
  times: ParseResult['times'],
): ReadingInput[] {
  // "hoy en ayunas" is a morning value (07:00); "amanecí con 112" is of the moment it is said.
  const fasting = /ayunas/.test(normalizeWords(turn.inbound.body ?? ''));
  return said.map((reading, index) => ({
    metric: reading.metric,
    value: 'systolic' in reading ? reading.systolic : reading.value,
    v2: 'systolic' in reading ? reading.diastolic : null,
    measured_at: resolveReadingTime(times?.[index] ?? null, turn.inbound.sent_at, turn.timeZone, {
      fasting: reading.context === 'ayunas' && fasting,
    }),
    context: reading.context ?? null,
    note: null,
    unit: reading.unit || null,
  }));
}

/** A reading held in the conversation (a relative's, one read back) as the readings service takes it. */
export function heldReadingInput(reading: {
  metric: string;
  value: number;
  v2: number | null;
  measuredAt: string;
  context: ReadingInput['context'];
  unit: string | null;
}): ReadingInput {
  return {
    metric: reading.metric,
    value: reading.value,
    v2: reading.v2,
    measured_at: new Date(reading.measuredAt),
    context: reading.context,
    note: null,
    unit: reading.unit,
  };
}

/** How long after a reading "ya le dije que me salió 320" still means that reading. */
export const REPEAT_HOURS = 12;

/**
 * What a message's readings are stored as: a meter's "HI" or "LO" (or a glucose past 600) first, kept
 * marked as beyond the meter's range, then the readings said; with each one's form as written ("7.8
 * mmol/L") and the symptoms said with them.
 */
export function messageReadings(
  turn: Pick<Turn, 'inbound' | 'timeZone'>,
  parsed: ParseResult,
  meterWord: 'HI' | 'LO' | null = null,
): SaidReadings {
  const inputs = readingInputsOf(turn, parsed.readings, parsed.times);
  if (meterWord)
    inputs.unshift({
      metric: 'glucosa',
      value: meterRangeEnd(meterWord),
      v2: null,
      measured_at: turn.inbound.sent_at,
      context: null,
      note: null,
      unit: null,
      beyond_range: meterWord,
    });
  // The parsed readings follow a meter word's reading, when there is one.
  const written = inputs.map((_, index) => parsed.written?.[meterWord ? index - 1 : index] ?? null);
  return { inputs, written, signs: parsed.symptoms ?? [] };
}

/** Readings of a message ready to store, with how they were written and the symptoms said with them. */
export interface SaidReadings {
  inputs: ReadingInput[];
  /** Same index as `inputs`: the value as written when it was converted, else null. */
  written: Array<WrittenForm | null>;
  signs: SymptomCode[];
}

/**
 * The turns that log readings: several in one message, half a pressure asked for and completed, a value
 * asked again, "no, era 140" correcting the last one, a bare number continuing the last metric.
 */
export function createReadingTurns({ services }: { services: Services }) {
  const { readings, recordReadings } = services;

  async function openQuestion(turn: Turn): Promise<Pending | null> {
    const pending = turn.state;
    if (!pending || turn.late) return null;
    const minutes = pending.kind === 'reminded' ? REMINDED_MINUTES : PENDING_MINUTES;
    return minutesBetween(new Date(pending.askedAt), turn.inbound.sent_at) <= minutes ? pending : null;
  }

  /**
   * Stores the readings of a message through the one record-readings use case (one transaction, the
   * message id as their key); one reply confirms them all, the most urgent first. Their consequences run
   * after the reply is queued (the engine settles them), so an alert follows the confirmation.
   */
  function storeReadings(
    turn: Turn,
    parsed: ParseResult,
    base: Partial<Outcome['patch']> = {},
    meterWord: 'HI' | 'LO' | null = null,
  ): Promise<Outcome> {
    return storeSaid(turn, messageReadings(turn, parsed, meterWord), base);
  }

  /** Stores readings already read from a message (`turn.inbound` is that message: their key). */
  async function storeSaid(
    turn: Turn,
    said: SaidReadings,
    base: Partial<Outcome['patch']> = {},
  ): Promise<Outcome> {
    const { inputs } = said;
    const result = await recordReadings.record(
      turn.account.user_id,
      inputs,
      {
        source: 'whatsapp',
        inboundMessageId: turn.inbound.wa_message_id,
        signs: said.signs,
        noFollowupOpen: !turn.crisisOpen,
      },
      { settle: 'caller' },
    );
    const all = result.stored.map(({ interpretation, index }) => {
      const lines = readingLines(interpretation, turn.account.first_name, said.written[index] ?? null);
      return isPastLow(inputs[index], turn.inbound.sent_at) ? asPastLow(lines, PAST_LOW_ADVICE) : lines;
    });
    const problems = result.refused.map(({ error }) => error.message);
    const latest = result.stored.at(-1);
    const body =
      inputs.length > 1
        ? severalReadingsReply(all, problems)
        : all[0]
          ? singleReadingReply(all[0])
          : problems.map(warningLine).join('\n');
    const outcome: Outcome = {
      reply: text(body),
      patch: {
        ...base,
        pending: null,
        ...(latest
          ? { lastReading: { id: latest.row.id, at: turn.inbound.sent_at, metric: latest.row.metric } }
          : {}),
      },
      label: latest ? 'stored' : 'refused',
      stored: Boolean(latest),
      lowNow: result.stored.some(
        ({ interpretation, index }) =>
          interpretation.reading.metric === 'glucosa' &&
          (inputs[index]?.value ?? LOW_BELOW) < LOW_BELOW &&
          !isPastLow(inputs[index], turn.inbound.sent_at),
      ),
      consequencesId: result.consequencesId,
      noCrisisOwed: !result.stored.some(({ interpretation }) => interpretation.urgent),
      urgent: result.stored.some(({ interpretation }) => interpretation.urgent),
      warned: result.stored.some(({ interpretation }) => interpretation.warningSigns),
      urgentAdviceIds: result.stored.flatMap(({ interpretation }) =>
        interpretation.whatToDoNow ? [interpretation.whatToDoNow.id] : [],
      ),
    };
    // A pressure in crisis said without symptoms: ask about them (an emergency with them, not without).
    const crisisWithoutSigns = result.stored.some(
      ({ interpretation }) =>
        interpretation.category?.code === 'crisis_hipertensiva' && !interpretation.warningSigns,
    );
    if (crisisWithoutSigns) return askCrisisSymptoms(outcome, turn);
    // A crisis value: "Estoy bien" / "Necesito ayuda" under its steps (the follow-up's buttons).
    return outcome.urgent ? withFollowupButtons(outcome) : outcome;
  }

  /** The metric of the chat reading stored in the last minutes, which a bare follow-up number continues. */
  function recentReadingMetric(turn: Turn): string | undefined {
    const { last_reading_at: at, last_reading_metric: metric } = turn.conversation;
    if (turn.late || !at || !metric || minutesBetween(at, turn.inbound.sent_at) > CORRECTION_MINUTES)
      return undefined;
    return metric;
  }

  async function askAgain(turn: Turn, parsed: ParseResult): Promise<Outcome> {
    const askedAt = turn.inbound.sent_at.toISOString();
    const half = parsed.implausible.find((item) => item.reason === 'incomplete');
    if (half && 'value' in half) {
      const known = half.missing === 'systolic' ? 'diastolic' : 'systolic';
      // A time said with the first half ("ayer en la noche la presión 150") stays with the whole reading.
      const said = half.time ? resolveReadingTime(half.time, turn.inbound.sent_at, turn.timeZone) : null;
      return {
        reply: {
          type: 'buttons',
          text: say.askOtherHalf({ value: half.value, half: known }),
          buttons: [say.PRESSURE_HALF_BUTTONS.none],
        },
        patch: {
          pending: {
            kind: 'pressure_half',
            value: half.value,
            half: known,
            measuredAt: said?.toISOString() ?? null,
            askedAt,
          },
        },
        label: 'asked:presion',
      };
    }
    const first = parsed.implausible[0]!;
    return {
      reply: text(implausibleReply(first)),
      patch: { pending: { kind: 'value_again', metric: first.metric, askedAt } },
      label: `asked:${first.metric}`,
    };
  }

  /** "85" after "presión 130": the other half; the higher value is the systolic. */
  async function completePressure(
    turn: Turn,
    pending: Extract<Pending, { kind: 'pressure_half' }>,
    body: string,
  ) {
    const parsed = parseMessage(body, { expectedMetric: 'presion' });
    if (parsed.readings.length > 0) return storeReadings(turn, parsed);
    const other = parsed.implausible.find(
      (item) => item.metric === 'presion' && item.reason === 'incomplete',
    );
    if (!other || !('value' in other)) return null;
    const systolic = Math.max(pending.value, other.value);
    const diastolic = Math.min(pending.value, other.value);
    const completed: ParseResult = {
      readings: [{ metric: 'presion', systolic, diastolic, unit: 'mmHg' }],
      implausible: [],
      intent: 'log_reading',
      intents: ['log_reading'],
      times: [null],
    };
    const outcome = await storeReadings(
      pending.measuredAt
        ? { ...turn, inbound: { ...turn.inbound, sent_at: new Date(pending.measuredAt) } }
        : turn,
      completed,
    );
    if (outcome.patch.lastReading)
      outcome.patch.lastReading = { ...outcome.patch.lastReading, at: turn.inbound.sent_at };
    else return { reply: text(say.PRESSURE_HALVES_WRONG), patch: { pending: null }, label: 'asked:presion' };
    return outcome;
  }

  /** "no, era 140" right after a reading: that reading is corrected instead of a new one stored. */
  async function correctLast(turn: Turn, body: string): Promise<Outcome | null> {
    const { last_reading_id: id, last_reading_at: at } = turn.conversation;
    if (turn.late || !id || !at) return null;
    const minutes = minutesBetween(at, turn.inbound.sent_at);
    // Later than CORRECTION_MINUTES, only a correction that names the old value ("no era 180, era 118").
    if (minutes > UNDO_HOURS * 60) return null;
    if (!isCorrection(body) || isFreshReading(body)) return null;
    // A number said since that reading (someone else's, a question) leaves unclear what "no, es 210"
    // corrects: the message is read as what it says instead.
    if (await numberSaidSince(turn, at)) return null;
    const previous = await readings.find(turn.account.user_id, id).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!previous) return null;
    if (minutes > CORRECTION_MINUTES && !new RegExp(`\\b${previous.value}\\b`).test(body)) return null;
    // "no era 153 con 85, me equivoqué de dedo": a "no" before the right value, without its comma.
    // (Not "no era 40, era 140": there the second "era" is the right value.)
    const oneValue = (body.match(/\b(era|es|fue)\b/gi) ?? []).length === 1;
    const said = oneValue ? body.replace(/^\s*no\s+(era|es|fue)\b/i, 'no, $1') : body;
    const parsed = parseMessage(said, {
      expectedMetric: previous.metric,
    });
    let patch: { value?: number; v2?: number } | null = null;
    const [reading] = parsed.readings;
    if (parsed.readings.length === 1 && reading && reading.metric === previous.metric) {
      patch =
        'systolic' in reading ? { value: reading.systolic, v2: reading.diastolic } : { value: reading.value };
    } else if (previous.metric === 'presion' && parsed.readings.length === 0) {
      const half = parsed.implausible.find((item) => item.reason === 'incomplete');
      if (half && 'value' in half)
        patch = half.missing === 'systolic' ? { v2: half.value } : { value: half.value };
    }
    if (!patch) return null;
    // "no, la de mi esposo no es mía, la mía es 110" when 110 is what was stored: nothing to correct.
    const same =
      (patch.value === undefined || patch.value === previous.value) &&
      (patch.v2 === undefined || patch.v2 === previous.value2);
    if (same)
      return {
        reply: text(say.alreadyAsStored(describe(previous))),
        patch: { pending: null },
        label: 'same',
      };
    try {
      const corrected = await recordReadings.correct(turn.account.user_id, id, patch, { settle: 'caller' });
      const lines = readingLines(corrected.interpretation, turn.account.first_name);
      return {
        reply: text(correctedReadingReply(say.corrected(describe(corrected.row)), lines)),
        patch: { pending: null },
        label: 'corrected',
        consequencesId: corrected.consequencesId,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { reply: text(warningLine(error.message)), patch: {}, label: 'refused' };
    }
  }

  /**
   * "ya le dije que me salió 320" about the chat reading stored last (within REPEAT_HOURS): it is told it
   * is kept, not stored twice. Null when the message says nothing of the kind, or its values differ.
   */
  async function alreadyStored(turn: Turn, parsed: ParseResult): Promise<Outcome | null> {
    const { last_reading_id: id, last_reading_at: at } = turn.conversation;
    if (!parsed.repeated || !id || !at || minutesBetween(at, turn.inbound.sent_at) > REPEAT_HOURS * 60)
      return null;
    const previous = await readings.find(turn.account.user_id, id).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!previous) return null;
    const same = parsed.readings.every((reading) =>
      'systolic' in reading
        ? previous.metric === 'presion' &&
          previous.value === reading.systolic &&
          previous.value2 === reading.diastolic
        : previous.metric === reading.metric && previous.value === reading.value,
    );
    if (!same) return null;
    const measured = new Date(previous.measured_at);
    const day = (at: Date) =>
      at.toLocaleDateString('es-MX', { timeZone: turn.timeZone, day: 'numeric', month: 'long' });
    const sent = turn.inbound.sent_at;
    const dayOf =
      day(measured) === day(sent)
        ? 'today'
        : day(measured) === day(new Date(sent.getTime() - 86_400_000))
          ? 'yesterday'
          : day(measured);
    const when = say.dayAndTime(dayOf, clock(measured, turn.timeZone));
    return {
      reply: text(say.alreadyStored(describe(previous), when)),
      patch: { pending: null },
      label: 'repeated',
    };
  }

  return {
    openQuestion,
    storeReadings,
    storeSaid,
    recentReadingMetric,
    askAgain,
    completePressure,
    correctLast,
    alreadyStored,
  };
}
