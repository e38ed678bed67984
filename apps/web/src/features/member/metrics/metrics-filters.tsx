import { useId, useState, type FormEvent } from 'react';
import { AGGREGATIONS, type Aggregation } from '@vitalia/contracts/metrics';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { findRangeProblem } from './metric-dates';
import { AGGREGATION_LABELS } from './metric-format';

export interface MetricsFilters {
  metric: string;
  aggregation: Aggregation;
  /** Local dates of the user's zone, "YYYY-MM-DD", both included. */
  from: string;
  to: string;
}

const AGGREGATION_OPTIONS: SelectOption[] = AGGREGATIONS.map((value) => ({
  value,
  label: AGGREGATION_LABELS[value],
}));

const sameFilters = (a: MetricsFilters, b: MetricsFilters) =>
  a.metric === b.metric && a.aggregation === b.aggregation && a.from === b.from && a.to === b.to;

/**
 * Métrica, Agregación, Desde, Hasta and Actualizar (SPEC.md section 2). Choosing a metric or an
 * aggregation shows it at once; typed dates wait for Actualizar (or Enter), so a half-typed year never
 * asks the server for the year 0002. Actualizar with nothing changed reloads.
 */
export function MetricsFiltersForm({
  applied,
  metricOptions,
  busy,
  onApply,
  onRefresh,
  onDownload,
  downloading,
}: {
  applied: MetricsFilters;
  metricOptions: SelectOption[];
  busy: boolean;
  onApply: (filters: MetricsFilters) => void;
  onRefresh: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const busyId = useId();
  const [draft, setDraft] = useState<MetricsFilters>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const datesPending = draft.from !== applied.from || draft.to !== applied.to;

  function choose(patch: Partial<MetricsFilters>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!findRangeProblem(next.from, next.to)) onApply(next);
    else onApply({ ...applied, ...patch });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = findRangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found) return;
    if (sameFilters(draft, applied)) onRefresh();
    else onApply(draft);
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Filtros de las gráficas"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label="Métrica"
          className="col-span-2 sm:col-span-1"
          options={metricOptions}
          value={draft.metric}
          onChange={(event) => choose({ metric: event.target.value })}
        />
        <SelectField
          label="Agregación"
          className="col-span-2 sm:col-span-1"
          options={AGGREGATION_OPTIONS}
          value={draft.aggregation}
          onChange={(event) => choose({ aggregation: event.target.value as Aggregation })}
        />
        <TextField
          label="Desde"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="Hasta"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {!problem && datesPending && (
        <p className="mt-2 text-sm text-slate-600">Pulsa Actualizar para ver las fechas elegidas.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="submit"
          aria-disabled={busy || undefined}
          aria-describedby={busy ? busyId : undefined}
          className={busy ? 'opacity-70' : ''}
        >
          {busy ? 'Actualizando...' : 'Actualizar'}
        </Button>
        {busy && (
          <span id={busyId} role="status" className="sr-only">
            Estoy trayendo tus lecturas; el botón vuelve a funcionar en cuanto terminen de cargar.
          </span>
        )}
        <Button
          variant="secondary"
          onClick={onDownload}
          aria-disabled={downloading || undefined}
          className={downloading ? 'opacity-70' : ''}
        >
          {downloading ? 'Descargando…' : 'Descargar CSV'}
        </Button>
      </div>
    </form>
  );
}
