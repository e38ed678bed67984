import type { Database } from '@vitalia/db';

/** A medication reminder's "Posponer 30 min" puts it off this long. */
export const SNOOZE_MINUTES = 30;
/** "Tomé mi losartán" answers a reminder of that medication sent within this many hours. */
export const TEXT_DOSE_HOURS = 12;

export interface MedicationNamed {
  nombre: string;
  dosis: string | null;
}

export type DoseResult = ({ status: 'recorded' | 'already' } & MedicationNamed) | { status: 'not_found' };

export type SnoozeResult =
  ({ status: 'snoozed' | 'already' | 'taken'; at: Date } & MedicationNamed) | { status: 'not_found' };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The medications a free text names ("tomé mi losartán" → Losartán), by whole words of the name. */
export function medicationsNamedIn<T extends { nombre: string }>(
  text: string,
  medications: readonly T[],
): T[] {
  const said = ` ${fold(text)} `;
  return medications.filter((medication) => {
    const words = fold(medication.nombre)
      .split(' ')
      .filter((word) => word.length >= 4);
    return words.length > 0 && words.some((word) => said.includes(` ${word} `));
  });
}

/**
 * Doses taken: from a medication reminder's buttons ("Ya la tomé" records the dose of that reminder once,
 * "Posponer 30 min" sends it again later) or said in free text, which answers the latest unanswered
 * reminder of that medication. Adherence (taken vs reminders sent) is read by the report.
 */
export function createDosesService({ db, now }: { db: Database; now: () => Date }) {
  const { occurrences, medicationDoses, medications } = db.repos;

  /** The reminder a button names, resolved to the original when it is a put-off repeat. */
  async function reminderOf(userId: number, occurrenceId: number) {
    const reminder = await occurrences.findMedicationReminder(userId, occurrenceId);
    if (!reminder?.repeats_id) return reminder;
    return occurrences.findMedicationReminder(userId, reminder.repeats_id);
  }

  return {
    async takeFromReminder(userId: number, occurrenceId: number): Promise<DoseResult> {
      const reminder = await reminderOf(userId, occurrenceId);
      if (!reminder) return { status: 'not_found' };
      const recorded = await medicationDoses.insert({
        userId,
        medicamentoId: reminder.medicamento_id,
        occurrenceId: reminder.id,
        inboundMessageId: null,
        source: 'button',
        takenAt: now(),
      });
      return { status: recorded ? 'recorded' : 'already', nombre: reminder.nombre, dosis: reminder.dosis };
    },

    /**
     * "Tomé mi losartán": records a dose of each medication named (or of the only one the person has,
     * when the text names none). The message id makes a replayed message record nothing twice.
     */
    async takeFromText(userId: number, text: string, inboundMessageId: string): Promise<MedicationNamed[]> {
      const own = await medications.listByUser(userId);
      const named = medicationsNamedIn(text, own);
      const taken = named.length > 0 ? named : own.length === 1 ? own : [];
      if (taken.length === 0) return [];
      const open = await occurrences.listUnansweredMedicationReminders(
        userId,
        new Date(now().getTime() - TEXT_DOSE_HOURS * 3_600_000),
      );
      for (const [index, medication] of taken.entries()) {
        await medicationDoses.insert({
          userId,
          medicamentoId: medication.id,
          occurrenceId: open.find((reminder) => reminder.medicamento_id === medication.id)?.id ?? null,
          inboundMessageId: `${inboundMessageId}#${index}`,
          source: 'text',
          takenAt: now(),
        });
      }
      return taken.map(({ nombre, dosis }) => ({ nombre, dosis }));
    },

    /** Sends the reminder again in 30 minutes (once per reminder). */
    async snooze(userId: number, occurrenceId: number): Promise<SnoozeResult> {
      const reminder = await reminderOf(userId, occurrenceId);
      if (!reminder) return { status: 'not_found' };
      const named = { nombre: reminder.nombre, dosis: reminder.dosis };
      const at = new Date(now().getTime() + SNOOZE_MINUTES * 60_000);
      if (await medicationDoses.hasDoseFor(reminder.id)) return { status: 'taken', at, ...named };
      const added = await occurrences.insertMany([
        {
          kind: 'medication_reminder',
          userId,
          sourceKey: `s:${reminder.id}`,
          measurementReminderId: null,
          medicationScheduleId: reminder.medication_schedule_id,
          medicamentoId: reminder.medicamento_id,
          localDue: 'snooze',
          dueAt: at,
          plan: 'snooze',
          repeatsId: reminder.id,
        },
      ]);
      return { status: added > 0 ? 'snoozed' : 'already', at, ...named };
    },
  };
}

export type DosesService = ReturnType<typeof createDosesService>;
