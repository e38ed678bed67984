import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import type { InboundRow } from '@vitalia/db';
import type { ChatPace, Services } from '@vitalia/services';
import { createCommandTurns } from './command-turns';
import { readMessage, type MessageReading } from './message-reading';
import { createMedicationTurns } from './medication-turns';
import { createOthersReadingsTurns } from './others-readings-turns';
import { createReadingTurns } from './reading-turns';
import { createReminderRequestTurns } from './reminder-request-turns';
import { EARLIER_MESSAGES_READ, relativeIsWriting, type RelativeWriting } from './relative-writer';
import { othersJustSpokenOf } from './others-spoken-of';
import { rememberWarningSigns } from './remembered-warnings';
import * as say from './say';
import { BUTTON_RULES } from './rules/button-rules';
import { runRules, type RuleDeps, type TurnContext } from './rules/rule';
import { TEXT_RULES } from './rules/text-rules';
import { createSignupTurns, REGISTERED } from './signup-turns';
import { openState, readState, writeState } from './states';
import { afterReminder, sentSince, unreadReminder } from './states/reminded';
import { NO_TRIAGE, triage, type Triage } from './triage';
import { dangerTold, measuresGlucose, saidPregnant, withDangerInMind, type ToldDanger } from './told-danger';
import type { Transcriber } from '../voice/transcription-client';
import { createVoiceTurns, setVoiceAside } from './voice-turns';
import { frameReply, paymentIsDue, withoutChatLinkCode } from './turn-framing';
import { answerBesideDanger } from './everyday-questions';
import { isUrgentLine } from './say/parts';
import {
  minutesBetween,
  text,
  UNSUPPORTED_NOTICE_HOURS,
  withOneEmoji,
  type EarlierMessage,
  type Outcome,
  type Pending,
  type Turn,
  type TurnLabel,
} from './turn';

export { keepOneEmoji, type Pending, type TurnLabel } from './turn';

export interface EngineOptions {
  services: Services;
  /** The site's public address, for links the bot sends. */
  publicUrl: string;
  /** The monthly price the payment reminder names: PRICE_MXN, from the server's config. */
  priceMxn: number;
  defaultTimeZone: string;
  now: () => Date;
  /** Voice notes are transcribed with it (TRANSCRIPTION_URL); without it they are answered with a request to write. */
  transcriber?: Transcriber;
  /**
   * Given: the consequences of a turn's readings with no crisis in them (smart alerts) are handed to it,
   * for the worker to settle its round's together, after their replies are queued. A crisis's (the bell,
   * the caregivers, the follow-up the next message may answer) are settled before the next message.
   */
  settleLater?: (consequencesId: number) => void;
}

/**
 * The conversation: reads one inbound message of a registered person (or signs a stranger up in the
 * chat, signup-turns.ts) and queues exactly one reply. Readings go through the readings service (source whatsapp,
 * the message id as their unique key), so handling a message twice stores nothing twice.
 */
