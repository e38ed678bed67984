import type { ConversationPatch, InboundRow, SubscriptionRow } from '@vitalia/db';
import { parseMessage } from '@vitalia/parser';
import type { Services } from '@vitalia/services';
import { createCommandTurns } from './command-turns';
import { commandOfIntent, commandOfOption, commandOfWholeMessage, isCorrection } from './commands';
import { createMedicationTurns } from './medication-turns';
import { createReadingTurns } from './reading-turns';
import * as say from './replies';
import {
  minutesBetween,
  PAYMENT_NOTICE_HOURS,
  text,
  UNSUPPORTED_NOTICE_HOURS,
  withOneEmoji,
  type Outcome,
  type Turn,
  type TurnLabel,
} from './turn';

export { keepOneEmoji, type Pending, type TurnLabel } from './turn';

export interface EngineOptions {
  services: Services;
  /** The site's public address, for links the bot sends. */
  publicUrl: string;
  /** The monthly price the payment reminder names (PRICE_MXN). */
  priceMxn?: number;
  defaultTimeZone: string;
  now: () => Date;
  /** Told when the smart alerts fail after a turn (the reply is already queued). */
  onError?: (error: unknown) => void;
}

/**
 * The conversation: reads one inbound message of a registered person (or answers a stranger with an
 * invitation) and queues exactly one reply. Readings go through the readings service (source whatsapp,
 * the message id as their unique key), so handling a message twice stores nothing twice.
 */
export function createConversationEngine(options: EngineOptions) {
  const { services, publicUrl, now } = options;
  const { chat } = services;
  const { openQuestion, storeReadings, recentReadingMetric, askAgain, completePressure, correctLast } =
    createReadingTurns({ services });
  const { runCommand } = createCommandTurns({ services, publicUrl, now });
  const medicationTurns = createMedicationTurns({ services });

  function paymentIsDue(turn: Turn, subscription: SubscriptionRow | null): boolean {
    const noticed = turn.conversation.payment_notice_at;
    if (noticed && minutesBetween(noticed, now()) < PAYMENT_NOTICE_HOURS * 60) return false;
    return !services.subscriptions.planRunsFor(subscription, turn.timeZone);
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
      expectedMetric:
        pending?.kind === 'value_again' || pending?.kind === 'reminded' ? pending.metric : undefined,
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
        return medicationTurns.takeFromText(turn, body, parsed.medication);
      default:
        return { reply: text(say.UNKNOWN), patch: {}, label: 'unknown' };
    }
  }

  async function respond(turn: Turn): Promise<Outcome> {
    const { inbound } = turn;
    if (inbound.kind === 'interactive') {
      const command = commandOfOption(inbound.body ?? '');
      if (command) return runCommand(turn, command);
      const answered = await medicationTurns.answerButton(turn, inbound.body ?? '');
      return answered ?? { reply: text(say.UNKNOWN), patch: {}, label: 'unknown' };
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
    // A number past the flood limit is not read: no reading stored, one "vas muy rápido" reply only.
    const pace = await services.chatPace.registerMessage(inbound.wa_id);
    if (pace !== 'ok') {
      const reply = pace === 'first_over' ? text(say.TOO_FAST) : null;
      await chat.finishTurn({ inbound, account: null, reply, forget: true });
      return 'too_fast';
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
    if (outcome.label === 'stored' && reply?.type === 'text' && paymentIsDue(turn, opened.subscription)) {
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
    // After the reply is queued, so an alert follows the confirmation of the reading that raised it.
    if (outcome.storedMetrics?.length) {
      await services.alerts
        .afterReadings(account.user_id, outcome.storedMetrics)
        .catch((error: unknown) => options.onError?.(error));
    }
    return outcome.label;
  };
}
