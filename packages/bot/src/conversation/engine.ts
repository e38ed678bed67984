import type { InboundRow } from '@vitalia/db';
import { parseMessage, readReminderRequest, type ParseResult } from '@vitalia/parser';
import { LOW_BELOW } from '@vitalia/domain';
import type { ChatPace, Services } from '@vitalia/services';
import { createCommandTurns } from './command-turns';
import {
  answerCrisisButton,
  answerCrisisText,
  answerFollowup,
  followupAnswerOfOption,
  followupAnswerOfText,
} from './crisis-turns';
import {
  askLowConfirmation,
  bareLowNumber,
  confirmedLow,
  lowAnswerOfOption,
  lowAnswerOfText,
  NOT_GLUCOSE,
  type LowAnswer,
} from './low-confirmation';
import { commandOfIntent, commandOfOption, commandOfWholeMessage, isCorrection } from './commands';
import { lowToClose, recoveredFromLow, treatedLow } from './low-recovery-turns';
import { createMedicationTurns } from './medication-turns';
import { createOthersReadingsTurns } from './others-readings-turns';
import { createReadingTurns } from './reading-turns';
import { createReminderRequestTurns } from './reminder-request-turns';
import { createSignupTurns, REGISTERED } from './signup-turns';
import { askWhichMetric, continuedMetric, metricOfOption, rereadWithAnswer } from './which-metric-turns';
import { meterWordOf, understood, withReminderContext } from './understood';
import { rememberWarningSigns } from './remembered-warnings';
import { createVoiceTurns, setVoiceAside } from './voice-turns';
import type { Transcriber } from '../voice/transcription-client';
import { foldForReply, questionLines, smallTalkReply, splitBySubject, symptomsOf } from './understanding';
import * as say from './replies';
import { frameReply, paymentIsDue, withoutChatLinkCode } from './turn-framing';
import {
  minutesBetween,
  text,
  UNSUPPORTED_NOTICE_HOURS,
  withOneEmoji,
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
  const {
    openQuestion,
    storeReadings,
    storeSaid,
    recentReadingMetric,
    askAgain,
    completePressure,
    correctLast,
  } = readingTurns;
  const signup = createSignupTurns({ services, publicUrl, storeSaid });
  const { runCommand } = createCommandTurns({ services, publicUrl, now });
  const medicationTurns = createMedicationTurns({ services });
  const reminderRequests = createReminderRequestTurns({ services, publicUrl });
  const othersReadings = createOthersReadingsTurns({ services });

  /** "Sí, es mi glucosa": the bare low number is stored (and the caregivers told); "No": ask which. */
  async function answerLow(turn: Turn, pending: Pending | null, answer: LowAnswer): Promise<Outcome> {
    if (pending?.kind !== 'confirm_low')
      return { reply: text(say.LOW_QUESTION_EXPIRED), patch: {}, label: 'asked:glucosa' };
    if (answer === 'no') return { reply: NOT_GLUCOSE, patch: { pending: null }, label: 'low_not_glucose' };
    const measuredAt = new Date(pending.measuredAt);
    const outcome = await storeReadings(
      { ...turn, inbound: { ...turn.inbound, sent_at: measuredAt } },
      confirmedLow(pending.value),
    );
    if (outcome.patch.lastReading)
      outcome.patch.lastReading = { ...outcome.patch.lastReading, at: turn.inbound.sent_at };
    return outcome;
  }

  /** The waiting message's readings, stored as of when it was sent and keyed by it (twice stores once). */
  async function storeAnswered(
    turn: Turn,
    pending: Extract<Pending, { kind: 'which_metric' }>,
    parsed: ParseResult,
  ): Promise<Outcome> {
    const original = {
      ...turn.inbound,
      body: pending.body,
      sent_at: new Date(pending.sentAt),
      wa_message_id: pending.messageId,
    };
    const outcome = await storeReadings({ ...turn, inbound: original }, parsed);
    if (outcome.patch.lastReading)
      outcome.patch.lastReading = { ...outcome.patch.lastReading, at: turn.inbound.sent_at };
    return outcome;
  }

  async function readText(turn: Turn, body: string): Promise<Outcome> {
    // "estoy bien" / "necesito ayuda" typed instead of pressed, while a crisis is followed up.
    const typedAnswer = turn.late ? null : followupAnswerOfText(body);
    if (typedAnswer && turn.crisisOpen && (await services.crisisFollowups.isOpen(turn.account.user_id)))
      return answerFollowup(services, turn, await openQuestion(turn), typedAnswer);
    const whole = commandOfWholeMessage(body);
    if (whole) return runCommand(turn, whole);
    const pending = await openQuestion(turn);
    const crisisAnswer = answerCrisisText(pending, body);
    if (crisisAnswer) return crisisAnswer;
    const lowAnswer = lowAnswerOfText(pending, body);
    if (lowAnswer) return answerLow(turn, pending, lowAnswer);
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
    // "y hoy 77.5" right after a weight: a number that says nothing by itself continues the last metric,
    // unless the message points elsewhere (a symptom, another person).
    const recent = recentReadingMetric(turn);
    const pointsElsewhere = parsed.symptoms !== undefined || parsed.subjects !== undefined;
    if (parsed.readings.length === 0 && parsed.implausible.length === 0 && recent && !pointsElsewhere) {
      const followUp = parseMessage(body, { expectedMetric: recent });
      if (followUp.readings.length > 0 || followUp.implausible.length > 0) parsed = followUp;
    }
    // "y hoy 77.5" the day after a weight, "ya subió a 330" after a glucose: the same metric again. A
    // weight is continued only when written like one (with decimals) or when nothing else was read.
    const continued = pointsElsewhere ? undefined : continuedMetric(turn, body);
    if (continued && (continued !== 'peso' || /\d[.,]\d/.test(body) || parsed.readings.length === 0)) {
      const again = parseMessage(body, { expectedMetric: continued });
      if (again.readings.length > 0) parsed = again;
    }
    if (pending?.kind === 'reminder_time' && parsed.readings.length === 0) {
      const chosen = await reminderRequests.answerTyped(turn, pending, body);
      if (chosen) return chosen;
    }
    // The answer to "¿el 150 es tu glucosa…?" in words: "de azúcar, en ayunas", "el pulso".
    if (pending?.kind === 'which_metric' && parsed.readings.length === 0 && !parsed.unread) {
      const reread = rereadWithAnswer(pending, { words: body });
      if (reread && !reread.subjects) return storeAnswered(turn, pending, reread);
    }
    if (pending?.kind === 'reminded' && pending.context) parsed = withReminderContext(parsed, pending);
    // "36" alone, with nothing that gives it a metric: the low steps now, stored once confirmed.
    // Only a glucose expected (asked for, reminded of, just logged) makes it one without asking.
    const asked = pending?.kind === 'value_again' || pending?.kind === 'reminded' ? pending.metric : null;
    const glucoseExpected = asked === 'glucosa' || recent === 'glucosa';
    const bareLow = glucoseExpected ? null : bareLowNumber(body, parsed);
    if (bareLow !== null) return askLowConfirmation(turn, bareLow);
    const { own, others, othersSaid } = splitBySubject(parsed);
    const symptoms = symptomsOf(parsed);
    const question = parsed.intents.includes('question') ? body : null;
    const meter = meterWordOf(own);
    // "recuérdame la pastilla a las 10 de la noche": a reminder to make, when the message logs nothing.
    const reminderRequest = own.readings.length === 0 && !meter ? readReminderRequest(body) : null;
    if (reminderRequest) return reminderRequests.answer(turn, body, reminderRequest);
    if (own.readings.length > 0 || meter) {
      if (own.readings.length > 0 && own.intents.includes('undo') && isCorrection(body)) {
        const again = await correctLast({ ...turn }, body);
        if (again) return again;
      }
      // A glucose of 70 or more soon after a low closes it: say so, and to eat something now.
      const ownGlucose = own.readings.filter((r) => r.metric === 'glucosa' && !('systolic' in r));
      const closesLow =
        ownGlucose.length > 0 &&
        ownGlucose.every((r) => 'value' in r && r.value >= LOW_BELOW) &&
        lowToClose(turn);
      // "ya le dije que me salió 320": the reading stored a moment ago, not a second one.
      const repeated = meter ? null : await readingTurns.alreadyStored(turn, own);
      if (repeated) return understood(repeated, { others, symptoms, question, signs: parsed.symptoms ?? [] });
      const stored = await storeReadings(turn, own, {}, meter);
      const outcome = understood(closesLow ? recoveredFromLow(stored) : stored, {
        others,
        symptoms,
        question,
        signs: parsed.symptoms ?? [],
      });
      if (!meter) return othersReadings.offerToStore(turn, outcome, othersSaid);
      // The next bare number is the glucose measured again ("ya marca 71").
      const askedAt = turn.inbound.sent_at.toISOString();
      return {
        ...outcome,
        label: `meter+${outcome.label}`,
        patch: { ...outcome.patch, pending: { kind: 'value_again', metric: 'glucosa', askedAt } },
      };
    }
    if (own.implausible.length > 0 && others.length === 0) return askAgain(turn, own);
    // "Ya me tomé medio vaso de jugo" right after a low: measure again in 15 minutes.
    if (others.length === 0) {
      const treated = treatedLow(turn, body);
      if (treated) return treated;
    }
    if (others.length > 0 || symptoms.emergency)
      return othersReadings.offerToStore(
        turn,
        understood(null, { others, symptoms, question, signs: parsed.symptoms ?? [] }),
        othersSaid,
      );
    if (symptoms.measure) {
      const outcome = understood(null, { others, symptoms, question: null });
      return {
        ...outcome,
        patch: {
          pending: {
            kind: 'value_again',
            metric: symptoms.measure,
            askedAt: turn.inbound.sent_at.toISOString(),
          },
        },
        label: `symptom+asked:${symptoms.measure}`,
      };
    }
    if (symptoms.advice)
      return understood(null, { others, symptoms, question, signs: parsed.symptoms ?? [] });
    const command = commandOfIntent(parsed.intent, body);
    if (command) return runCommand(turn, command);
    // A number nothing explains, in a message that is not a question: ask what it is, never guess.
    if (['unknown', 'small_talk', 'greeting', 'thanks'].includes(parsed.intent)) {
      const ask = askWhichMetric(turn, body, parsed);
      if (ask) return ask;
    }
    switch (parsed.intent) {
      case 'greeting':
        // Introduced once; after that a greeting is answered in kind.
        return {
          reply: text(
            turn.conversation.greeted_at
              ? say.greetingAgain(turn.account.first_name, foldForReply(body))
              : `${say.greeting(turn.account.first_name)}\n${say.GUIDE}`,
          ),
          patch: {},
          label: 'greeting',
        };
      case 'thanks':
        return { reply: text(say.THANKS), patch: {}, label: 'thanks' };
      case 'consent':
        return { reply: text(say.CONSENT), patch: {}, label: 'consent' };
      case 'medication_taken':
        return medicationTurns.takeFromText(turn, body, parsed);
      case 'question':
        return { reply: text(questionLines(body).join('\n')), patch: {}, label: 'question' };
      case 'small_talk':
        return { reply: text(smallTalkReply(foldForReply(body))), patch: {}, label: 'small_talk' };
      default:
        return { reply: text(say.UNKNOWN), patch: {}, label: 'unknown' };
    }
  }

  const voice = createVoiceTurns({ transcriber: options.transcriber, readText });

  async function respond(turn: Turn, heldVoice: ReturnType<typeof setVoiceAside>['held']): Promise<Outcome> {
    const { inbound } = turn;
    // The account was just made in the chat: the welcome and the readings it held come first.
    const owed = turn.conversation.pending as Pending | null;
    if (owed?.kind === 'welcome') return signup.welcome(turn, owed);
    if (inbound.kind === 'audio') return voice.answerAudio(turn);
    if (inbound.kind === 'interactive') {
      const voiceAnswer = await voice.answerButton(turn, heldVoice, inbound.body ?? '');
      if (voiceAnswer) return voiceAnswer;
      const command = commandOfOption(inbound.body ?? '');
      if (command) return runCommand(turn, command);
      const followup = followupAnswerOfOption(inbound.body ?? '');
      if (followup) return answerFollowup(services, turn, await openQuestion(turn), followup);
      const crisis = answerCrisisButton(inbound.body ?? '');
      if (crisis) return crisis;
      const low = lowAnswerOfOption(inbound.body ?? '');
      if (low) return answerLow(turn, await openQuestion(turn), low);
      const metric = metricOfOption(inbound.body ?? '');
      if (metric) {
        const pending = await openQuestion(turn);
        const reread = pending?.kind === 'which_metric' ? rereadWithAnswer(pending, { metric }) : null;
        if (pending?.kind === 'which_metric' && reread) return storeAnswered(turn, pending, reread);
        return { reply: text(say.WHICH_METRIC_EXPIRED), patch: {}, label: 'asked:confirm' };
      }
      const saved = await othersReadings.answerButton(turn, await openQuestion(turn), inbound.body ?? '');
      if (saved) return saved;
      const reminder = await reminderRequests.answerButton(turn, inbound.body ?? '');
      if (reminder) return reminder;
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
    // A voice note's readings wait for "Sí, guárdala" only: any other message is read without them.
    const aside = setVoiceAside(conversation, inbound.sent_at);
    const turn: Turn = {
      inbound,
      account,
      conversation: aside.conversation,
      timeZone: account.time_zone ?? options.defaultTimeZone,
      late,
      crisisOpen: opened.crisisOpen,
      lastReading: opened.lastReading,
    };
    const outcome = await rememberWarningSigns(services, turn, await respond(turn, aside.held));
    const { reply, patch } = frameReply(turn, outcome, {
      // A voice note set aside: what the conversation waits for is kept unless the turn changed it.
      pending: aside.conversation !== conversation ? aside.conversation.pending : undefined,
      greeted: conversation.greeted_at !== null,
      paymentDue: () => paymentIsDue(turn, opened.subscription, now(), services.subscriptions.planRunsFor),
      paymentReminder: say.paymentReminder(options.priceMxn, `${publicUrl}/health/payments`),
      now: now(),
    });
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
