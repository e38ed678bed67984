import {
  applyScheduleTimingPatch,
  MEMBER_MESSAGES,
  type Medicamento,
  type MedicationInput,
  type MedicationPatch,
  type MedicationSchedule,
  type MedicationScheduleInput,
  type ScheduleTimingPatch,
} from '@vitalia/contracts/member';
import { compareSchedules } from '@vitalia/domain/schedules';
import type { Database } from '@vitalia/db';
import { ConflictError, InvalidInputError, NotFoundError } from './errors';

export const MEDICATION_LIMITS = { medications: 30, schedulesPerMedication: 12 } as const;

export const MEDICATION_MESSAGES = {
  tooMany: `Alcanzaste el máximo de ${MEDICATION_LIMITS.medications} medicamentos.`,
  tooManySchedules: `Un medicamento puede tener hasta ${MEDICATION_LIMITS.schedulesPerMedication} horarios.`,
} as const;

/** Medications and their intake schedules, of one user. */
export function createMedicationsService({
  db,
  onSchedulesChanged,
}: {
  db: Database;
  /** Recomputes the person's next medication reminders (the scheduler's occurrences). */
  onSchedulesChanged: (userId: number) => Promise<void>;
}) {
  const { medications, pacientes } = db.repos;

  async function requireMedication(userId: number, id: number) {
    const medication = await medications.findForUser(userId, id);
    if (!medication) throw new NotFoundError(MEMBER_MESSAGES.medicationNotFound);
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

    /**
     * A new medication for the user's own patient record. `pacienteId` is what the client sent (the web
     * app sends null); any other patient than the user's own is answered as not found.
     */
    async create(userId: number, input: MedicationInput, pacienteId: number | null): Promise<Medicamento> {
      const [own] = await pacientes.listByUser(userId);
      if (!own || (pacienteId !== null && pacienteId !== own.id)) {
        throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
      }
      if ((await medications.countByUser(userId)) >= MEDICATION_LIMITS.medications) {
        throw new ConflictError(MEDICATION_MESSAGES.tooMany);
      }
      const row = await medications.insert(userId, { pacienteId: own.id, ...input });
      return { ...row, schedules: [] };
    },

    async update(userId: number, id: number, patch: MedicationPatch): Promise<Medicamento> {
      const current = await requireMedication(userId, id);
      const row = await medications.update(userId, id, {
        nombre: patch.nombre ?? current.nombre,
        dosis: patch.dosis === undefined ? current.dosis : patch.dosis,
      });
      if (!row) throw new NotFoundError(MEMBER_MESSAGES.medicationNotFound);
      const schedules = await medications.listSchedulesOf(userId, id);
      return { ...row, schedules: schedules.sort(compareSchedules) };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await medications.delete(userId, id)))
        throw new NotFoundError(MEMBER_MESSAGES.medicationNotFound);
      await onSchedulesChanged(userId);
    },

    async createSchedule(userId: number, input: MedicationScheduleInput): Promise<MedicationSchedule> {
      await requireMedication(userId, input.medicamento_id);
      if (
        (await medications.countSchedules(input.medicamento_id)) >= MEDICATION_LIMITS.schedulesPerMedication
      ) {
        throw new ConflictError(MEDICATION_MESSAGES.tooManySchedules);
      }
      const created = await medications.insertSchedule(input);
      await onSchedulesChanged(userId);
      return created;
    },

    async updateSchedule(
      userId: number,
      id: number,
      patch: ScheduleTimingPatch,
    ): Promise<MedicationSchedule> {
      const current = await medications.findScheduleForUser(userId, id);
      if (!current) throw new NotFoundError(MEMBER_MESSAGES.medicationScheduleNotFound);
      const next = applyScheduleTimingPatch(current, patch);
      if (!next.ok) throw new InvalidInputError(next.detail);
      const updated = await medications.updateSchedule(userId, id, next.value);
      if (!updated) throw new NotFoundError(MEMBER_MESSAGES.medicationScheduleNotFound);
      await onSchedulesChanged(userId);
      return updated;
    },

    async removeSchedule(userId: number, id: number): Promise<void> {
      if (!(await medications.deleteSchedule(userId, id)))
        throw new NotFoundError(MEMBER_MESSAGES.medicationScheduleNotFound);
      await onSchedulesChanged(userId);
    },
  };
}

export type MedicationsService = ReturnType<typeof createMedicationsService>;
