import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { buttonClass } from '../../../components/ui/button';

export default function CheckoutCancelPage() {
  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm">
      <PageTitle>Pago cancelado</PageTitle>
      <p className="text-slate-700">No se ha completado el pago. Puedes volver a intentarlo cuando gustes.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/health/payments" className={buttonClass('primary')}>
          Volver a pagar
        </Link>
        <Link to="/health/home" className={buttonClass('secondary')}>
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
