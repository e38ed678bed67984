import { validateAlertSchedule, type AlertSchedule, type HomeData } from '@vitalia/contracts/member';
import { REMINDER_METRICS, compareSchedules } from '@vitalia/domain/schedules';
import type { Repositories } from '@vitalia/db';
import { badRequest, conflict, notFound } from '../http-errors';

export const MAX_REMINDERS_PER_USER = 50;

export const REMINDER_MESSAGES = {
  notFound: 'Recordatorio no encontrado.',
  tooMany: `Alcanzaste el máximo de ${MAX_REMINDERS_PER_USER} recordatorios. Elimina alguno para crear otro.`,
};

/** Measurement reminders (alert schedules) of one user. */
export function createRemindersService(repos: Repositories) {
  const { alertSchedules } = repos;

  return {
    async list(userId: number): Promise<AlertSchedule[]> {
      return alertSchedules.listByUser(userId);
    },

    /** The reminders grouped by metric, in reading order, as the home panel shows them. */
    async listGrouped(userId: number): Promise<HomeData['reminders']> {
      const grouped = Object.fromEntries(REMINDER_METRICS.map((metric) => [metric, [] as AlertSchedule[]]));
      for (const reminder of await alertSchedules.listByUser(userId))
        grouped[reminder.metric_key]!.push(reminder);
      for (const list of Object.values(grouped)) list.sort(compareSchedules);
      return grouped as HomeData['reminders'];
    },

    async create(userId: number, body: unknown): Promise<AlertSchedule> {
      const input = validateAlertSchedule(body);
      if (!input.ok) throw badRequest(input.detail);
      if ((await alertSchedules.countByUser(userId)) >= MAX_REMINDERS_PER_USER)
        throw conflict(REMINDER_MESSAGES.tooMany);
      return alertSchedules.insert(userId, input.value);
    },

    async update(userId: number, id: number, body: unknown): Promise<AlertSchedule> {
      const current = await alertSchedules.findForUser(userId, id);
      if (!current) throw notFound(REMINDER_MESSAGES.notFound);
      const input = validateAlertSchedule(body, current);
      if (!input.ok) throw badRequest(input.detail);
      const updated = await alertSchedules.update(userId, id, input.value);
      if (!updated) throw notFound(REMINDER_MESSAGES.notFound);
      return updated;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await alertSchedules.delete(userId, id))) throw notFound(REMINDER_MESSAGES.notFound);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
