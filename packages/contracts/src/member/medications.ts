import { asRecord, fail, NOT_AN_OBJECT, ok, readText, type Validation } from '../validation';
import { MEMBER_MESSAGES } from './messages';

export interface MedicationInput {
  nombre: string;
  dosis: string | null;
}

/** An edit: a field left out keeps its value; `dosis` null (or blank) clears the dose. */
export interface MedicationPatch {
  nombre?: string;
  dosis?: string | null;
}

function readName(value: unknown): Validation<string> {
  const name = readText(value, 'nombre');
  if (!name.ok) return name;
  if (!name.value) return fail(MEMBER_MESSAGES.medicationName);
  if (name.value.length > 120) return fail(MEMBER_MESSAGES.medicationNameTooLong);
  return name;
}

function readDose(value: unknown): Validation<string | null> {
  const dose = readText(value, 'dosis');
  if (!dose.ok) return dose;
  if (dose.value.length > 60) return fail(MEMBER_MESSAGES.doseTooLong);
  return ok(dose.value || null);
}

/** Name required, dose optional (blank = none). */
export function validateMedication(body: unknown): Validation<MedicationInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const nombre = readName(record.nombre);
  if (!nombre.ok) return nombre;
  const dosis = readDose(record.dosis);
  if (!dosis.ok) return dosis;
  return ok({ nombre: nombre.value, dosis: dosis.value });
}

export function validateMedicationPatch(body: unknown): Validation<MedicationPatch> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const patch: MedicationPatch = {};
  if (record.nombre !== undefined) {
    const nombre = readName(record.nombre);
    if (!nombre.ok) return nombre;
    patch.nombre = nombre.value;
  }
  if (record.dosis !== undefined) {
    const dosis = readDose(record.dosis);
    if (!dosis.ok) return dosis;
    patch.dosis = dosis.value;
  }
  return ok(patch);
}
