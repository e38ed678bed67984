import type { ChatAccount, ConversationPatch, ConversationRow, InboundRow } from '@vitalia/db';
import { composeImplausibleReply, composeReply, type Reading } from '@vitalia/domain';
import { resolveReadingTime } from '@vitalia/domain/local-time';
import { parseMessage, type ParseResult } from '@vitalia/parser';
import {
  DomainError,
  LINK_TOKEN_LIFETIME_MINUTES,
  type OutboundMessage,
  type Services,
} from '@vitalia/services';
import {
  commandOfIntent,
  commandOfOption,
  commandOfWholeMessage,
  isCorrection,
  normalizeWords,
  type Command,
} from './commands';
import * as say from './replies';

/** The question the bot is waiting on, kept in the database between messages. */
export type Pending =
  | {
      kind: 'pressure_half';
      value: number;
      half: 'systolic' | 'diastolic';
      /** When the first half said it was taken; null: when the whole reading is completed. */
      measuredAt: string | null;
      askedAt: string;
    }
  | { kind: 'value_again'; metric: string; askedAt: string };

/** How long a question stays open, and how long after a reading "no, era 140" corrects it. */
const PENDING_MINUTES = 30;
const CORRECTION_MINUTES = 15;
const UNDO_HOURS = 24;
const UNSUPPORTED_NOTICE_HOURS = 24;
const PAYMENT_NOTICE_HOURS = 24;

export interface EngineOptions {
  services: Services;
  /** The site's public address, for links the bot sends. */
  publicUrl: string;
  /** The monthly price the payment reminder names (PRICE_MXN). */
  priceMxn?: number;
  defaultTimeZone: string;
  now: () => Date;
}

interface Turn {
  inbound: InboundRow;
  account: ChatAccount;
  conversation: ConversationRow;
  timeZone: string;
  /** An older message delivered late: read alone, without the conversation's open question. */
  late: boolean;
}

/**
 * What the engine made of a message, for logs and for scoring conversations: 'stored', 'corrected',
 * 'asked:<metric>', 'command:<name>', 'greeting', 'thanks', 'consent', 'medication_taken', 'unknown',
 * 'unsupported', 'invitation', 'repeat' (a message already answered).
 */
export type TurnLabel = string;

interface Outcome {
  reply: OutboundMessage | null;
  patch: ConversationPatch;
  label: TurnLabel;
}

const text = (body: string): OutboundMessage => ({ type: 'text', text: body });

/** Moves the what-to-do-now line of a crisis reply (the domain's last line) to the top. */
function urgentFirst(reply: string): string {
  const lines = reply.split('\n');
  const steps = lines.pop() ?? '';
  return [steps, ...lines].join('\n');
}

const EMOJI = /\p{Extended_Pictographic}\uFE0F?\s?/gu;

/** At most one emoji a message (the first, which says what kind of message it is). */
export function keepOneEmoji(body: string): string {
  let seen = false;
  return body.replace(EMOJI, (match) => {
    if (seen) return '';
    seen = true;
    return match;
  });
}

function withOneEmoji(message: OutboundMessage): OutboundMessage {
  return message.type === 'template' ? message : { ...message, text: keepOneEmoji(message.text) };
}
const minutesBetween = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 60_000;

function describe(reading: { metric: string; value: number; value2: number | null; unit: string }): string {
  const value =
    reading.metric === 'presion' ? `${reading.value}/${reading.value2 ?? ''}` : String(reading.value);
  return `${reading.metric === 'presion' ? 'presión' : reading.metric.replace(/_/g, ' ')} ${value} ${reading.unit}`.trim();
}

function asDomainReading(stored: {
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  context: string | null;
}): Reading {
  const context = (stored.context ?? undefined) as Reading['context'];
  return stored.metric === 'presion'
    ? { metric: 'presion', systolic: stored.value, diastolic: stored.value2 ?? 0, unit: 'mmHg', context }
    : { metric: stored.metric, value: stored.value, unit: stored.unit, context };
}

