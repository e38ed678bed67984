import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { PaymentMethod, PrepaidPlan } from '@vitalia/contracts/payments';
import { validatePayerName } from '@vitalia/contracts/pay-links';
import { ErrorBox } from '../../components/ui/error-box';
import { TextField } from '../../components/ui/text-field';
import { siteConfig } from '../../lib/site-config';
import { fetchPayLink, startPayLinkCheckout } from '../member/api/pay-links-api';
import { MethodChoice, MonthsChoice } from '../member/payments/choice-radio';
import { linkExpiryText } from '../member/payments/pay-link-view';
import { PRIMARY_ACTION } from '../member/payments/plan-choice';
import { monthsText, mxn } from '../member/payments/prepaid-view';
import { PayLinkFrame, withQueryClient } from './pay-link-frame';

/**
 * /pagar/:code: anyone holding the owner's link pays prepaid months for that account, without an account
 * of their own. The page shows the owner's first name and nothing else of theirs.
 */
function PayLinkPage() {
  const { code = '' } = useParams();
  const link = useQuery({
    queryKey: ['pay-link', code],
    queryFn: ({ signal }) => fetchPayLink(code, signal),
    retry: false,
  });
  const [nombre, setNombre] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [plan, setPlan] = useState<PrepaidPlan>('prepago_1');
  const [metodo, setMetodo] = useState<PaymentMethod>('tarjeta');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (link.isPending) {
    return (
      <PayLinkFrame title={`Pagar ${siteConfig.productName}`}>
        <p role="status" className="text-base text-slate-600">
          Cargando…
        </p>
      </PayLinkFrame>
    );
  }
  if (link.isError) {
    return (
      <PayLinkFrame title="Este enlace no sirve">
        <ErrorBox message={link.error.message} />
        <p className="mt-4 text-base text-slate-700">
          Nadie pagó nada con este enlace desde aquí. Pide a la persona que te lo envió que cree uno nuevo en
          su página de Pagos.
        </p>
      </PayLinkFrame>
    );
  }

  const view = link.data;
  const chosen = view.planes.find((choice) => choice.plan === plan) ?? view.planes[0]!;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const name = validatePayerName(nombre);
    setNameError(name.ok ? null : name.detail);
    if (!name.ok) return;
    setWorking(true);
    setError(null);
    try {
      const { url } = await startPayLinkCheckout(code, { nombre: name.value, plan: chosen.plan, metodo });
      window.location.assign(url);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'No se pudo iniciar el pago.');
      setWorking(false);
    }
  }

  return (
    <PayLinkFrame title={`Paga ${siteConfig.productName} para ${view.nombre}`}>
      <form onSubmit={(event) => void pay(event)} noValidate className="space-y-5 text-base">
        <p className="text-slate-800">
          {view.nombre} te envió este enlace para que le ayudes a pagar su plan de {siteConfig.productName}.
          No necesitas crear una cuenta.
        </p>
        <TextField
          label="Tu nombre"
          autoComplete="name"
          value={nombre}
          maxLength={80}
          onChange={(event) => setNombre(event.target.value)}
          hint={`${view.nombre} verá este nombre para saber quién pagó.`}
          error={nameError}
        />
        <MonthsChoice
          choices={view.planes.map((choice) => ({
            plan: choice.plan,
            months: choice.meses,
            amountMxn: choice.monto_mxn,
          }))}
          value={plan}
          onChange={setPlan}
        />
        <MethodChoice value={metodo} onChange={setMetodo} />
        <p className="text-slate-700">
          {monthsText(chosen.meses)} × {mxn(view.precio_mxn)} = {mxn(chosen.monto_mxn)}, IVA incluido. No se
          renueva solo.
        </p>
        <ErrorBox message={error} />
        <button type="submit" className={PRIMARY_ACTION} aria-disabled={working || undefined}>
          {working ? 'Redirigiendo…' : `Pagar ${mxn(chosen.monto_mxn)} por ${monthsText(chosen.meses)}`}
        </button>
        <p data-fine-print className="text-sm text-slate-600">
          El pago es para la cuenta de {view.nombre} y lo procesa Stripe. {linkExpiryText(view.vence)} Al
          pagar aceptas los <Link to="/terms-conditions">Términos y condiciones</Link> y el{' '}
          <Link to="/privacy-policy">Aviso de privacidad</Link>.
        </p>
      </form>
    </PayLinkFrame>
  );
}

export default withQueryClient(PayLinkPage);
