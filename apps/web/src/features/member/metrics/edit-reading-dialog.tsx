import { useId, useState, type FormEvent } from 'react';
import type { ReadingReply } from '@vitalia/contracts/metrics';
import { getMetricDefinition } from '@vitalia/domain/metrics';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import type { ReadingChanges } from '../api/metrics-api';
import { useUpdateReading } from '../api/metrics-queries';
import { useNotify } from '../home/notice';
import { localDateAt } from './metric-dates';
import { MmolConfirmation, useMmolQuestion } from './mmol-confirmation';
import { ReadingFields } from './reading-fields';
import {
  readingToValues,
  toReadingChanges,
  type ReadingFormValues,
  type ReadingProblems,
} from './reading-values';

/**
 * Editar lectura: corrects the value, time, context or note of a stored reading (PATCH, only what changed).
 * A new glucose typed as mmol/L is sent only once its conversion is confirmed (CONTRACTS.md section 6).
 */
export function EditReadingDialog({
  reading,
  description,
  timeZone,
  onClose,
}: {
  reading: ReadingReply;
  /** "128 mg/dL del 10 jun 2025, 08:00", read out with the title. */
  description: string;
  timeZone: string;
  onClose: () => void;
}) {
  const ids = { value: useId(), value2: useId(), date: useId(), time: useId() };
  const notify = useNotify();
  const updateReading = useUpdateReading();
  const [values, setValues] = useState<ReadingFormValues>(() => readingToValues(reading, timeZone));
  const [problems, setProblems] = useState<ReadingProblems>({});
  const [error, setError] = useState<string | null>(null);
  const mmolQuestion = useMmolQuestion<ReadingChanges>();
  const saving = updateReading.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const { changes, problems: found, mmol } = toReadingChanges(reading, values, timeZone);
    setProblems(found);
    if (changes === undefined) {
      setError('Revisa los campos marcados.');
      const first = (['value', 'value2', 'date', 'time'] as const).find((field) => found[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    if (changes === null) {
      onClose();
      return;
    }
    setError(null);
    // Typed as mmol/L: nothing goes to the server until the conversion is confirmed.
    await mmolQuestion.saveOrAsk(changes, mmol, save);
  }

  async function save(changes: ReadingChanges) {
    if (saving) return;
    try {
      await updateReading.mutateAsync({ id: reading.id, changes });
      notify('Lectura actualizada');
      onClose();
    } catch (failure) {
      setError(describeError('No se pudo guardar la lectura', failure));
    }
  }

  const name = getMetricDefinition(reading.metric).name;
  const mmolAsked = mmolQuestion.asked;
  return (
    <Dialog title={`Editar lectura de ${name.toLowerCase()}`} description={description} onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <ErrorBox message={error} />
        <ReadingFields
          metric={reading.metric}
          unit={reading.unit}
          values={values}
          problems={problems}
          ids={ids}
          maxDate={localDateAt(Date.now(), timeZone)}
          onChange={(patch) => {
            mmolQuestion.clear();
            setValues((current) => ({ ...current, ...patch }));
          }}
        />
        {mmolAsked ? (
          <MmolConfirmation
            mmol={mmolAsked.mmol}
            saving={saving}
            onSave={() => void save(mmolAsked.payload)}
            valueFieldId={ids.value}
            onCorrect={mmolQuestion.clear}
          />
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
              {saving ? 'Guardando...' : 'Guardar cambios'}
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
