import { useEffect, useId, useState } from 'react';
import type { Medicamento } from '@vitalia/contracts/member';
import { AddMedicationDialog } from './add-medication-dialog';
import { HomeCard } from './home-card';
import { MedicationItem } from './medication-item';
import { RowButton } from './small-buttons';
import { focusById } from './use-inline-form';

/** The Medicamentos card: each medication with its schedules, '+ Añadir' opening the add dialog. */
export function MedicationsCard({ medications }: { medications: Medicamento[] }) {
  const addButtonId = useId();
  const [adding, setAdding] = useState(false);
  // After a medication is deleted its row (and the confirm dialog) go away; focus moves to '+ Añadir'
  // once the reloaded list no longer holds it and the dialog has released the page.
  const [deletedId, setDeletedId] = useState<number | null>(null);
  useEffect(() => {
    if (deletedId === null || medications.some((medication) => medication.id === deletedId)) return;
    focusById(addButtonId);
    setDeletedId(null);
  }, [deletedId, medications, addButtonId]);

  return (
    <HomeCard
      title="Medicamentos"
      icon="medication"
      action={
        <RowButton
          id={addButtonId}
          onClick={() => setAdding(true)}
          aria-label="Añadir medicamento"
          aria-haspopup="dialog"
          className="border border-brand-500/60 bg-brand-50/60"
        >
          + Añadir
        </RowButton>
      }
    >
      {medications.length === 0 ? (
        <p className="text-sm text-slate-500">No has agregado medicamentos</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Mis medicamentos">
          {medications.map((medication) => (
            <MedicationItem
              key={medication.id}
              medication={medication}
              onDeleted={() => setDeletedId(medication.id)}
            />
          ))}
        </ul>
      )}
      {adding && <AddMedicationDialog onClose={() => setAdding(false)} />}
    </HomeCard>
  );
}
