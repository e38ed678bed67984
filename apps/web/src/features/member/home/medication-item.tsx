import { useState } from 'react';
import type { Medicamento } from '@vitalia/contracts/member';
import { compareSchedules } from '@vitalia/domain/schedules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import {
  useCreateMedicationSchedules,
  useDeleteMedication,
  useDeleteMedicationSchedule,
  useUpdateMedicationSchedule,
} from '../api/home-queries';
import { MedicationEditForm } from './medication-edit-form';
import { medicationTitle } from './summary';
import { useNotify } from './notice';
import { ScheduleForm } from './schedule-form';
import { ScheduleItem, type ScheduleItemTexts } from './schedule-item';
import { RowButton } from './small-buttons';
import { focusById, useInlineForm } from './use-inline-form';

const SCHEDULE_TEXTS: ScheduleItemTexts = {
  noun: 'horario',
  updateError: 'No se pudo guardar el horario',
  deleteError: 'No se pudo borrar horario de medicación',
  saved: 'Horario guardado',
  deleted: 'Horario eliminado',
};

/** One medication: name and dose (editable in place), its schedules, '+ Horario' and Borrar. */
export function MedicationItem({
  medication,
  onDeleted,
}: {
  medication: Medicamento;
  onDeleted: () => void;
}) {
  const notify = useNotify();
  const edit = useInlineForm();
  const addSchedule = useInlineForm();
  const createSchedules = useCreateMedicationSchedules();
  const updateSchedule = useUpdateMedicationSchedule();
  const deleteSchedule = useDeleteMedicationSchedule();
  const deleteMedication = useDeleteMedication();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const title = medicationTitle(medication);
  const schedules = [...medication.schedules].sort(compareSchedules);

  async function handleDelete() {
    if (deleteMedication.isPending) return;
    setDeleteError(null);
    try {
      await deleteMedication.mutateAsync(medication.id);
      notify('Medicamento borrado');
      onDeleted();
    } catch (failure) {
      setDeleteError(describeError('No se pudo borrar medicamento', failure));
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4">
      {edit.open ? (
        <MedicationEditForm
          medication={medication}
          onSaved={() => {
            notify('Medicamento actualizado');
            edit.hide();
          }}
          onCancel={edit.hide}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">
            {medication.nombre}
            {medication.dosis && <span className="ml-2 font-normal text-slate-600">{medication.dosis}</span>}
          </h3>
          <RowButton id={edit.triggerId} onClick={edit.show} aria-label={`Editar medicamento ${title}`}>
            Editar
          </RowButton>
          <RowButton
            onClick={() => setConfirming(true)}
            aria-label={`Borrar medicamento ${title}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            Borrar
          </RowButton>
        </div>
      )}

      <div className="mt-2">
        {schedules.length === 0 ? (
          <p className="text-sm text-slate-500">Sin horarios</p>
        ) : (
          <ul className="space-y-2" aria-label={`Horarios de ${title}`}>
            {schedules.map((schedule) => (
              <ScheduleItem
                key={schedule.id}
                timing={schedule}
                texts={SCHEDULE_TEXTS}
                onUpdate={(timing) => updateSchedule.mutateAsync({ id: schedule.id, timing })}
                onDelete={() => deleteSchedule.mutateAsync(schedule.id)}
                onDeleted={() => focusById(addSchedule.triggerId)}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-2">
        {addSchedule.open ? (
          <ScheduleForm
            label={`Nuevo horario de ${title}`}
            allowSeveral
            errorPrefix="No se pudo agregar el horario"
            onSave={(timings) => createSchedules.mutateAsync({ medicationId: medication.id, timings })}
            onSaved={(count) => {
              notify(count > 1 ? `${count} horarios guardados` : 'Horario guardado');
              addSchedule.hide();
            }}
            onCancel={addSchedule.hide}
          />
        ) : (
          <RowButton
            id={addSchedule.triggerId}
            onClick={addSchedule.show}
            aria-label={`Añadir horario a ${title}`}
            className="border border-dashed border-brand-500/60"
          >
            + Horario
          </RowButton>
        )}
      </div>

      {confirming && (
        <ConfirmDialog
          title="¿Borrar medicamento?"
          message={`Se borrará ${title} junto con sus horarios. Esta acción no se puede deshacer.`}
          confirmLabel="Borrar"
          pendingLabel="Borrando…"
          pending={deleteMedication.isPending}
          onConfirm={() => void handleDelete()}
          onCancel={() => {
            setConfirming(false);
            setDeleteError(null);
          }}
        >
          <ErrorBox message={deleteError} />
        </ConfirmDialog>
      )}
    </li>
  );
}
