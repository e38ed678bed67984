import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { DateRange } from '../api/metrics-api';
import { findReportRangeProblem } from './report-dates';

/**
 * Desde / Hasta of the report and "Ver reporte" (Enter works too); the dates apply only once they make a
 * period (Desde ≤ Hasta, at most a year), so a half-typed year never reaches the server. Not printed.
 * Keyed by the applied period, so a new one from outside (a link, Atrás) replaces what was typed.
 */
export function ReportRangeForm({
  applied,
  onApply,
}: {
  applied: DateRange;
  onApply: (range: DateRange) => void;
}) {
  const [draft, setDraft] = useState<DateRange>(applied);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = findReportRangeProblem(draft.from, draft.to);
    setProblem(found);
    if (!found) onApply(draft);
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Periodo del reporte"
      className="flex flex-wrap items-end gap-3 print:hidden"
    >
      <TextField
        label="Desde"
        type="date"
        className="w-40 flex-1 sm:flex-none"
        value={draft.from}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="Hasta"
        type="date"
        className="w-40 flex-1 sm:flex-none"
        value={draft.to}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="secondary">
        Ver periodo
      </Button>
      {problem && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
