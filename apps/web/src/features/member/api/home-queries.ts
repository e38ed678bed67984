import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderMetric, ScheduleTiming } from '@vitalia/domain/schedules';
import { BatchSaveError, saveEach } from './errors';
import {
  createMeasurementReminder,
  createMedication,
  createMedicationSchedule,
  deleteMeasurementReminder,
  deleteMedication,
  deleteMedicationSchedule,
  fetchHome,
  updateMeasurementReminder,
  updateMedication,
  updateMedicationSchedule,
} from './member-api';

/** The home panel loads with one request (GET /health-users/home/) under this one key. */
export const HOME_QUERY_KEY = ['member', 'home'] as const;

export function useHomeData() {
  return useQuery({ queryKey: HOME_QUERY_KEY, queryFn: ({ signal }) => fetchHome(signal) });
}

/**
 * A change on the home panel. Afterwards the home data is reloaded (SPEC.md section 7), also after a
 * failure, since a batch may have saved part of its schedules. The mutation stays pending until the
 * reload is done, so a closing form reveals the new state at once.
 */
function useHomeMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
  });
}

// ---- Reminders ----------------------------------------------------------------------------------------

/** One reminder per timing: daily glucose with three times a day is three reminders. */
export const useCreateReminders = () =>
  useHomeMutation(({ metric, timings }: { metric: ReminderMetric; timings: ScheduleTiming[] }) =>
    saveEach(timings, (timing) => createMeasurementReminder(metric, timing)),
  );

export const useUpdateReminder = () =>
  useHomeMutation(({ id, timing }: { id: number; timing: ScheduleTiming }) =>
    updateMeasurementReminder(id, timing),
  );

export const useDeleteReminder = () => useHomeMutation((id: number) => deleteMeasurementReminder(id));

// ---- Medications --------------------------------------------------------------------------------------

export interface NewMedication {
  /** Set when an earlier attempt created the medication but not all its schedules. */
  existingId?: number;
  nombre: string;
  dosis: string | null;
  timings: ScheduleTiming[];
}

/** POST the medication, then one POST per schedule time. */
export const useAddMedication = () =>
  useHomeMutation(async ({ existingId, nombre, dosis, timings }: NewMedication) => {
    const medicationId = existingId ?? (await createMedication(nombre, dosis)).id;
    try {
      await saveEach(timings, (timing) => createMedicationSchedule(medicationId, timing));
    } catch (error) {
      const saved = error instanceof BatchSaveError ? error.saved : 0;
      throw new BatchSaveError(saved, error instanceof BatchSaveError ? error.cause : error, medicationId);
    }
    return medicationId;
  });

export const useUpdateMedication = () =>
  useHomeMutation(({ id, nombre, dosis }: { id: number; nombre: string; dosis: string | null }) =>
    updateMedication(id, { nombre, dosis }),
  );

export const useDeleteMedication = () => useHomeMutation((id: number) => deleteMedication(id));

export const useCreateMedicationSchedules = () =>
  useHomeMutation(({ medicationId, timings }: { medicationId: number; timings: ScheduleTiming[] }) =>
    saveEach(timings, (timing) => createMedicationSchedule(medicationId, timing)),
  );

export const useUpdateMedicationSchedule = () =>
  useHomeMutation(({ id, timing }: { id: number; timing: ScheduleTiming }) =>
    updateMedicationSchedule(id, timing),
  );

export const useDeleteMedicationSchedule = () =>
  useHomeMutation((id: number) => deleteMedicationSchedule(id));
