import { useId, useState, type FormEvent } from 'react';
import type { Medicamento } from '@vitalia/contracts/member';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useUpdateMedication } from '../api/home-queries';
import {
  MedicationNameFields,
  readMedicationName,
  type MedicationNameValues,
} from './medication-name-fields';
import { focusById } from './use-inline-form';

/** Edits a medication's name and dose in place. */
export function MedicationEditForm({
  medication,
  onSaved,
  onCancel,
}: {
  medication: Medicamento;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const nameId = useId();
  const updateMedication = useUpdateMedication();
  const [values, setValues] = useState<MedicationNameValues>({
    nombre: medication.nombre,
    dosis: medication.dosis ?? '',
  });
  const [nameMissing, setNameMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saving = updateMedication.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const fields = readMedicationName(values);
    setNameMissing(!fields);
    if (!fields) {
      focusById(nameId);
      return;
    }
    setError(null);
    try {
      await updateMedication.mutateAsync({ id: medication.id, ...fields });
      onSaved();
    } catch (failure) {
      setError(describeError('No se pudo guardar el medicamento', failure));
    }
  }

  return (
    <form
      aria-label={`Editar medicamento ${medication.nombre}`}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3"
    >
      <ErrorBox message={error} />
      <MedicationNameFields
        values={values}
        onChange={setValues}
        nameMissing={nameMissing}
        nameId={nameId}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
          {saving ? 'Guardando…' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
