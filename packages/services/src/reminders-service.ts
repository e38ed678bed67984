import {
  applyMeasurementReminderPatch,
  MEMBER_MESSAGES,
  type MeasurementReminder,
  type MeasurementReminderInput,
  type MeasurementReminderPatch,
  type HomeData,
} from '@vitalia/contracts/member';
import { REMINDER_METRICS, compareSchedules } from '@vitalia/domain/schedules';
import type { Database } from '@vitalia/db';
import { ConflictError, InvalidInputError, NotFoundError } from './errors';

export const MAX_REMINDERS_PER_USER = 50;

export const REMINDER_MESSAGES = {
  tooMany: `Alcanzaste el máximo de ${MAX_REMINDERS_PER_USER} recordatorios. Elimina alguno para crear otro.`,
} as const;

/** Measurement reminders of one user (stored in the table alert_schedules). */
export function createRemindersService({
  db,
  onSchedulesChanged,
}: {
  db: Database;
  /** Recomputes the person's next reminders (the scheduler's occurrences). */
  onSchedulesChanged: (userId: number) => Promise<void>;
}) {
  const { measurementReminders } = db.repos;

  return {
    async list(userId: number): Promise<MeasurementReminder[]> {
      return measurementReminders.listByUser(userId);
    },

    /** The reminders grouped by metric, in reading order, as the home panel shows them. */
    async listGrouped(userId: number): Promise<HomeData['reminders']> {
      const grouped = Object.fromEntries(
        REMINDER_METRICS.map((metric) => [metric, [] as MeasurementReminder[]]),
      );
      for (const reminder of await measurementReminders.listByUser(userId))
        grouped[reminder.metric_key]!.push(reminder);
      for (const list of Object.values(grouped)) list.sort(compareSchedules);
      return grouped as HomeData['reminders'];
    },

    async create(userId: number, input: MeasurementReminderInput): Promise<MeasurementReminder> {
      if ((await measurementReminders.countByUser(userId)) >= MAX_REMINDERS_PER_USER)
        throw new ConflictError(REMINDER_MESSAGES.tooMany);
      const created = await measurementReminders.insert(userId, input);
      await onSchedulesChanged(userId);
      return created;
    },

    async update(userId: number, id: number, patch: MeasurementReminderPatch): Promise<MeasurementReminder> {
      const current = await measurementReminders.findForUser(userId, id);
      if (!current) throw new NotFoundError(MEMBER_MESSAGES.reminderNotFound);
      const next = applyMeasurementReminderPatch(current, patch);
      if (!next.ok) throw new InvalidInputError(next.detail);
      const updated = await measurementReminders.update(userId, id, next.value);
      if (!updated) throw new NotFoundError(MEMBER_MESSAGES.reminderNotFound);
      await onSchedulesChanged(userId);
      return updated;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await measurementReminders.delete(userId, id)))
        throw new NotFoundError(MEMBER_MESSAGES.reminderNotFound);
      await onSchedulesChanged(userId);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
