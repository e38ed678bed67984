import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { BatchSaveError, describeError } from '../api/errors';
import { useAddMedication } from '../api/home-queries';
import {
  MedicationNameFields,
  readMedicationName,
  type MedicationNameValues,
} from './medication-name-fields';
import { useNotify } from './notice';
import { ScheduleFields } from './schedule-fields';
import {
  findTimingProblem,
  newScheduleValues,
  toTimings,
  withoutSavedTimes,
  type ScheduleFormValues,
} from './schedule-form-values';
import { focusById } from './use-inline-form';

const ERROR_PREFIX = 'No se pudo agregar medicamento';

/**
 * The add-medication modal: Nombre, Dosis (opcional), Frecuencia and the fields it needs. Saving posts the
 * medication, then one schedule per time. Without a name nothing is sent (SPEC.md section 5).
 */
export function AddMedicationDialog({ onClose }: { onClose: () => void }) {
  const nameId = useId();
  const notify = useNotify();
  const addMedication = useAddMedication();
  const [names, setNames] = useState<MedicationNameValues>({ nombre: '', dosis: '' });
  const [schedule, setSchedule] = useState<ScheduleFormValues>(() => newScheduleValues());
  const [nameMissing, setNameMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the medication was created but a schedule failed: a retry only adds the missing schedules.
  const [createdId, setCreatedId] = useState<number | undefined>(undefined);
  const saving = addMedication.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const fields = readMedicationName(names);
    setNameMissing(!fields);
    if (!fields) {
      focusById(nameId);
      return;
    }
    const timings = toTimings(schedule, true);
    const problem = findTimingProblem(timings);
    if (problem) {
      setError(`${ERROR_PREFIX}: ${problem}`);
      return;
    }
    setError(null);
    try {
      await addMedication.mutateAsync({ existingId: createdId, ...fields, timings });
      notify(createdId ? 'Horarios del medicamento guardados' : 'Medicamento agregado');
      onClose();
    } catch (failure) {
      if (failure instanceof BatchSaveError) {
        setCreatedId(failure.medicationId);
        setSchedule((current) => withoutSavedTimes(current, failure.saved));
      }
      setError(describeError(ERROR_PREFIX, failure));
    }
  }

  return (
    <Dialog
      title="Añadir medicamento"
      description="Indica el medicamento y cuándo quieres que el bot te lo recuerde."
      onClose={onClose}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <ErrorBox message={error} />
        {createdId !== undefined && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            El medicamento ya quedó guardado; al reintentar solo se agregan los horarios que faltan.
          </p>
        )}
        <MedicationNameFields
          values={names}
          onChange={setNames}
          nameMissing={nameMissing}
          nameId={nameId}
          readOnly={createdId !== undefined}
        />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Horario</legend>
          <ScheduleFields values={schedule} onChange={setSchedule} allowSeveral />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
            {saving ? 'Guardando…' : 'Guardar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
