import type { ProfileData } from '../api/profile-queries';
import type { DateRange } from '../api/metrics-api';
import { formatAge, formatGeneratedAt, formatReportPeriod, personName } from './report-format';

/** "Reporte de salud" with who it is about, their age, the period and when it was made. */
export function ReportHeader({
  person,
  range,
  generatedAt,
  timeZone,
}: {
  person: ProfileData;
  range: DateRange;
  /** When the figures were read from the server (epoch ms); null while they load. */
  generatedAt: number | null;
  timeZone: string;
}) {
  const rows = [
    { term: 'Nombre', value: personName(person.profile) },
    { term: 'Edad', value: formatAge(person.paciente) },
    { term: 'Periodo', value: formatReportPeriod(range.from, range.to) },
    { term: 'Generado', value: generatedAt ? formatGeneratedAt(generatedAt, timeZone) : '…' },
  ];
  return (
    <header className="report-keep border-b-2 border-slate-900 pb-4">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Vitalia</p>
      <h1 className="text-2xl font-bold text-slate-900">Reporte de salud</h1>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(({ term, value }) => (
          <div key={term} className="flex gap-2">
            <dt className="font-semibold text-slate-700">{term}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p data-text="secondary" className="mt-2 text-xs text-slate-600">
        Fechas y horas en la zona horaria {timeZone}.
      </p>
    </header>
  );
}
