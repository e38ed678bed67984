import { useState } from 'react';
import { describeSchedule, type ScheduleTiming } from '@vitalia/domain/schedules';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useNotify } from './notice';
import { ScheduleForm } from './schedule-form';
import { valuesFromTiming } from './schedule-form-values';
import { RemoveButton, RowButton } from './small-buttons';
import { useInlineForm } from './use-inline-form';

/** The words a schedule row uses, which differ between reminders and medication schedules. */
export interface ScheduleItemTexts {
  /** "recordatorio" or "horario", used in the buttons' accessible names. */
  noun: string;
  updateError: string;
  deleteError: string;
  saved: string;
  deleted: string;
}

interface ScheduleItemProps {
  timing: ScheduleTiming;
  texts: ScheduleItemTexts;
  onUpdate: (timing: ScheduleTiming) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** After a delete, where focus should go (the row and its buttons are gone). */
  onDeleted: () => void;
}

/** One schedule: its description, Editar (in place, same fields as the new-schedule form) and ✕. */
export function ScheduleItem({ timing, texts, onUpdate, onDelete, onDeleted }: ScheduleItemProps) {
  const notify = useNotify();
  const edit = useInlineForm();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const description = describeSchedule(timing);

  async function handleDelete() {
    if (deleting) return;
    setError(null);
    setDeleting(true);
    try {
      await onDelete();
      notify(texts.deleted);
      onDeleted();
    } catch (failure) {
      setDeleting(false);
      setError(describeError(texts.deleteError, failure));
    }
  }

  if (edit.open) {
    return (
      <li>
        <ScheduleForm
          label={`Editar ${texts.noun} ${description}`}
          initial={valuesFromTiming(timing)}
          allowSeveral={false}
          errorPrefix={texts.updateError}
          onSave={([changed]) => (changed ? onUpdate(changed) : Promise.resolve())}
          onSaved={() => {
            notify(texts.saved);
            edit.hide();
          }}
          onCancel={edit.hide}
        />
      </li>
    );
  }

  return (
    <li className="space-y-2">
      <div className="flex items-center gap-1 rounded-lg bg-slate-50 py-1 pr-1 pl-3">
        <span className="min-w-0 flex-1 text-sm text-slate-800">{description}</span>
        {deleting && <span className="text-xs text-slate-500">Eliminando…</span>}
        <RowButton
          id={edit.triggerId}
          onClick={edit.show}
          aria-label={`Editar ${texts.noun} ${description}`}
          disabled={deleting}
        >
          Editar
        </RowButton>
        <RemoveButton
          onClick={() => void handleDelete()}
          aria-label={`Eliminar ${texts.noun} ${description}`}
          aria-disabled={deleting || undefined}
        />
      </div>
      <ErrorBox message={error} />
    </li>
  );
}
