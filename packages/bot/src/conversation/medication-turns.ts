import { medicationLabel as label, readMedicationButton, type Services } from '@vitalia/services';
import { MEDICATION_PURPOSES, type MedicationPurpose } from '@vitalia/domain';
import { listOf } from './say/parts';
import * as say from './say/medications';
import { clock, text, type Outcome, type Turn } from './turn';

/** What the parser read of a medication in the message. */
export interface MedicationSaid {
  medication?: string;
  medicationPurpose?: MedicationPurpose;
}

/**
 * The answers to a medication reminder: "Ya la tomé" records the dose of that reminder (once, however
 * often it is pressed), "Posponer 30 min" sends the reminder again later, and "tomé mi losartán" in free
 * text records a dose of the medication it names.
 */
export function createMedicationTurns({ services }: { services: Services }) {
  const { doses } = services;

  /** The reply to a medication reminder's button, or undefined when the id is not one of them. */
  async function answerButton(turn: Turn, optionId: string): Promise<Outcome | undefined> {
    const userId = turn.account.user_id;
    const pressed = readMedicationButton(optionId);
    if (!pressed) return undefined;
    if (pressed.action === 'taken') {
      const result = await doses.takeFromReminder(userId, pressed.occurrenceId);
      if (result.status === 'not_found')
        return { reply: text(say.REMINDER_NOT_YOURS), patch: {}, label: 'medication_unknown' };
      return {
        reply: text(
          result.status === 'recorded'
            ? say.doseRecorded(label(result))
            : say.doseAlreadyRecorded(label(result)),
        ),
        patch: {},
        label: 'medication_taken',
      };
    }
    const result = await doses.snooze(userId, pressed.occurrenceId);
    if (result.status === 'not_found')
      return { reply: text(say.REMINDER_NOT_YOURS), patch: {}, label: 'medication_unknown' };
    const reply =
      result.status === 'snoozed'
        ? say.doseSnoozed.snoozed(label(result), clock(result.at, turn.timeZone))
        : say.doseSnoozed[result.status](label(result));
    return { reply: text(reply), patch: {}, label: 'medication_snoozed' };
  }

  /**
   * "Tomé mi losartán", "ya me tomé la de la presión": a dose of each medication meant (named, by its
   * purpose, or the only one the person has). Two for the same purpose: asks which, recording nothing.
   */
  async function takeFromText(turn: Turn, body: string, parsed: MedicationSaid): Promise<Outcome> {
    const { taken, choices } = await doses.takeFromText(
      turn.account.user_id,
      { text: body, purpose: parsed.medicationPurpose ?? null, named: parsed.medication ?? null },
      turn.inbound.wa_message_id,
    );
    if (choices.length > 0) {
      const purpose = MEDICATION_PURPOSES[parsed.medicationPurpose!].said;
      return {
        reply: text(say.whichDoseForPurpose(purpose, listOf(choices.map(label)), choices[0]!.nombre)),
        patch: {},
        label: 'medication_taken:which',
      };
    }
    if (taken.length === 0) {
      const purpose = parsed.medicationPurpose && MEDICATION_PURPOSES[parsed.medicationPurpose].said;
      return {
        reply: text(say.doseNotTracked(say.medicationMeant(parsed.medication, purpose))),
        patch: {},
        label: 'medication_taken',
      };
    }
    return {
      reply: text(say.doseRecorded(listOf(taken.map(label)))),
      patch: {},
      label: 'medication_taken',
    };
  }

  return { answerButton, takeFromText };
}
