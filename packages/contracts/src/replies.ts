/**
 * Reply schemas: each lists the fields a reply may carry, and the server serializes replies through them,
 * so a column read by mistake (a password hash, a user id) can never reach a client. Server-only: the web
 * app uses the matching types of ./member and ./auth, not these (zod stays out of its bundle).
 */
import { z } from 'zod';
import { FREQUENCIES, REMINDER_METRICS } from '@vitalia/domain/schedules';
import type { AuthReply } from './auth';
import type { AlertSchedule, HomeData, Medicamento, MedicationSchedule, Paciente, Profile } from './member';

const id = z.number().int();
const timing = {
  frecuencia: z.enum(FREQUENCIES),
  hora: z.string(),
  weekday: z.number().int().nullable(),
  month_day: z.number().int().nullable(),
};

export const alertScheduleReply = z.object({ id, metric_key: z.enum(REMINDER_METRICS), ...timing });
export const medicationScheduleReply = z.object({ id, medicamento_id: id, ...timing });
export const medicamentoReply = z.object({
  id,
  paciente_id: id,
  nombre: z.string(),
  dosis: z.string().nullable(),
  schedules: z.array(medicationScheduleReply),
});
export const homeReply = z.object({
  reminders: z.object({
    glucosa: z.array(alertScheduleReply),
    presion: z.array(alertScheduleReply),
    peso: z.array(alertScheduleReply),
  }),
  medicamentos: z.array(medicamentoReply),
});
export const profileReply = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  time_zone: z.string(),
});
export const pacienteReply = z.object({
  id,
  telefono: z.string(),
  fecha_nacimiento: z.string().nullable(),
  edad: z.number().int().nullable(),
});
export const authReply = z.object({ success: z.literal(true), token: z.string(), email: z.string() });
export const successReply = z.object({ success: z.literal(true) });

// The schemas and the reply types the web app reads must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof alertScheduleReply>, AlertSchedule>>(true);
agree<Same<z.infer<typeof medicationScheduleReply>, MedicationSchedule>>(true);
agree<Same<z.infer<typeof medicamentoReply>, Medicamento>>(true);
agree<Same<z.infer<typeof homeReply>, HomeData>>(true);
agree<Same<z.infer<typeof profileReply>, Profile>>(true);
agree<Same<z.infer<typeof pacienteReply>, Paciente>>(true);
agree<Same<z.infer<typeof authReply>, AuthReply>>(true);
