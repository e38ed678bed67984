import { PageTitle } from '../components/page-title';

export default function CheckoutSuccessPage() {
  return <PageTitle subtitle="Gracias. Estamos confirmando tu pago.">¡Pago recibido!</PageTitle>;
}
