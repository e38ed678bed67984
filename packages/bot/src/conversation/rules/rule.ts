import type { RelativeWriting } from '../relative-writer';
import type { Services } from '@vitalia/services';
import type { createCommandTurns } from '../command-turns';
import type { MessageReading } from '../message-reading';
import type { createMedicationTurns } from '../medication-turns';
import type { createOthersReadingsTurns } from '../others-readings-turns';
import type { createReadingTurns } from '../reading-turns';
import type { createReminderRequestTurns } from '../reminder-request-turns';
import type { Triage } from '../triage';
import type { Outcome, Pending, Turn } from '../turn';

/** The parts of the conversation a rule may call: made once per engine. */
export interface RuleDeps {
  services: Services;
  readings: ReturnType<typeof createReadingTurns>;
  commands: ReturnType<typeof createCommandTurns>;
  medications: ReturnType<typeof createMedicationTurns>;
  reminderRequests: ReturnType<typeof createReminderRequestTurns>;
  othersReadings: ReturnType<typeof createOthersReadingsTurns>;
}

/** One message's turn as every rule sees it: read once, shared. */
export interface TurnContext {
  turn: Turn;
  deps: RuleDeps;
  /** The open question, or null when none is open or it expired (states/index.ts). */
  state: Pending | null;
  /** What the message says of danger: found before anything else (triage.ts). */
  triage: Triage;
  /** The text of the message ('' for a pressed button). */
  body: string;
  /** The pressed button's id, or null for text. */
  optionId: string | null;
  /** The message read once (parser and whose-reading split), on first use. */
  message(): MessageReading;
  /** A relative writes from the owner's phone (relative-writer.ts), or null. */
  relativeWrites: RelativeWriting | null;
}

/**
 * A rule of the conversation: a name the logs and the scoring use, and a small function that answers the
 * turn or passes (null). The engine runs its declared table in order and the first answer wins.
 */
export interface Rule {
  name: string;
  /** The reply answers on its own terms: no warning told earlier goes in front of it. */
  selfContained?: boolean;
  run(context: TurnContext): Outcome | null | undefined | Promise<Outcome | null | undefined>;
}

/** The first rule of the table that answers, with its name. */
export async function runRules(
  rules: readonly Rule[],
  context: TurnContext,
): Promise<{ rule: string; outcome: Outcome } | null> {
  for (const rule of rules) {
    const outcome = await rule.run(context);
    if (outcome)
      return {
        rule: rule.name,
        outcome: { ...outcome, rule: rule.name, selfContained: outcome.selfContained ?? rule.selfContained },
      };
  }
  return null;
}
