import { useId, useState, type FormEvent } from 'react';
import type { AlertSettingsReply } from '@vitalia/contracts/alerts';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveAlertSettings } from '../api/alert-settings-queries';
import {
  findFieldOfDetail,
  readFormValues,
  THRESHOLD_GROUPS,
  toFormValues,
  type AlertSettingsFormValues,
} from './alert-settings-values';

/** The days without readings and, per metric, a personal minimum and maximum (empty = the standard). */
export function AlertSettingsForm({ settings }: { settings: AlertSettingsReply }) {
  const idPrefix = useId();
  const fieldId = (key: string) => `${idPrefix}-${key.replace('.', '-')}`;
  const save = useSaveAlertSettings();
  const [values, setValues] = useState<AlertSettingsFormValues>(() => toFormValues(settings));
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const saving = save.isPending;

  const change = (patch: Partial<AlertSettingsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const changeLimit = (key: string, text: string) => change({ limits: { ...values.limits, [key]: text } });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaved(false);
    const read = readFormValues(values);
    if (!read.ok) {
      setError(read.detail);
      setInvalidField(read.field);
      document.getElementById(fieldId(read.field))?.focus();
      return;
    }
    setError(null);
    setInvalidField(null);
    try {
      const stored = await save.mutateAsync(read.settings);
      setValues(toFormValues(stored));
      setSaved(true);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setError(failure.message);
        setInvalidField(findFieldOfDetail(failure.message));
      } else {
        setError('No se pudieron guardar tus alertas: error al conectar con el servidor.');
      }
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label="Alertas personalizadas"
      className="space-y-5"
    >
      <TextField
        id={fieldId('days')}
        label="Avísame si no registro lecturas en (días)"
        inputMode="numeric"
        value={values.days}
        error={invalidField === 'days' ? error : null}
        announceError={false}
        className="max-w-xs"
        hint="De 1 a 30 días. Si pasa ese tiempo sin lecturas, te escribimos."
        onChange={(event) => change({ days: event.target.value })}
      />
      {THRESHOLD_GROUPS.map((group) => (
        <fieldset key={group.metric} className="rounded-xl border border-slate-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{group.legend}</legend>
          <div className="grid grid-cols-2 gap-3">
            {group.fields.map((field) => (
              <TextField
                key={field.key}
                id={fieldId(field.key)}
                label={field.label}
                inputMode="decimal"
                placeholder="Estándar"
                autoComplete="off"
                value={values.limits[field.key] ?? ''}
                error={invalidField === field.key ? error : null}
                announceError={false}
                className="min-w-0"
                onChange={(event) => changeLimit(field.key, event.target.value)}
              />
            ))}
          </div>
          <p data-text="secondary" className="mt-2 text-xs text-slate-500">
            {group.standard}
          </p>
        </fieldset>
      ))}
      <ErrorBox message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
          {saving ? 'Guardando…' : 'Guardar alertas'}
        </Button>
        {/* A live region without the status role: the profile form above keeps the page's one status. */}
        <p aria-live="polite" className="text-sm font-semibold text-brand-700">
          {saved ? '✓ Alertas guardadas' : ''}
        </p>
      </div>
    </form>
  );
}
