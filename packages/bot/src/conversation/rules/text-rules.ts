import { DOUBLE_DOSE_ADVICE, LOW_BELOW, TAKEN_TWICE } from '@vitalia/domain';
import { metricNamedIn, readReminderRequest } from '@vitalia/parser';
import { answerFollowup, followupAnswerOfText } from '../crisis-turns';
import { commandOfIntent, commandOfWholeMessage, isCorrection, normalizeWords } from '../commands';
import { uncertainReadings, askToConfirm } from '../certainty';
import { feelingOf, catchAll, distressReply } from '../catch-all';
import { askLowConfirmation, bareLowNumber } from '../low-confirmation';
import { lowToClose, recoveredFromLow, treatedLow } from '../low-recovery-turns';
import * as say from '../say';
import { answerState } from '../states';
import { text, type Outcome } from '../turn';
import { foldForReply, questionLines, smallTalkReply } from '../understanding';
import { understood } from '../understood';
import { askWhichMetric } from '../which-metric-turns';
import { answerToClaim, answerUnmarked, findAnswer, namesMedicine } from '../everyday-questions';
import { FORWARDED, looksLost, SOMEONE_ELSES } from '../message-words';
import { saysRelativeWrites } from '../relative-writer';
import { correction, deleteRequest, mayDeleteLast, namedCorrection } from './record-edit-rules';
import type { Rule, TurnContext } from './rule';
import { warningLine } from '../say/parts';

/**
 * The declared table of a typed (or transcribed) message's rules, in order: the first that answers wins.
 * Triage ran before it (triage.ts); its line leads whatever answers here (engine.ts).
 */

const whatItSays = (context: TurnContext) => {
  const message = context.message();
  return {
    others: message.others,
    symptoms: message.symptoms,
    question: message.question,
    signs: message.parsed.symptoms ?? [],
    ownerOfPhone: context.relativeWrites ? context.turn.account.first_name : null,
  };
};

/** "estoy bien" / "necesito ayuda" typed instead of pressed, while a crisis is followed up. */
const crisisFollowupTyped: Rule = {
  name: 'crisis_followup_typed',
  selfContained: true,
  async run({ turn, deps, body, state }) {
    const answer = turn.late ? null : followupAnswerOfText(body);
    if (!answer || !turn.crisisOpen) return null;
    if (!(await deps.services.crisisFollowups.isOpen(turn.account.user_id))) return null;
    return answerFollowup(deps.services, turn, state, answer);
  },
};

/** The words of CONTRACTS section 6 as a whole message: ayuda, resumen, deshacer, BAJA, ALTA… */
const wholeMessageCommand: Rule = {
  name: 'whole_message_command',
  selfContained: true,
  run({ turn, deps, body }) {
    const command = commandOfWholeMessage(body);
    return command ? deps.commands.runCommand(turn, command) : null;
  },
};

/** The open question's answer, by its state's file (states/). */
const openQuestion: Rule = { name: 'open_question', run: (context) => answerState(context) };

/** "36" alone: the low steps now; stored once the person says it is their glucose. */
const bareLow: Rule = {
  name: 'bare_low',
  run(context) {
    const { turn, state, body } = context;
    const { parsed, recent } = context.message();
    const asked = state?.kind === 'value_again' || state?.kind === 'reminded' ? state.metric : null;
    if (asked === 'glucosa' || recent === 'glucosa') return null;
    const value = bareLowNumber(body, parsed);
    return value === null ? null : askLowConfirmation(turn, value);
  },
};

/**
 * A health claim said, not asked ("el té de canela cura la diabetes", "el naturista me dijo que deje la
 * metformina"): the library's safety answer, never the warm "te leo" line.
 */
const healthClaim: Rule = {
  name: 'health_claim',
  run({ body, message }) {
    if (message().own.readings.length > 0) return null;
    const answer = answerToClaim(body);
    return answer ? { reply: text(answer), patch: {}, label: 'question' } : null;
  },
};

