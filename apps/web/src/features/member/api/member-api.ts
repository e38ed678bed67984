import type {
  MeasurementReminder,
  HomeData,
  Medicamento,
  MedicationSchedule,
  HealthProfile,
  Paciente,
  Profile,
} from '@vitalia/contracts/member';
import type { ReminderMetric, ScheduleTiming } from '@vitalia/domain/schedules';
import { apiRequest } from '../../../lib/api-client';

/**
 * The timing fields as the server takes them: weekday only for weekly, month_day only for monthly
 * (the server rejects them on any other frequency).
 */
export interface TimingPayload {
  frecuencia: ScheduleTiming['frecuencia'];
  hora: string;
  weekday?: number;
  month_day?: number;
}

export function toTimingPayload(timing: ScheduleTiming): TimingPayload {
  const payload: TimingPayload = { frecuencia: timing.frecuencia, hora: timing.hora };
  if (timing.frecuencia === 'weekly') payload.weekday = timing.weekday ?? 0;
  if (timing.frecuencia === 'monthly') payload.month_day = timing.month_day ?? 1;
  return payload;
}

const USERS = '/health-users';

export const fetchHome = (signal?: AbortSignal) => apiRequest<HomeData>(`${USERS}/home/`, { signal });

// ---- Measurement reminders (the API keeps their first name, alert_schedules) ---------------------------

export const createMeasurementReminder = (metric: ReminderMetric, timing: ScheduleTiming) =>
  apiRequest<MeasurementReminder>(`${USERS}/alert_schedules/`, {
    method: 'POST',
    body: { metric_key: metric, ...toTimingPayload(timing) },
  });

export const updateMeasurementReminder = (id: number, timing: ScheduleTiming) =>
  apiRequest<MeasurementReminder>(`${USERS}/alert_schedules/${id}/`, {
    method: 'PATCH',
    body: toTimingPayload(timing),
  });

export const deleteMeasurementReminder = (id: number) =>
  apiRequest<void>(`${USERS}/alert_schedules/${id}/`, { method: 'DELETE' });

// ---- Medications and their schedules ------------------------------------------------------------------

export const createMedication = (nombre: string, dosis: string | null) =>
  apiRequest<Medicamento>(`${USERS}/medicamentos/`, {
    method: 'POST',
    body: { paciente_id: null, nombre, dosis },
  });

export const updateMedication = (id: number, changes: { nombre: string; dosis: string | null }) =>
  apiRequest<Medicamento>(`${USERS}/medicamentos/${id}/`, { method: 'PATCH', body: changes });

export const deleteMedication = (id: number) =>
  apiRequest<void>(`${USERS}/medicamentos/${id}/`, { method: 'DELETE' });

export const createMedicationSchedule = (medicationId: number, timing: ScheduleTiming) =>
  apiRequest<MedicationSchedule>(`${USERS}/medication_schedules/`, {
    method: 'POST',
    body: { medicamento_id: medicationId, ...toTimingPayload(timing) },
  });

export const updateMedicationSchedule = (id: number, timing: ScheduleTiming) =>
  apiRequest<MedicationSchedule>(`${USERS}/medication_schedules/${id}/`, {
    method: 'PATCH',
    body: toTimingPayload(timing),
  });

export const deleteMedicationSchedule = (id: number) =>
  apiRequest<void>(`${USERS}/medication_schedules/${id}/`, { method: 'DELETE' });

// ---- Profile and patient ------------------------------------------------------------------------------

export const fetchProfile = (signal?: AbortSignal) => apiRequest<Profile>(`${USERS}/profile/`, { signal });

export const saveProfile = (profile: Profile) =>
  apiRequest<Profile>(`${USERS}/profile/`, { method: 'PUT', body: profile });

/** The list of patients; the first one is the user's (SPEC.md section 3). */
export async function fetchPaciente(signal?: AbortSignal): Promise<Paciente | null> {
  const reply = await apiRequest<Paciente[] | Paciente>(`${USERS}/pacientes/`, { signal });
  // SPEC.md section 7 says the reply is a "list or object".
  return Array.isArray(reply) ? (reply[0] ?? null) : (reply ?? null);
}

export const patchPaciente = (paciente: Paciente, fechaNacimiento: string | null) =>
  apiRequest<Paciente>(`${USERS}/pacientes/${paciente.id}/`, {
    method: 'PATCH',
    body: { telefono: paciente.telefono, fecha_nacimiento: fechaNacimiento },
  });

/** "Tu salud": diagnosis, pregnancy and height, which change how readings are judged. */
export const fetchHealthProfile = (signal?: AbortSignal) =>
  apiRequest<HealthProfile>(`${USERS}/profile/health/`, { signal });

export const saveHealthProfile = (health: HealthProfile) =>
  apiRequest<HealthProfile>(`${USERS}/profile/health/`, { method: 'PUT', body: health });
