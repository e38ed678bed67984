import { answerCrisisButton, answerFollowup, followupAnswerOfOption } from '../crisis-turns';
import { commandOfOption } from '../commands';
import { lowAnswerOfOption } from '../low-confirmation';
import * as say from '../say';
import { answerLow } from '../states/confirm-low';
import { dropHalf } from '../states/pressure-half';
import { answerConfirmation, confirmAnswerOfOption } from '../states/confirm-readings';
import { storeAnswered } from '../states/which-metric';
import { answerWhose, choiceOfOption } from '../states/whose-reading';
import { text } from '../turn';
import { metricOfOption, rereadWithAnswer } from '../which-metric-turns';
import type { Rule } from './rule';

/**
 * The declared table of a pressed button's rules (reply buttons and list rows), in order: every button the
 * bot sends has its rule here, so each works in WhatsApp and in both simulators. The voice note's buttons
 * come first (engine.ts: they need the read-back set aside before the turn).
 */

const menuOption: Rule = {
  name: 'menu_option',
  selfContained: true,
  run({ turn, deps, optionId }) {
    const command = commandOfOption(optionId ?? '');
    return command ? deps.commands.runCommand(turn, command) : null;
  },
};

const crisisFollowup: Rule = {
  name: 'crisis_followup_button',
  selfContained: true,
  run({ turn, deps, optionId, state }) {
    const answer = followupAnswerOfOption(optionId ?? '');
    return answer ? answerFollowup(deps.services, turn, state, answer) : null;
  },
};

const crisisSymptoms: Rule = {
  name: 'crisis_symptoms_button',
  selfContained: true,
  run: ({ optionId }) => answerCrisisButton(optionId ?? ''),
};

const lowConfirmation: Rule = {
  name: 'low_confirmation_button',
  run(context) {
    const answer = lowAnswerOfOption(context.optionId ?? '');
    if (!answer) return null;
    const state = context.state?.kind === 'confirm_low' ? context.state : null;
    return answerLow(context, state, answer);
  },
};

const readingConfirmation: Rule = {
  name: 'reading_confirmation_button',
  run(context) {
    const answer = confirmAnswerOfOption(context.optionId ?? '');
    if (!answer) return null;
    const state = context.state?.kind === 'confirm_readings' ? context.state : null;
    return answerConfirmation(context, state, answer);
  },
};

const whoseReading: Rule = {
  name: 'whose_reading_button',
  run(context) {
    const choice = choiceOfOption(context.optionId ?? '');
    if (choice === null) return null;
    const state = context.state?.kind === 'whose_reading' ? context.state : null;
    return answerWhose(context, state, choice);
  },
};

const pressureHalf: Rule = {
  name: 'pressure_half_button',
  run: ({ optionId }) => (optionId === say.PRESSURE_HALF_BUTTONS.none.id ? dropHalf() : null),
};

const whichMetric: Rule = {
  name: 'which_metric_button',
  run(context) {
    const metric = metricOfOption(context.optionId ?? '');
    if (!metric) return null;
    const state = context.state;
    const reread = state?.kind === 'which_metric' ? rereadWithAnswer(state, { metric }) : null;
    if (state?.kind === 'which_metric' && reread) return storeAnswered(context, state, reread);
    return { reply: text(say.WHICH_METRIC_EXPIRED), patch: {}, label: 'asked:confirm' };
  },
};

const othersReadings: Rule = {
  name: 'others_readings_button',
  run: ({ turn, deps, state, optionId }) => deps.othersReadings.answerButton(turn, state, optionId ?? ''),
};

const reminderTime: Rule = {
  name: 'reminder_time_button',
  run: async ({ turn, deps, optionId }) =>
    (await deps.reminderRequests.answerButton(turn, optionId ?? '')) ?? null,
};

const medicationReminder: Rule = {
  name: 'medication_button',
  run: async ({ turn, deps, optionId }) =>
    (await deps.medications.answerButton(turn, optionId ?? '')) ?? null,
};

/** A button this code does not know (an old message's): said, with what the person can do. */
const unknownButton: Rule = {
  name: 'unknown_button',
  run: () => ({ reply: text(say.UNKNOWN_BUTTON), patch: {}, label: 'unknown', notUnderstood: true }),
};

export const BUTTON_RULES: readonly Rule[] = [
  menuOption,
  crisisFollowup,
  crisisSymptoms,
  lowConfirmation,
  readingConfirmation,
  whoseReading,
  pressureHalf,
  whichMetric,
  othersReadings,
  reminderTime,
  medicationReminder,
  unknownButton,
];