/** A forwarded chain or advert: its numbers are nobody's readings. */
const forwarded: Rule = {
  name: 'forwarded',
  run: ({ body }) => (FORWARDED.test(normalizeWords(body)) ? catchAll(body) : null),
};

/** "recuérdame la pastilla de la presión a las 9": a reminder to make, when the message logs nothing. */
const reminderRequest: Rule = {
  name: 'reminder_request',
  run(context) {
    const { own, meter } = context.message();
    if (own.readings.length > 0 || meter) return null;
    const request = readReminderRequest(context.body);
    return request ? context.deps.reminderRequests.answer(context.turn, context.body, request) : null;
  },
};

/**
 * Readings the bot is not sure of (a split number, a number with no metric word that answers nothing
 * asked, a glucose that looks like mmol/L): read back and asked, nothing stored or told until the answer.
 */
const uncertain: Rule = {
  name: 'uncertain_readings',
  run(context) {
    const doubt = uncertainReadings(context);
    return doubt ? askToConfirm(context, doubt, whatItSays(context)) : null;
  },
};

/** The sender's own readings (or a meter's word): stored, interpreted, told in one reply. */
const ownReadings: Rule = {
  name: 'own_readings',
  async run(context) {
    const { turn, deps, body } = context;
    const message = context.message();
    const { own, meter, othersSaid } = message;
    if (own.readings.length === 0 && !meter) return null;
    if (own.readings.length > 0 && own.intents.includes('undo') && isCorrection(body)) {
      const again = await deps.readings.correctLast(turn, body);
      if (again) return again;
    }
    // A glucose of 70 or more soon after a low closes it: say so, and to eat something now.
    const ownGlucose = own.readings.filter((r) => r.metric === 'glucosa' && !('systolic' in r));
    const closesLow =
      ownGlucose.length > 0 &&
      ownGlucose.every((r) => 'value' in r && r.value >= LOW_BELOW) &&
      lowToClose(turn);
    // "ya le dije que me salió 320": the reading stored a moment ago, not a second one.
    const repeated = meter ? null : await deps.readings.alreadyStored(turn, own);
    if (repeated) return understood(repeated, whatItSays(context));
    const stored = await deps.readings.storeReadings(turn, own, {}, meter);
    const outcome = understood(closesLow ? recoveredFromLow(stored) : stored, whatItSays(context));
    // A low's steps end with "vuelve a medir en 15 minutos": the next bare number answers that.
    if (stored.lowNow && outcome.patch.pending === null)
      outcome.patch.pending = {
        kind: 'value_again',
        metric: 'glucosa',
        askedAt: turn.inbound.sent_at.toISOString(),
      };
    if (!meter) return deps.othersReadings.offerToStore(turn, outcome, othersSaid);
    // The next bare number is the glucose measured again ("ya marca 71").
    const askedAt = turn.inbound.sent_at.toISOString();
    return {
      ...outcome,
      label: `meter+${outcome.label}`,
      patch: { ...outcome.patch, pending: { kind: 'value_again', metric: 'glucosa', askedAt } },
    };
  },
};

/** A value outside what a body can have, or half a pressure: asked again. */
const implausible: Rule = {
  name: 'implausible_value',
  run(context) {
    const { own, others } = context.message();
    return own.implausible.length > 0 && others.length === 0
      ? context.deps.readings.askAgain(context.turn, own)
      : null;
  },
};

/** "Ya me tomé medio vaso de jugo" right after a low: measure again in 15 minutes. */
const lowTreated: Rule = {
  name: 'low_treated',
  run: (context) => (context.message().others.length === 0 ? treatedLow(context.turn, context.body) : null),
};

/** Someone else's readings, or warning signs: answered (never stored in the sender's record). */
const othersOrEmergency: Rule = {
  name: 'others_or_emergency',
  run(context) {
    const { others, symptoms, othersSaid } = context.message();
    if (others.length === 0 && !symptoms.emergency) return null;
    return context.deps.othersReadings.offerToStore(
      context.turn,
      understood(null, whatItSays(context)),
      othersSaid,
    );
  },
};

