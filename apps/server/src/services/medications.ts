import {
  validateMedication,
  validateMedicationSchedule,
  validateScheduleTiming,
  type Medicamento,
  type MedicationSchedule,
} from '@vitalia/contracts/member';
import { compareSchedules } from '@vitalia/domain/schedules';
import { readInteger } from '@vitalia/contracts/validation';
import type { Repositories } from '@vitalia/db';
import { badRequest, conflict, notFound } from '../http-errors';

export const MEDICATION_LIMITS = { medications: 30, schedulesPerMedication: 12 } as const;

export const MEDICATION_MESSAGES = {
  notFound: 'Medicamento no encontrado.',
  scheduleNotFound: 'Horario de medicación no encontrado.',
  patientNotFound: 'Paciente no encontrado.',
  tooMany: `Alcanzaste el máximo de ${MEDICATION_LIMITS.medications} medicamentos.`,
  tooManySchedules: `Un medicamento puede tener hasta ${MEDICATION_LIMITS.schedulesPerMedication} horarios.`,
};

/** Medications and their intake schedules, of one user. */
export function createMedicationsService(repos: Repositories) {
  const { medications, pacientes } = repos;

  async function requireMedication(userId: number, id: number) {
    const medication = await medications.findForUser(userId, id);
    if (!medication) throw notFound(MEDICATION_MESSAGES.notFound);
    return medication;
  }

  return {
    /** Every medication with its schedules, in two queries whatever the number of medications. */
    async list(userId: number): Promise<Medicamento[]> {
      const [rows, schedules] = await Promise.all([
        medications.listByUser(userId),
        medications.listSchedulesByUser(userId),
      ]);
      const byMedication = new Map<number, MedicationSchedule[]>();
      for (const schedule of schedules) {
        const list = byMedication.get(schedule.medicamento_id) ?? [];
        list.push(schedule);
        byMedication.set(schedule.medicamento_id, list);
      }
      return rows.map((row) => ({
        ...row,
        schedules: (byMedication.get(row.id) ?? []).sort(compareSchedules),
      }));
    },

    async create(userId: number, body: unknown): Promise<Medicamento> {
      const input = validateMedication(body);
      if (!input.ok) throw badRequest(input.detail);
      // paciente_id is sent as null by the web app: the medication is for the user's own patient record.
      const requested = (body as { paciente_id?: unknown }).paciente_id;
      const requestedId = requested === undefined || requested === null ? null : readInteger(requested);
      const [own] = await pacientes.listByUser(userId);
      if (!own || (requested !== undefined && requested !== null && requestedId !== own.id)) {
        throw notFound(MEDICATION_MESSAGES.patientNotFound);
      }
      if ((await medications.countByUser(userId)) >= MEDICATION_LIMITS.medications) {
        throw conflict(MEDICATION_MESSAGES.tooMany);
      }
      const row = await medications.insert(userId, { pacienteId: own.id, ...input.value });
      return { ...row, schedules: [] };
    },

    async update(userId: number, id: number, body: unknown): Promise<Medicamento> {
      const current = await requireMedication(userId, id);
      const input = validateMedication(body, current);
      if (!input.ok) throw badRequest(input.detail);
      const row = await medications.update(userId, id, input.value);
      if (!row) throw notFound(MEDICATION_MESSAGES.notFound);
      const schedules = await medications.listSchedulesOf(userId, id);
      return { ...row, schedules: schedules.sort(compareSchedules) };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await medications.delete(userId, id))) throw notFound(MEDICATION_MESSAGES.notFound);
    },

    async createSchedule(userId: number, body: unknown): Promise<MedicationSchedule> {
      const input = validateMedicationSchedule(body);
      if (!input.ok) throw badRequest(input.detail);
      await requireMedication(userId, input.value.medicamento_id);
      if (
        (await medications.countSchedules(input.value.medicamento_id)) >=
        MEDICATION_LIMITS.schedulesPerMedication
      ) {
        throw conflict(MEDICATION_MESSAGES.tooManySchedules);
      }
      return medications.insertSchedule(input.value);
    },

    async updateSchedule(userId: number, id: number, body: unknown): Promise<MedicationSchedule> {
      const current = await medications.findScheduleForUser(userId, id);
      if (!current) throw notFound(MEDICATION_MESSAGES.scheduleNotFound);
      const input = validateScheduleTiming(body, current);
      if (!input.ok) throw badRequest(input.detail);
      const updated = await medications.updateSchedule(userId, id, input.value);
      if (!updated) throw notFound(MEDICATION_MESSAGES.scheduleNotFound);
      return updated;
    },

    async removeSchedule(userId: number, id: number): Promise<void> {
      if (!(await medications.deleteSchedule(userId, id)))
        throw notFound(MEDICATION_MESSAGES.scheduleNotFound);
    },
  };
}

export type MedicationsService = ReturnType<typeof createMedicationsService>;
