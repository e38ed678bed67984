import {
  minutesBetween,
  type Outcome,
  type Pending,
  type PendingKind,
  type PendingOf,
  type Turn,
} from '../turn';
import type { TurnContext } from '../rules/rule';
import { confirmLowState } from './confirm-low';
import { confirmReadingsState } from './confirm-readings';
import { crisisSymptomsState } from './crisis-symptoms';
import { othersReadingsState } from './others-readings';
import { pressureHalfState } from './pressure-half';
import { remindedState } from './reminded';
import { reminderTimeState } from './reminder-time';
import { valueAgainState } from './value-again';
import { voiceReadingState } from './voice-reading';
import { welcomeState } from './welcome';
import { whichMetricState } from './which-metric';
import { whoseReadingState } from './whose-reading';

export { readState, writeState, STATE_VERSION } from './schema';

/**
 * A waiting state of the conversation: what it expects, how long it stays open, and what it does with an
 * answer typed or pressed. Each has its own file here; `schema.ts` holds their shapes.
 */
export interface StateDefinition<K extends PendingKind> {
  kind: K;
  /** What the bot waits for, in words (for the README and the logs). */
  expects: string;
  /** Minutes after `askedAt` during which the next message can answer it. */
  expiresMinutes: number;
  /** The metric a bare number in the answer is read as. */
  expectedMetric?(state: PendingOf<K>): string | undefined;
  /** The answer typed: an outcome, or null to let the other rules read the message. */
  answerText?(context: TurnContext, state: PendingOf<K>): Promise<Outcome | null> | Outcome | null;
}

type Registry = { [K in PendingKind]: StateDefinition<K> };

export const STATES: Registry = {
  pressure_half: pressureHalfState,
  value_again: valueAgainState,
  confirm_low: confirmLowState,
  crisis_symptoms: crisisSymptomsState,
  reminded: remindedState,
  others_readings: othersReadingsState,
  reminder_time: reminderTimeState,
  which_metric: whichMetricState,
  welcome: welcomeState,
  voice_reading: voiceReadingState,
  confirm_readings: confirmReadingsState,
  whose_reading: whoseReadingState,
};

function definitionOf<K extends PendingKind>(kind: K): StateDefinition<K> {
  return STATES[kind];
}

/** The state the message can answer: none for a message delivered late, or once the state expired. */
export function openState(turn: Turn): Pending | null {
  const state = turn.state;
  if (!state || turn.late) return null;
  const minutes = definitionOf(state.kind).expiresMinutes;
  return minutesBetween(new Date(state.askedAt), turn.inbound.sent_at) <= minutes ? state : null;
}

export function expectedMetricOf(state: Pending | null): string | undefined {
  if (!state) return undefined;
  const definition = definitionOf(state.kind) as StateDefinition<PendingKind>;
  return definition.expectedMetric?.(state);
}

/** The open state's answer to a typed message, or null. */
export function answerState(context: TurnContext): Promise<Outcome | null> | Outcome | null {
  const state = context.state;
  if (!state) return null;
  const definition = definitionOf(state.kind) as StateDefinition<PendingKind>;
  return definition.answerText?.(context, state) ?? null;
}