/** A question about a medicine that tells its side effect ("la metformina me da diarrea, ¿la dejo?"). */
const asksOfMedicine = (context: TurnContext) =>
  namesMedicine(context.body) && context.message().parsed.intent === 'question';

/** Symptoms that call for a measurement: what they may mean, and the bot asks for that value. */
const symptomsToMeasure: Rule = {
  name: 'symptoms_measure',
  run(context) {
    const { symptoms, others } = context.message();
    if (!symptoms.measure || asksOfMedicine(context)) return null;
    const outcome = understood(null, { others, symptoms, question: null });
    const askedAt = context.turn.inbound.sent_at.toISOString();
    return {
      ...outcome,
      patch: { pending: { kind: 'value_again', metric: symptoms.measure, askedAt } },
      label: `symptom+asked:${symptoms.measure}`,
    };
  },
};

const symptomAdvice: Rule = {
  name: 'symptom_advice',
  run(context) {
    if (!context.message().symptoms.advice) return null;
    // "la hidroclorotiazida me hace orinar mucho, ¿la puedo dejar?": a question about the medicine, whose
    // side effect it tells; the question's rule answers it.
    if (asksOfMedicine(context)) return null;
    return understood(null, whatItSays(context));
  },
};

/** A glucose-lowering dose taken twice: what to do now for that medicine (never a dose change). */
const doubleDose: Rule = {
  name: 'double_dose',
  run({ body }) {
    const said = normalizeWords(body);
    if (!TAKEN_TWICE.test(said)) return null;
    const advice = DOUBLE_DOSE_ADVICE.find((item) => item.medicines.some((name) => said.includes(name)));
    return advice ? { reply: text(warningLine(advice.text)), patch: {}, label: 'question' } : null;
  },
};

/** Sadness, worry, loneliness, being fed up: named and answered warmly first, never a request for a reading. */
const distress: Rule = {
  name: 'distress',
  run(context) {
    const { own, question } = context.message();
    const feeling = own.readings.length === 0 && question === null ? feelingOf(context.body) : null;
    return feeling ? distressReply(feeling) : null;
  },
};

/** A command said in other words ("ya no quiero mensajes", "bórralo", "¿cómo voy?"). */
const commandInWords: Rule = {
  name: 'command_in_words',
  selfContained: true,
  run(context) {
    const command = commandOfIntent(context.message().parsed.intent, context.body);
    // Deleting is never a guess: not when it is denied, nor when the message is about a medicine.
    if (command === 'undo' && !mayDeleteLast(context.body)) return null;
    // "el resumen de mi papá": this record is the sender's; someone else's readings were never kept here.
    // (A relative on the owner's phone asking for "el resumen de mi mamá" asks for this record's.)
    const whose =
      command === 'summary' && !context.relativeWrites
        ? SOMEONE_ELSES.exec(normalizeWords(context.body))?.[3]
        : undefined;
    if (whose) return { reply: text(say.summaryOfSomeoneElse(whose)), patch: {}, label: 'summary:other' };
    return command ? context.deps.commands.runCommand(context.turn, command) : null;
  },
};

/** A number nothing explains, in a message that is not a question: ask what it is, never guess. */
const unexplainedNumber: Rule = {
  name: 'unexplained_number',
  run(context) {
    const { parsed } = context.message();
    if (!['unknown', 'small_talk', 'greeting', 'thanks'].includes(parsed.intent)) return null;
    return askWhichMetric(context.turn, context.body, parsed);
  },
};

/** "soy su hija, le escribo del cel de mi papá", with nothing else: how their readings will be kept. */
const relativeIntroduced: Rule = {
  name: 'relative_introduced',
  run({ turn, body, message }) {
    if (!saysRelativeWrites(body) || message().parsed.readings.length > 0) return null;
    return { reply: text(say.relativeWriting(turn.account.first_name)), patch: {}, label: 'relative_writes' };
  },
};