export function createConversationEngine(options: EngineOptions) {
  const { services, publicUrl, now } = options;
  const { chat } = services;
  const readingTurns = createReadingTurns({ services });
  const signup = createSignupTurns({ services, publicUrl, storeSaid: readingTurns.storeSaid });
  const deps: RuleDeps = {
    services,
    readings: readingTurns,
    commands: createCommandTurns({ services, publicUrl, now }),
    medications: createMedicationTurns({ services }),
    reminderRequests: createReminderRequestTurns({ services, publicUrl }),
    othersReadings: createOthersReadingsTurns({ services }),
  };

  /** One turn's context: the open state, the triage found, and the message read once when first asked. */
  function contextOf(
    turn: Turn,
    body: string,
    optionId: string | null,
    found: Triage,
    relativeWrites: RelativeWriting | null = null,
    othersMetrics: readonly string[] = [],
  ): TurnContext {
    const state = openState(turn);
    let reading: MessageReading | null = null;
    return {
      turn,
      deps,
      state,
      triage: found,
      body,
      optionId,
      relativeWrites,
      message: () =>
        (reading ??= readMessage(turn, body, state, readingTurns.recentReadingMetric(turn), {
          relativeWrites,
          othersMetrics,
        })),
    };
  }

  /**
   * A typed or transcribed message: triage first, then the declared table of text rules; the triage's
   * line leads whatever answered.
   */
  async function readText(turn: Turn, body: string): Promise<Outcome> {
    const earlier = await turn.earlier();
    const found = triage(body, { pregnant: saidPregnant(earlier) });
    const relativeWrites = relativeIsWriting(turn, body, earlier);
    const othersMetrics = relativeWrites ? [] : othersJustSpokenOf(turn, earlier);
    const context = contextOf(turn, body, null, found, relativeWrites, othersMetrics);
    const answered = await runRules(TEXT_RULES, context);
    // The table ends with the catch-all, which always answers.
    const outcome = withDangerInMind(turn, body, context.message().own.readings, answered!.outcome);
    // The owner's danger: told by them, or by a relative writing from their phone ("mi mamá está confundida").
    const speaksOfOthers = (context.message().parsed.relatives?.length ?? 0) > 0;
    const told = dangerTold(found, body, turn.inbound.sent_at);
    const danger = told && speaksOfOthers ? { ...told, subject: 'other' as const } : told;
    const owners =
      danger !== null && (relativeWrites !== null || (danger.subject === 'self' && !speaksOfOthers));
    return keepDangerTold(turn, ledByTriage(outcome, found, body), danger, owners);
  }

  const voice = createVoiceTurns({ transcriber: options.transcriber, readText });

  async function respond(turn: Turn, heldVoice: ReturnType<typeof setVoiceAside>['held']): Promise<Outcome> {
    const { inbound } = turn;
    // The account was just made in the chat: the welcome and the readings it held come first.
    if (turn.state?.kind === 'welcome')
      return { ...(await signup.welcome(turn, turn.state)), selfContained: true };
    if (inbound.kind === 'audio') return { ...(await voice.answerAudio(turn)), selfContained: true };
    if (inbound.kind === 'interactive') {
      const voiceAnswer = await voice.answerButton(turn, heldVoice, inbound.body ?? '');
      if (voiceAnswer) return { ...voiceAnswer, selfContained: true };
      const answered = await runRules(BUTTON_RULES, contextOf(turn, '', inbound.body ?? '', NO_TRIAGE));
      return answered!.outcome;
    }
    if (inbound.kind === 'unsupported') {
      const noticed = turn.conversation.unsupported_notice_at;
      if (noticed && minutesBetween(noticed, now()) < UNSUPPORTED_NOTICE_HOURS * 60)
        return { reply: null, patch: {}, label: 'unsupported', selfContained: true };
      return {
        reply: text(say.UNSUPPORTED),
        patch: { unsupportedNoticeAt: now() },
        label: 'unsupported',
        selfContained: true,
      };
    }
    return readText(turn, inbound.body ?? '');
  }

  /**
   * `pace`: the message's place in its number's flood limit, when the worker counted its round's messages
   * together (chatPace.registerMessages); otherwise it is counted here.
   */
  return async function handle(received: InboundRow, counted?: { pace: ChatPace }): Promise<TurnLabel> {
    // A site chat link's code rides in its prefilled text: taken out before anything reads the message.
    const { inbound, linkCode } = withoutChatLinkCode(received);
    // A message claimed before (its worker died) may have been answered already: never act twice.
    if (inbound.attempts > 1 && (await chat.alreadyAnswered(inbound))) {
      await chat.finishTurn({ inbound, account: null, reply: null });
      return 'repeat';
    }
    // A number past the flood limit is not read: no reading stored, one "vas muy rápido" reply only.
    const pace = counted?.pace ?? (await services.chatPace.registerMessage(inbound.wa_id));
    if (pace !== 'ok') {
      const reply = pace === 'first_over' ? text(say.TOO_FAST) : null;
      await chat.finishTurn({ inbound, account: null, reply, forget: true });
      return 'too_fast';
    }
    let opened = await chat.openTurn(inbound, linkCode);
    if (!opened) {
      // A number with no account: the sign-up in the chat answers it (what a stranger writes is cleared),
      // or makes the account, and the message is then read as that account's.
      const answered = await signup.answerStranger(inbound);
      if (answered !== REGISTERED) return answered;
      opened = await chat.openTurn(inbound, linkCode);
      if (!opened) throw new Error('The account made in the chat was not found for its number');
    }
    const { account, conversation } = opened;
    if (linkCode) await services.phoneProof.spendChatLinkCode(account.user_id, linkCode);
    const late =
      conversation.last_message_sent_at !== null && inbound.sent_at < conversation.last_message_sent_at;
    // The state is parsed on read: a row of another version or shape is no open question. A reminder the
    // scheduler recorded since the last turn becomes what the conversation waits for, here, by the bot.
    const reminder = unreadReminder(conversation);
    const takesReminder = reminder !== null && sentSince(inbound.sent_at, reminder.sentAt);
    const stored = takesReminder
      ? afterReminder(readState(conversation.pending), reminder)
      : readState(conversation.pending);
    // A voice note's readings wait for "Sí, guárdala" only: any other message is read without them.
    const aside = setVoiceAside(stored, inbound.sent_at);
    let earlierRead: Promise<readonly EarlierMessage[]> | undefined;
    const turn: Turn = {
      inbound,
      account,
      conversation,
      state: aside.state,
      timeZone: account.time_zone ?? options.defaultTimeZone,
      late,
      crisisOpen: opened.crisisOpen,
      lastReading: opened.lastReading,
      earlier: () => (earlierRead ??= services.chat.inbox.recentFrom(account.user_id, EARLIER_MESSAGES_READ)),
    };
    const outcome = await rememberWarningSigns(services, turn, await respond(turn, aside.held));
    const { reply, patch } = frameReply(turn, outcome, {
      // A voice note set aside: what the conversation waits for is kept unless the turn changed it; a
      // read-back that the message did not answer is dropped (it asked for a yes or a no).
      pending:
        aside.state !== stored
          ? aside.state
          : stored?.kind === 'confirm_readings' && outcome.patch.pending === undefined
            ? null
            : undefined,
      greeted: conversation.greeted_at !== null,
      paymentDue: () => paymentIsDue(turn, opened.subscription, now(), services.subscriptions.planRunsFor),
      paymentReminder: say.paymentReminder(options.priceMxn, `${publicUrl}/health/payments`),
      now: now(),
    });
    if (takesReminder) {
      patch.reminderSeenAt = reminder.sentAt;
      // The reminder's question stays open for a later message unless this turn settled what comes next.
      if (patch.pending === undefined) patch.pending = stored;
    }
    if (patch.pending !== undefined) patch.pending = writeState(patch.pending as Pending | null);
    await chat.finishTurn({ inbound, account, conversation, reply: reply && withOneEmoji(reply), patch });
    // After the reply is queued, so an alert follows the confirmation of the reading that raised it.
    // A failure is reported by the use case and finished later.
    if (outcome.consequencesId) {
      if (options.settleLater && outcome.noCrisisOwed && !outcome.urgent)
        options.settleLater(outcome.consequencesId);
      else await services.readingConsequences.settle([outcome.consequencesId]);
    }
    return outcome.label;
  };
}

