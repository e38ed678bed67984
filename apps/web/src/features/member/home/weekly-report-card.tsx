import { Link } from 'react-router';
import { useLatestWeeklyReport } from '../api/report-queries';
import { formatWeekTitle } from '../report/report-format';
import { HomeCard } from './home-card';
import { weeklyReportText } from './weekly-report-text';
import { buttonClass } from '../../../components/ui/button';

const QUIET = 'text-sm text-slate-600';

/** Tu reporte semanal: the latest weekly report the bot sent, with a link to its printable version. */
export function WeeklyReportCard() {
  const latest = useLatestWeeklyReport();

  let content;
  if (latest.isPending) {
    content = <p className="text-sm text-slate-500">Cargando...</p>;
  } else if (latest.isError) {
    // Never a red box: the panel works without it, and the report comes by WhatsApp anyway.
    content = <p className={QUIET}>Tu reporte semanal no está disponible por ahora.</p>;
  } else if (!latest.data) {
    content = <p className={QUIET}>Tu primer reporte semanal llegará el lunes a las 8:00.</p>;
  } else {
    const { week_start: from, week_end: to, text } = latest.data;
    const query = new URLSearchParams({ from, to }).toString();
    content = (
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">{formatWeekTitle(from, to)}</h3>
        <p className="text-sm whitespace-pre-line text-slate-800">{weeklyReportText(text)}</p>
        <Link to={`/health/report?${query}`} className={buttonClass('secondary')}>
          Ver reporte para imprimir
        </Link>
      </div>
    );
  }
  return (
    <HomeCard title="Tu reporte semanal" icon="clock">
      {content}
    </HomeCard>
  );
}
