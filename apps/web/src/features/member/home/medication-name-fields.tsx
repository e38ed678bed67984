import { MEMBER_MESSAGES, validateMedication } from '@vitalia/contracts/member';
import { TextField } from '../../../components/ui/text-field';

// Marks the field (and its hint) red; scroll margin keeps a focused field clear of the sticky header.

export interface MedicationNameValues {
  nombre: string;
  dosis: string;
}

/** The name and dose to send (trimmed, blank dose = none), or null when the name is missing. */
export function readMedicationName(
  values: MedicationNameValues,
): { nombre: string; dosis: string | null } | null {
  const result = validateMedication({ nombre: values.nombre, dosis: values.dosis });
  return result.ok ? result.value : null;
}

interface MedicationNameFieldsProps {
  values: MedicationNameValues;
  onChange: (values: MedicationNameValues) => void;
  /** Set after a save was attempted without a name: the field is marked and explains why. */
  nameMissing: boolean;
  nameId: string;
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** Nombre (required, e.g. Losartan) and Dosis (opcional, e.g. 50 mg). */
export function MedicationNameFields({
  values,
  onChange,
  nameMissing,
  nameId,
  readOnly,
  autoFocus,
}: MedicationNameFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={nameId}
        label="Nombre"
        placeholder="Losartan"
        required
        maxLength={120}
        autoComplete="off"
        readOnly={readOnly}
        autoFocus={autoFocus}
        error={nameMissing ? MEMBER_MESSAGES.medicationName : null}
        announceError={false}
        value={values.nombre}
        onChange={(event) => onChange({ ...values, nombre: event.target.value })}
      />
      <TextField
        label="Dosis (opcional)"
        placeholder="50 mg"
        maxLength={60}
        autoComplete="off"
        readOnly={readOnly}
        value={values.dosis}
        onChange={(event) => onChange({ ...values, dosis: event.target.value })}
      />
    </div>
  );
}