/**
 * The danger told, kept as a fact for the next messages; after the owner's danger that is a low until
 * proven otherwise, the next bare number is their glucose (unless the turn already waits for something).
 */
function keepDangerTold(turn: Turn, outcome: Outcome, danger: ToldDanger | null, owners: boolean): Outcome {
  if (!danger) return outcome;
  // Someone else's danger ("mi mamá tiene 41 y está como ida"): their next number is not the sender's.
  const measure: Pending | undefined =
    owners && measuresGlucose(danger) && !outcome.patch.pending && !turn.state
      ? { kind: 'reminded', metric: 'glucosa', askedAt: turn.inbound.sent_at.toISOString() }
      : undefined;
  return {
    ...outcome,
    patch: { ...outcome.patch, toldDanger: danger, ...(measure ? { pending: measure } : {}) },
  };
}

/** The danger the message told, as the reply's first line (one emergency line; none said twice). */
function ledByTriage(outcome: Outcome, found: Triage, message: string): Outcome {
  if (!found.lead) return outcome;
  const reply = outcome.reply;
  const body = reply && reply.type !== 'template' ? reply.text : '';
  // Already led by a danger: the reply opens with crisis steps (🚨) that send to 911, or its first
  // sentence does (not "… y llamen al 911" at the end of a low's advice).
  const firstLine = body.split('\n')[0] ?? '';
  const firstSentence = firstLine.split(/(?<=[.!?])\s/)[0] ?? '';
  const alreadyLed =
    /911|urgencias/i.test(firstSentence) || (isUrgentLine(firstLine) && /911|urgencias/i.test(firstLine));
  if (!found.selfHarm && alreadyLed) return { ...outcome, urgent: true };
  // Nothing else understood: the danger is the whole answer.
  // A warm line or the menu ("Te leo con gusto…") under a danger would read as if nothing happened.
  // (Nor a line on loneliness: "estoy sola" said with a danger is about who can help now.)
  const aside = ['small_talk', 'distress'].includes(outcome.label ?? '') && !found.selfHarm;
  if (!reply || reply.type === 'template' || outcome.notUnderstood || aside) {
    // What the message asked besides ("¿le doy la glibenclamida?") is still answered, under the danger.
    const answer = answerBesideDanger(message);
    return {
      ...outcome,
      reply: text(answer ? `${found.lead}\n${answer}` : found.lead),
      urgent: true,
      label: answer ? 'triage+question' : 'triage',
    };
  }
  const rest = body
    .split('\n')
    .filter((line) => line !== found.lead)
    .join('\n');
  const led = `${found.lead}\n${rest}`;
  const fits = reply.type === 'text' || led.length <= MESSAGE_LIMITS.interactiveBody;
  return {
    ...outcome,
    reply: fits ? { ...reply, text: led } : text(led),
    urgent: true,
    label: `triage+${outcome.label}`,
  };
}