const greeting: Rule = {
  name: 'greeting',
  run({ turn, body, message }) {
    if (message().parsed.intent !== 'greeting') return null;
    // Introduced once; after that a greeting is answered in kind.
    const reply = turn.conversation.greeted_at
      ? say.greetingAgain(turn.account.first_name, foldForReply(body))
      : `${say.greeting(turn.account.first_name)}\n${say.GUIDE}`;
    return { reply: text(reply), patch: {}, label: 'greeting' };
  },
};

const thanks: Rule = {
  name: 'thanks',
  run: ({ message }) =>
    message().parsed.intent === 'thanks' ? { reply: text(say.THANKS), patch: {}, label: 'thanks' } : null,
};

const consent: Rule = {
  name: 'consent',
  selfContained: true,
  run: ({ message }) =>
    message().parsed.intent === 'consent' ? { reply: text(say.CONSENT), patch: {}, label: 'consent' } : null,
};

const medicationTaken: Rule = {
  name: 'medication_taken',
  run: ({ turn, deps, body, message }) =>
    message().parsed.intent === 'medication_taken'
      ? deps.medications.takeFromText(turn, body, message().parsed)
      : null,
};

const question: Rule = {
  name: 'question',
  // "¿¿qué?? no le entiendo": lost, not a question for the library (the catch-all says what to do).
  run: ({ body, message }) =>
    message().parsed.intent === 'question' && !(looksLost(body) && !findAnswer(body))
      ? { reply: text(questionLines(body).join('\n')), patch: {}, label: 'question' }
      : null,
};

/** A question asked without its mark ("se me acabó la insulina, qué hago"): the library's answer, if sure. */
const unmarkedQuestion: Rule = {
  name: 'unmarked_question',
  run({ body, message }) {
    const { parsed, own } = message();
    if (!['small_talk', 'unknown'].includes(parsed.intent) || own.readings.length > 0) return null;
    const answer = answerUnmarked(body);
    return answer ? { reply: text(answer), patch: {}, label: 'question' } : null;
  },
};

/**
 * Courtesy, emoji, a blessing, a laugh: a short kind answer. A story the bot cannot place gets a warm
 * line with what the person can do (never a fixed thank-you alone); confusion, a forwarded chain or a
 * phone number go to the catch-all.
 */
const smallTalk: Rule = {
  name: 'small_talk',
  run({ body, message }) {
    if (message().parsed.intent !== 'small_talk' || looksLost(body)) return null;
    const reply = smallTalkReply(foldForReply(body));
    return {
      reply: reply === null ? say.story() : text(reply),
      patch: {},
      label: 'small_talk',
    };
  },
};

/** "glucosa hoy", "la presión": a measurement named with no number asks for its value (the next number). */
const metricWithoutValue: Rule = {
  name: 'metric_without_value',
  run({ body, turn }) {
    if (/\d/.test(body) || body.trim().split(/\s+/).length > 4) return null;
    const metric = metricNamedIn(body);
    if (metric !== 'glucosa' && metric !== 'presion' && metric !== 'peso') return null;
    return {
      reply: text(say.askValueOf(metric)),
      patch: { pending: { kind: 'reminded', metric, askedAt: turn.inbound.sent_at.toISOString() } },
      label: `asked:${metric}`,
    };
  },
};

/** Nothing understood: said in one line, with what the person can do and an example. */
const notUnderstood: Rule = {
  name: 'not_understood',
  run: ({ body }): Outcome => catchAll(body),
};

export const TEXT_RULES: readonly Rule[] = [
  crisisFollowupTyped,
  wholeMessageCommand,
  openQuestion,
  namedCorrection,
  correction,
  deleteRequest,
  healthClaim,
  forwarded,
  bareLow,
  reminderRequest,
  uncertain,
  ownReadings,
  implausible,
  lowTreated,
  othersOrEmergency,
  distress,
  symptomsToMeasure,
  symptomAdvice,
  doubleDose,
  commandInWords,
  unexplainedNumber,
  relativeIntroduced,
  greeting,
  thanks,
  consent,
  medicationTaken,
  question,
  unmarkedQuestion,
  smallTalk,
  metricWithoutValue,
  notUnderstood,
];
