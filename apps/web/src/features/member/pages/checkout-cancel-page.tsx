import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';

export default function CheckoutCancelPage() {
  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm">
      <PageTitle>Pago cancelado</PageTitle>
      <p className="text-slate-700">No se ha completado el pago. Puedes volver a intentarlo cuando gustes.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/health/payments"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Volver a pagar
        </Link>
        <Link
          to="/health/home"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
