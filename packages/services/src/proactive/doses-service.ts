import type { Database } from '@vitalia/db';
import type { MedicationPurpose } from '@vitalia/domain';
import { medicationsMeant } from './medication-match';

/** A medication reminder's "Posponer 30 min" puts it off this long. */
export const SNOOZE_MINUTES = 30;
/** "Tomé mi losartán" answers a reminder of that medication sent within this many hours. */
export const TEXT_DOSE_HOURS = 12;
/** "Ya me la tomé" naming no medication answers the one reminder sent within this many hours. */
export const UNNAMED_DOSE_HOURS = 3;

export interface MedicationNamed {
  nombre: string;
  dosis: string | null;
}

export type DoseResult = ({ status: 'recorded' | 'already' } & MedicationNamed) | { status: 'not_found' };

export type SnoozeResult =
  ({ status: 'snoozed' | 'already' | 'taken'; at: Date } & MedicationNamed) | { status: 'not_found' };

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
    /**
     * "Tomé mi losartán", "ya me tomé la de la presión": a dose of each medication the text means. Nothing
     * is recorded when it could mean several ("la de la presión" with two for the pressure): `choices`
     * lists them for the chat to ask which.
     */
    async takeFromText(
      userId: number,
      said: { text: string; purpose?: MedicationPurpose | null; named?: string | null },
      inboundMessageId: string,
    ): Promise<{ taken: MedicationNamed[]; choices: MedicationNamed[] }> {
      const own = await medications.listByUser(userId);
      const meant = medicationsMeant(said, own);
      const { by } = meant;
      let taken = meant.meant;
      const namedOf = ({ nombre, dosis }: MedicationNamed) => ({ nombre, dosis });
      if (by === 'purpose' && taken.length > 1) return { taken: [], choices: taken.map(namedOf) };
      const open = await occurrences.listUnansweredMedicationReminders(
        userId,
        new Date(now().getTime() - TEXT_DOSE_HOURS * 3_600_000),
      );
      // "ya me la tomé" naming nothing, soon after one medication's reminder: that medication.
      if (taken.length === 0 && !said.named && !said.purpose) {
        const recent = open.filter(
          (reminder) => reminder.due_at >= new Date(now().getTime() - UNNAMED_DOSE_HOURS * 3_600_000),
        );
        const only = recent.length === 1 ? own.find((m) => m.id === recent[0]!.medicamento_id) : undefined;
        if (only) taken = [only];
      }
      if (taken.length === 0) return { taken: [], choices: [] };
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
      return { taken: taken.map(namedOf), choices: [] };
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
