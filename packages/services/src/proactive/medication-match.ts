import { foldWords, purposeOfMedication, type MedicationPurpose } from '@vitalia/domain';

/** The medications a free text names ("tomé mi losartán" → Losartán), by whole words of the name. */
export function medicationsNamedIn<T extends { nombre: string }>(
  text: string,
  medications: readonly T[],
): T[] {
  const said = new Set(foldWords(text));
  return medications.filter((medication) =>
    foldWords(medication.nombre).some((word) => word.length >= 4 && said.has(word)),
  );
}

/** The person's medications for a purpose ("la de la presión" → Losartán, Amlodipino). */
export function medicationsFor<T extends { nombre: string }>(
  purpose: MedicationPurpose,
  medications: readonly T[],
): T[] {
  return medications.filter((medication) => purposeOfMedication(medication.nombre) === purpose);
}

/**
 * The medications a message means: those it names; else, when it says what the medication is for, the
 * person's medications for that; else their only medication when it names none (`named`: the medication
 * the parser read, which then must be one of theirs). `by` says which.
 */
export function medicationsMeant<T extends { nombre: string }>(
  said: { text: string; purpose?: MedicationPurpose | null; named?: string | null },
  medications: readonly T[],
): { meant: T[]; by: 'name' | 'purpose' | 'only' | null } {
  const named = medicationsNamedIn(said.text, medications);
  if (named.length > 0) {
    // "la de la presión y la metformina": the one for that purpose too, when there is just one.
    const forPurpose = said.purpose
      ? medicationsFor(said.purpose, medications).filter((m) => !named.includes(m))
      : [];
    return { meant: forPurpose.length === 1 ? [...named, ...forPurpose] : named, by: 'name' };
  }
  // "tomé metformina" when the person has only losartán: not their only medication.
  if (said.named) return { meant: [], by: null };
  if (said.purpose) {
    const forPurpose = medicationsFor(said.purpose, medications);
    return { meant: forPurpose, by: forPurpose.length > 0 ? 'purpose' : null };
  }
  return medications.length === 1 ? { meant: [...medications], by: 'only' } : { meant: [], by: null };
}
