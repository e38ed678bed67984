import type { ButtonOption } from '@vitalia/contracts/chat';

/**
 * The two buttons of a medication reminder, the one place their ids and titles are written: the
 * scheduler builds them, the bot reads them back when one is pressed, and the approved template
 * `vitalia_recordatorio_medicamento` carries the same titles.
 *
 * The ids must stay byte-identical: a press comes back with the id we sent (as the button's id inside the
 * 24-hour window, as the template button's payload outside it), possibly days later, so reminders already
 * delivered keep working only while `med:taken:<occurrence id>` and `med:snooze:<occurrence id>` read the
 * same. The titles are part of the approved template: changing one means a new approval.
 */
export const MEDICATION_BUTTON_TITLES = {
  taken: 'Ya la tomé',
  snooze: 'Posponer 30 min',
} as const;

export type MedicationButtonAction = keyof typeof MEDICATION_BUTTON_TITLES;

const PREFIX = { taken: 'med:taken:', snooze: 'med:snooze:' } as const satisfies Record<
  MedicationButtonAction,
  string
>;
// At most 15 digits: a larger number is not read (no occurrence id is that large).
const PRESSED = /^med:(taken|snooze):(\d{1,15})$/;

/** The id of a medication reminder's button; it carries the reminder's occurrence id. */
export function medicationButtonId(action: MedicationButtonAction, occurrenceId: number): string {
  return `${PREFIX[action]}${occurrenceId}`;
}

/** The buttons of one medication reminder, "Ya la tomé" first. */
export function medicationReminderButtons(occurrenceId: number): ButtonOption[] {
  return [
    { id: medicationButtonId('taken', occurrenceId), title: MEDICATION_BUTTON_TITLES.taken },
    { id: medicationButtonId('snooze', occurrenceId), title: MEDICATION_BUTTON_TITLES.snooze },
  ];
}

/** Which medication reminder button an option id names, or undefined when it is not one of them. */
export function readMedicationButton(
  optionId: string,
): { action: MedicationButtonAction; occurrenceId: number } | undefined {
  const match = PRESSED.exec(optionId);
  if (!match) return undefined;
  return { action: match[1] as MedicationButtonAction, occurrenceId: Number(match[2]) };
}

/** "Losartán (50 mg)": how a reminder and its answers name a medication. */
export function medicationLabel(medication: { nombre: string; dosis: string | null }): string {
  return medication.dosis ? `${medication.nombre} (${medication.dosis})` : medication.nombre;
}
