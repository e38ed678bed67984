import { PageTitle } from '../components/page-title';

export default function MetricsPage() {
  return <PageTitle subtitle="Tus lecturas en gráficas.">Mis métricas</PageTitle>;
}
