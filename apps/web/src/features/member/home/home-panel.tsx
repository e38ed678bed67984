import { REMINDER_METRICS } from '@vitalia/domain/schedules';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useHomeData } from '../api/home-queries';
import { PageTitle } from '../components/page-title';
import { AdherenceCard } from './adherence-card';
import { MedicationsCard } from './medications-card';
import { MetricCard } from './metric-card';
import { NoticeProvider } from './notice';
import { PhoneProofCard } from './phone-proof-card';
import { WeeklyReportCard } from './weekly-report-card';
import { WelcomeSummary } from './welcome-summary';

/**
 * The home panel: greeting and summary, one card per metric and the medications, from one request; then
 * the adherence and the weekly report, each with its own requests, loading and failing on their own.
 */
export function HomePanel() {
  const home = useHomeData();

  if (home.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando...
      </p>
    );
  }
  // Only a first load that fails replaces the panel; a failed reload keeps the panel (and any open form).
  if (home.isError && !home.data) {
    return (
      <div className="space-y-3">
        <PageTitle>Tu panel de salud</PageTitle>
        <ErrorBox message="Error al cargar datos" />
        <Button variant="secondary" onClick={() => void home.refetch()}>
          {home.isFetching ? 'Reintentando…' : 'Reintentar'}
        </Button>
      </div>
    );
  }

  return (
    <NoticeProvider>
      <div className="space-y-6">
        {home.isError && (
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <ErrorBox message="Error al cargar datos" />
            </div>
            <Button variant="secondary" onClick={() => void home.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        <PhoneProofCard />
        <WelcomeSummary home={home.data} />
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3">
          {REMINDER_METRICS.map((metric) => (
            <MetricCard key={metric} metric={metric} reminders={home.data.reminders[metric] ?? []} />
          ))}
        </div>
        <MedicationsCard medications={home.data.medicamentos} />
        <div className="grid gap-4 lg:grid-cols-2">
          <AdherenceCard />
          <WeeklyReportCard />
        </div>
      </div>
    </NoticeProvider>
  );
}
