import { useState, type FormEvent } from 'react';
import type { ScheduleTiming } from '@vitalia/domain/schedules';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { BatchSaveError, describeError } from '../api/errors';
import { ScheduleFields } from './schedule-fields';
import {
  findTimingProblem,
  newScheduleValues,
  toTimings,
  withoutSavedTimes,
  type ScheduleFormValues,
} from './schedule-form-values';

interface ScheduleFormProps {
  /** Names the form for screen readers, e.g. "Nuevo recordatorio de Glucosa". */
  label: string;
  /** The values to start from (editing); a new daily schedule at 08:00 otherwise. */
  initial?: ScheduleFormValues;
  /** Daily schedules may hold 1 to 3 times a day, saved as one schedule each. */
  allowSeveral: boolean;
  /** The red box's text on failure, e.g. 'No se pudo crear el recordatorio'. */
  errorPrefix: string;
  /** Saves the schedules; may reject with a BatchSaveError after saving part of them. */
  onSave: (timings: ScheduleTiming[]) => Promise<unknown>;
  /** Called after a save with how many schedules were saved; the parent closes the form. */
  onSaved: (count: number) => void;
  onCancel: () => void;
}

/**
 * The inline schedule form (reminders, medication schedules, edits). On a failure it stays open with
 * what the user typed, minus any times that were already saved, and shows the error in the red box.
 */
export function ScheduleForm({
  label,
  initial,
  allowSeveral,
  errorPrefix,
  onSave,
  onSaved,
  onCancel,
}: ScheduleFormProps) {
  const [values, setValues] = useState<ScheduleFormValues>(() => initial ?? newScheduleValues());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const timings = toTimings(values, allowSeveral);
    const problem = findTimingProblem(timings);
    if (problem) {
      setError(`${errorPrefix}: ${problem}`);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(timings);
      setSaving(false);
      onSaved(timings.length);
    } catch (failure) {
      setSaving(false);
      const saved = failure instanceof BatchSaveError ? failure.saved : 0;
      if (saved > 0) setValues((current) => withoutSavedTimes(current, saved));
      const note = saved > 0 ? ` (se guardaron ${saved}; quedan en el formulario las que faltan)` : '';
      setError(describeError(errorPrefix, failure) + note);
    }
  }

  return (
    <form
      aria-label={label}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3"
    >
      <ErrorBox message={error} />
      <ScheduleFields values={values} onChange={setValues} allowSeveral={allowSeveral} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        {/* Not disabled while saving, so keyboard focus stays here; a second press is ignored. */}
        <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
          {saving ? 'Guardando…' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
