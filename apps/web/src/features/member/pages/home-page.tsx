import { PageTitle } from '../components/page-title';

export default function HomePage() {
  return <PageTitle subtitle="Aquí verás tus recordatorios y medicamentos.">Tu panel de salud</PageTitle>;
}