/**
 * The conversation: reads one inbound message of a registered person (or answers a stranger with an
 * invitation) and queues exactly one reply. Readings go through the readings service (source whatsapp,
 * the message id as their unique key), so handling a message twice stores nothing twice.
 */
export function createConversationEngine(options: EngineOptions) {
  const { services, publicUrl, now } = options;
  const { chat, readings } = services;
  const homeUrl = `${publicUrl}/health/home`;

  async function openQuestion(turn: Turn): Promise<Pending | null> {
    const pending = turn.conversation.pending as Pending | null;
    if (!pending || turn.late) return null;
    return minutesBetween(new Date(pending.askedAt), turn.inbound.sent_at) <= PENDING_MINUTES
      ? pending
      : null;
  }

  /** Stores the readings of a message; one reply confirms them all, the most urgent advice first. */
  async function storeReadings(
    turn: Turn,
    parsed: ParseResult,
    base: Partial<Outcome['patch']> = {},
  ): Promise<Outcome> {
    const lines: string[] = [];
    const problems: string[] = [];
    let last: { id: number; at: Date; metric: string } | null = null;
    let urgent = '';
    for (const [index, reading] of parsed.readings.entries()) {
      const said = parsed.times?.[index] ?? null;
      // "hoy en ayunas" is a morning value (07:00); "amanecí con 112" is of the moment it is said.
      const measuredAt = resolveReadingTime(said, turn.inbound.sent_at, turn.timeZone, {
        fasting: reading.context === 'ayunas' && /ayunas/.test(normalizeWords(turn.inbound.body ?? '')),
      });
      try {
        const stored = await readings.record(
          turn.account.user_id,
          {
            metric: reading.metric,
            value: 'systolic' in reading ? reading.systolic : reading.value,
            v2: 'systolic' in reading ? reading.diastolic : null,
            measured_at: measuredAt,
            context: reading.context ?? null,
            note: null,
            unit: reading.unit || null,
          },
          { source: 'whatsapp', inboundMessageId: turn.inbound.wa_message_id, inboundIndex: index },
        );
        const reply = composeReply(asDomainReading({ ...stored, value2: stored.value2 }), {
          firstName: turn.account.first_name,
        });
        // A crisis value: what to do now comes first, then what was stored and why it is urgent.
        if (stored.feedback?.urgent) urgent = urgentFirst(reply);
        else lines.push(reply);
        last = { id: stored.id, at: turn.inbound.sent_at, metric: stored.metric };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(error.message);
      }
    }
    if (parsed.readings.length > 1) {
      // Several readings: the confirmations, then one piece of advice (the urgent one when there is one).
      const confirmations = lines.map((reply) => reply.split('\n')[0]);
      // The urgent reply keeps all of its lines, first; the others give their confirmation only, and the
      // last of them its advice when nothing is urgent.
      const advice = urgent ? '' : (lines.at(-1) ?? '').split('\n').slice(1).join('\n');
      if (urgent) confirmations.unshift(urgent);
      const body = [...confirmations, ...problems.map((problem) => `⚠️ ${problem}`), advice]
        .filter(Boolean)
        .join('\n');
      return {
        reply: text(body),
        patch: { ...base, pending: null, ...(last ? { lastReading: last } : {}) },
        label: last ? 'stored' : 'refused',
      };
    }
    const body = urgent || lines[0] || problems.map((problem) => `⚠️ ${problem}`).join('\n');
    return {
      reply: text(body),
      patch: { ...base, pending: null, ...(last ? { lastReading: last } : {}) },
      label: last ? 'stored' : 'refused',
    };
  }

  async function paymentIsDue(turn: Turn): Promise<boolean> {
    const noticed = turn.conversation.payment_notice_at;
    if (noticed && minutesBetween(noticed, now()) < PAYMENT_NOTICE_HOURS * 60) return false;
    return !(await services.subscriptions.hasActivePlan(turn.account.user_id));
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
        reply: text(say.askOtherHalf({ value: half.value, half: known })),
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
      reply: text(composeImplausibleReply(first)),
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
    if (turn.late || !id || !at || minutesBetween(at, turn.inbound.sent_at) > CORRECTION_MINUTES) return null;
    if (!isCorrection(body)) return null;
    const previous = await readings.find(turn.account.user_id, id).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!previous) return null;
    const parsed = parseMessage(body, { expectedMetric: previous.metric });
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
    try {
      const stored = await readings.correct(turn.account.user_id, id, patch);
      const reply = composeReply(asDomainReading(stored), { firstName: turn.account.first_name });
      const [, ...advice] = reply.split('\n');
      return {
        reply: text([say.corrected(describe(stored)), ...advice].join('\n')),
        patch: { pending: null },
        label: 'corrected',
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { reply: text(`⚠️ ${error.message}`), patch: {}, label: 'refused' };
    }
  }

  async function runCommand(turn: Turn, command: Command): Promise<Outcome> {
    return { ...(await commandOutcome(turn, command)), label: `command:${command}` };
  }

  async function commandOutcome(turn: Turn, command: Command): Promise<Omit<Outcome, 'label'>> {
    const userId = turn.account.user_id;
    switch (command) {
      case 'help':
        return { reply: say.helpMenu(), patch: { pending: null } };
      case 'how_to':
        return { reply: text(say.HOW_TO_LOG), patch: {} };
      case 'summary':
        return {
          reply: text(say.summary(await services.charts.report(userId, { from: undefined, to: undefined }))),
          patch: {},
        };
      case 'charts_link': {
        const link = await services.accounts.createLinkToken(userId, 'metrics');
        const url = `${publicUrl}/health/metrics?token=${encodeURIComponent(link.token)}`;
        return { reply: text(say.chartsLink(url, LINK_TOKEN_LIFETIME_MINUTES)), patch: {} };
      }
      case 'undo': {
        const since = new Date(now().getTime() - UNDO_HOURS * 3_600_000);
        const removed = await readings.removeLatestFromChat(userId, since);
        return {
          reply: text(removed ? say.undone(describe(removed)) : say.NOTHING_TO_UNDO),
          patch: { pending: null, lastReading: null },
        };
      }
      case 'reminders':
        return { reply: text(say.reminders(await services.reminders.list(userId), homeUrl)), patch: {} };
      case 'medications':
        return { reply: text(say.medications(await services.medications.list(userId), homeUrl)), patch: {} };
      case 'stop':
        return {
          reply: {
            type: 'buttons',
            text: say.PAUSED,
            buttons: [{ id: 'menu:alta', title: 'Reactivar (ALTA)' }],
          },
          patch: { proactivePausedAt: now() },
        };
      case 'resume':
        return { reply: text(say.RESUMED), patch: { proactivePausedAt: null } };
    }
  }

  async function readText(turn: Turn, body: string): Promise<Outcome> {
    const whole = commandOfWholeMessage(body);
    if (whole) return runCommand(turn, whole);
    const pending = await openQuestion(turn);
    if (pending?.kind === 'pressure_half') {
      const completed = await completePressure(turn, pending, body);
      if (completed) return completed;
    }
    const correction = await correctLast(turn, body);
    if (correction) return correction;
    let parsed = parseMessage(body, {
      expectedMetric: pending?.kind === 'value_again' ? pending.metric : undefined,
    });
    // "y hoy 77.5" right after a weight: a number that says nothing by itself continues the last metric.
    const recent = recentReadingMetric(turn);
    if (parsed.readings.length === 0 && parsed.implausible.length === 0 && recent) {
      const followUp = parseMessage(body, { expectedMetric: recent });
      if (followUp.readings.length > 0 || followUp.implausible.length > 0) parsed = followUp;
    }
    if (parsed.readings.length > 0) {
      if (parsed.intents.includes('undo') && isCorrection(body)) {
        const again = await correctLast({ ...turn }, body);
        if (again) return again;
      }
      return storeReadings(turn, parsed);
    }
    if (parsed.implausible.length > 0) return askAgain(turn, parsed);
    const command = commandOfIntent(parsed.intent, body);
    if (command) return runCommand(turn, command);
    switch (parsed.intent) {
      case 'greeting':
        return {
          reply: text(`${say.greeting(turn.account.first_name)}\n${say.GUIDE}`),
          patch: {},
          label: 'greeting',
        };
      case 'thanks':
        return { reply: text(say.THANKS), patch: {}, label: 'thanks' };
      case 'consent':
        return { reply: text(say.CONSENT), patch: {}, label: 'consent' };
      case 'medication_taken':
        return { reply: text(say.medicationTaken(parsed.medication)), patch: {}, label: 'medication_taken' };
      default:
        return { reply: text(say.UNKNOWN), patch: {}, label: 'unknown' };
    }
  }

  async function respond(turn: Turn): Promise<Outcome> {
    const { inbound } = turn;
    if (inbound.kind === 'interactive') {
      const command = commandOfOption(inbound.body ?? '');
      return command ? runCommand(turn, command) : { reply: text(say.UNKNOWN), patch: {}, label: 'unknown' };
    }
    if (inbound.kind === 'unsupported') {
      const noticed = turn.conversation.unsupported_notice_at;
      if (noticed && minutesBetween(noticed, now()) < UNSUPPORTED_NOTICE_HOURS * 60)
        return { reply: null, patch: {}, label: 'unsupported' };
      return { reply: text(say.UNSUPPORTED), patch: { unsupportedNoticeAt: now() }, label: 'unsupported' };
    }
    return readText(turn, inbound.body ?? '');
  }

  return async function handle(inbound: InboundRow): Promise<TurnLabel> {
    // A message claimed before (its worker died) may have been answered already: never act twice.
    if (inbound.attempts > 1 && (await chat.alreadyAnswered(inbound))) {
      await chat.finishTurn({ inbound, account: null, reply: null });
      return 'repeat';
    }
    const opened = await chat.openTurn(inbound);
    if (!opened) {
      // Nothing a stranger writes is kept: the reply goes out, the text is cleared.
      await chat.finishTurn({
        inbound,
        account: null,
        reply: say.invitation(`${publicUrl}/signup`),
        forget: true,
      });
      return 'invitation';
    }
    const { account, conversation } = opened;
    const late =
      conversation.last_message_sent_at !== null && inbound.sent_at < conversation.last_message_sent_at;
    const turn: Turn = {
      inbound,
      account,
      conversation,
      timeZone: account.time_zone ?? options.defaultTimeZone,
      late,
    };
    const outcome = await respond(turn);
    let reply = outcome.reply;
    const patch: ConversationPatch = { ...outcome.patch };
    // After the free trial with no payment nothing is lost: the reading is stored, and once a day the reply
    // carries the way to pay.
    if (outcome.label === 'stored' && reply?.type === 'text' && (await paymentIsDue(turn))) {
      reply = text(
        `${reply.text}\n${say.paymentReminder(options.priceMxn ?? 29, `${publicUrl}/health/payments`)}`,
      );
      patch.paymentNoticeAt = now();
    }
    if (!conversation.greeted_at) {
      patch.greetedAt = now();
      const isGreeting = reply?.type === 'text' && reply.text.startsWith('¡Hola');
      if (reply?.type === 'text' && !isGreeting) {
        reply = text(`${say.greeting(account.first_name)}\n${reply.text}`);
      }
    }
    await chat.finishTurn({ inbound, account, conversation, reply: reply && withOneEmoji(reply), patch });
    return outcome.label;
  };
}
