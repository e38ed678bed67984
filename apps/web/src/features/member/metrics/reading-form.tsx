import { useId, useState, type FormEvent } from 'react';
import { UNIT_MAX_LENGTH, type SeriesReply } from '@vitalia/contracts/metrics';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../api/errors';
import { useCreateReading } from '../api/metrics-queries';
import type { NewReading } from '../api/metrics-api';
import { useNotify } from '../home/notice';
import { localDateAt } from './metric-dates';
import {
  CUSTOM_METRIC_CHOICE,
  findCustomKeyProblem,
  formMetricOptions,
  normalizeCustomKey,
  unitOf,
} from './metric-options';
import { MmolConfirmation, useMmolQuestion } from './mmol-confirmation';
import { ReadingFields } from './reading-fields';
import {
  newReadingValues,
  toNewReading,
  type ReadingFormValues,
  type ReadingProblems,
} from './reading-values';
import { savedReadingNotice, type SavedReadingNotice } from './saved-reading-feedback';
import { SavedReadingFeedback } from './saved-reading-notice';

/**
 * Registrar lectura: metric (or a new indicator by its key, with an optional unit), value (systolic and
 * diastolic for a blood pressure), date and time (now by default, in the user's zone), context and
 * note. On an error the server's Spanish detail shows and everything typed stays. Once saved, the
 * server's reading of the value shows under the form: a red alert with what to do now for a crisis value.
 * A glucose typed as mmol/L ("5,6") is not sent at once: the conversion shows, and the person saves it
 * as mg/dL or corrects it (CONTRACTS.md section 6); any change to the form withdraws the question.
 */
export function ReadingForm({
  pageMetric,
  overview,
  timeZone,
}: {
  /** The chart's metric; the form follows it until the user picks another one here. */
  pageMetric: string;
  overview: readonly SeriesReply[];
  timeZone: string;
}) {
  const headingId = useId();
  const ids = { value: useId(), value2: useId(), date: useId(), time: useId(), customKey: useId() };
  const notify = useNotify();
  const createReading = useCreateReading();
  const [choice, setChoice] = useState<string | null>(null);
  const [customKey, setCustomKey] = useState('');
  const [customUnit, setCustomUnit] = useState('');
  const [values, setValues] = useState<ReadingFormValues>(() => newReadingValues(timeZone));
  const [problems, setProblems] = useState<ReadingProblems & { customKey?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState<SavedReadingNotice | null>(null);
  const mmolQuestion = useMmolQuestion<NewReading>();
  const saving = createReading.isPending;

  const selected = choice ?? pageMetric;
  const custom = selected === CUSTOM_METRIC_CHOICE;
  const metric = custom ? normalizeCustomKey(customKey) : selected;
  const unit = custom ? customUnit.trim() : unitOf(metric, overview);

  // The question belongs to the metric it was asked for (the page's metric can change under the form).
  const mmolAsked = mmolQuestion.asked?.payload.metric === metric ? mmolQuestion.asked : null;

  const change = (patch: Partial<ReadingFormValues>) => {
    mmolQuestion.clear();
    setValues((current) => ({ ...current, ...patch }));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const keyProblem = custom ? findCustomKeyProblem(metric) : null;
    const {
      reading,
      problems: found,
      mmol,
    } = toNewReading(metric, values, timeZone, custom ? unit : undefined);
    setProblems({ ...found, ...(keyProblem ? { customKey: keyProblem } : {}) });
    if (keyProblem || !reading) {
      setError('Revisa los campos marcados.');
      const first = keyProblem
        ? ids.customKey
        : (['value', 'value2', 'date', 'time'] as const)
            .map((field) => found[field] && ids[field])
            .find(Boolean);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setError(null);
    // Typed as mmol/L: nothing goes to the server until the conversion is confirmed.
    await mmolQuestion.saveOrAsk(reading, mmol, save);
  }

  async function save(reading: NewReading) {
    if (saving) return;
    try {
      const saved = await createReading.mutateAsync(reading);
      mmolQuestion.clear();
      notify('Lectura guardada');
      // What the reading means (a crisis value: what to do now), until the next one is saved.
      setSavedNotice(savedReadingNotice(saved));
      // Ready for the next one: same metric, the time now, no context or note (they belong to one reading).
      setValues(newReadingValues(timeZone));
      if (custom) {
        setChoice(metric);
        setCustomKey('');
        setCustomUnit('');
      }
    } catch (failure) {
      setError(describeError('No se pudo guardar la lectura', failure));
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Registrar lectura
      </h2>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-labelledby={headingId}
        className="space-y-4"
      >
        <SelectField
          label="Métrica de la lectura"
          options={formMetricOptions(overview)}
          value={selected}
          onChange={(event) => {
            setChoice(event.target.value);
            setProblems({});
            mmolQuestion.clear();
          }}
        />
        {custom && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id={ids.customKey}
              label="Clave del indicador"
              autoComplete="off"
              placeholder="temperatura"
              maxLength={32}
              value={customKey}
              error={problems.customKey}
              announceError={false}
              hint="Minúsculas sin acentos; por ejemplo cintura."
              onChange={(event) => setCustomKey(event.target.value)}
            />
            <TextField
              label="Unidad (opcional)"
              autoComplete="off"
              placeholder="cm"
              maxLength={UNIT_MAX_LENGTH}
              value={customUnit}
              onChange={(event) => setCustomUnit(event.target.value)}
            />
          </div>
        )}
        <ReadingFields
          metric={metric}
          unit={unit}
          values={values}
          problems={problems}
          ids={ids}
          maxDate={localDateAt(Date.now(), timeZone)}
          onChange={change}
        />
        {/* The form's errors beside the button just pressed; each field shows its own under it. */}
        <ErrorBox message={error} />
        {mmolAsked ? (
          <MmolConfirmation
            mmol={mmolAsked.mmol}
            saving={saving}
            onSave={() => void save(mmolAsked.payload)}
            valueFieldId={ids.value}
            onCorrect={mmolQuestion.clear}
          />
        ) : (
          <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
            {saving ? 'Guardando...' : 'Guardar lectura'}
          </Button>
        )}
      </form>
      <SavedReadingFeedback
        notice={savedNotice}
        onDismiss={() => {
          setSavedNotice(null);
          // The closed notice held focus: it goes to the value field, ready for the next reading.
          document.getElementById(ids.value)?.focus();
        }}
      />
    </section>
  );
}
