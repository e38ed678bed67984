import { PageTitle } from '../components/page-title';

export default function PaymentsPage() {
  return <PageTitle subtitle="El estado de tu suscripción y tus pagos.">Suscripción Vitalia</PageTitle>;
}
