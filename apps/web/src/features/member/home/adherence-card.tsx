import { useId } from 'react';
import { useProfileTimeZone } from '../api/metrics-queries';
import { useHomeData } from '../api/home-queries';
import { useAdherencePeriods } from '../api/report-queries';
import { browserTimeZone, isValidTimeZone } from '../metrics/metric-dates';
import { adherencePeriods } from '../report/report-dates';
import { adherenceShare, describeAdherence } from '../report/report-format';
import { hasScheduledDoses, mergeAdherence, type DoseCount } from './adherence-summary';
import { HomeCard } from './home-card';

const QUIET = 'text-sm text-slate-600';

/** One period's doses: the figures in words, and a bar the screen reader hears as a meter. */
function AdherenceBar({ label, count }: { label: string; count: DoseCount }) {
  const labelId = useId();
  const share = adherenceShare(count.taken, count.scheduled);
  const text = describeAdherence(count.taken, count.scheduled);
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span id={labelId} className="text-slate-700">
          {label}
        </span>
        <span aria-hidden={share !== null || undefined} className="font-medium text-slate-900 tabular-nums">
          {text}
        </span>
      </div>
      {share !== null && (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          aria-valuetext={text}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}

/** Tu adherencia: per medication, doses taken of those reminded in the last 7 and the last 30 local days. */
export function AdherenceCard() {
  const zone = useProfileTimeZone(true);
  const timeZone = zone.isPending ? null : isValidTimeZone(zone.data) ? zone.data : browserTimeZone();
  const { week, month } = useAdherencePeriods(timeZone ? adherencePeriods(timeZone) : null);
  // A schedule already set whose first dose has not come: say so, not "add a schedule".
  const hasSchedule = useHomeData().data?.medicamentos.some((medication) => medication.schedules.length > 0);

  let content;
  if (!timeZone || week.isPending || month.isPending) {
    content = <p className="text-sm text-slate-500">Cargando...</p>;
  } else if (week.isError || month.isError) {
    content = (
      <p className={QUIET}>No pudimos leer tu adherencia por ahora. Vuelve a intentarlo más tarde.</p>
    );
  } else {
    const rows = mergeAdherence(week.data.adherence, month.data.adherence);
    content = hasScheduledDoses(rows) ? (
      <ul className="space-y-4">
        {rows.map((row) => (
          <li key={row.id} aria-label={row.nombre} className="space-y-2">
            <p className="font-semibold text-slate-900">{row.nombre}</p>
            <AdherenceBar label="Últimos 7 días" count={row.week} />
            <AdherenceBar label="Últimos 30 días" count={row.month} />
          </li>
        ))}
      </ul>
    ) : (
      <p className={QUIET}>
        {hasSchedule
          ? 'Aún no llega la hora de tu primera toma programada: después de ella verás aquí cuántas tomaste.'
          : 'Aún no hay tomas programadas: agrega un horario a tu medicamento y te recordaremos por WhatsApp.'}
      </p>
    );
  }
  return (
    <HomeCard title="Tu adherencia" icon="medication">
      {content}
    </HomeCard>
  );
}
