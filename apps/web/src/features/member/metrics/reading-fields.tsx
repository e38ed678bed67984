import { NOTE_MAX_LENGTH } from '@vitalia/contracts/metrics';
import { READING_CONTEXTS } from '@vitalia/domain/reading';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TimeInput } from '../../../components/ui/time-input';
import { contextLabel } from './metric-format';
import { isPressure, type ReadingFormValues, type ReadingProblems } from './reading-values';

const CONTEXT_OPTIONS: SelectOption[] = [
  { value: '', label: 'Sin contexto' },
  ...READING_CONTEXTS.map((context) => ({ value: context, label: contextLabel(context) })),
];

/** The ids of the fields a problem can point at, so the form can move focus to the first one. */
export interface ReadingFieldIds {
  value: string;
  value2: string;
  date: string;
  time: string;
}

/** Value (or systolic and diastolic), date, time, context and note: shared by adding and correcting. */
export function ReadingFields({
  metric,
  unit,
  values,
  problems,
  ids,
  maxDate,
  onChange,
}: {
  metric: string;
  unit: string;
  values: ReadingFormValues;
  problems: ReadingProblems;
  ids: ReadingFieldIds;
  maxDate?: string;
  onChange: (patch: Partial<ReadingFormValues>) => void;
}) {
  const unitText = unit ? ` (${unit})` : '';
  // Each problem shows under its field; the form announces them in one summary by its button.
  const invalid = (field: keyof ReadingProblems) => ({ error: problems[field], announceError: false });

  return (
    <>
      {isPressure(metric) ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={ids.value}
            label={`Sistólica${unitText}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="120"
            value={values.value}
            {...invalid('value')}
            onChange={(event) => onChange({ value: event.target.value })}
          />
          <TextField
            id={ids.value2}
            label={`Diastólica${unitText}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="80"
            value={values.value2}
            {...invalid('value2')}
            onChange={(event) => onChange({ value2: event.target.value })}
          />
        </div>
      ) : (
        <TextField
          id={ids.value}
          label={`Valor${unitText}`}
          inputMode="decimal"
          autoComplete="off"
          value={values.value}
          {...invalid('value')}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={ids.date}
          label="Fecha"
          type="date"
          max={maxDate}
          value={values.date}
          {...invalid('date')}
          onChange={(event) => onChange({ date: event.target.value })}
        />
        <TimeInput
          id={ids.time}
          label="Hora"
          value={values.time}
          hint="Formato de 24 horas."
          {...invalid('time')}
          onChange={(time) => onChange({ time })}
        />
      </div>
      <SelectField
        label="Contexto"
        options={CONTEXT_OPTIONS}
        value={values.context}
        onChange={(event) => onChange({ context: event.target.value })}
      />
      <TextField
        label="Nota (opcional)"
        maxLength={NOTE_MAX_LENGTH}
        autoComplete="off"
        value={values.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </>
  );
}
