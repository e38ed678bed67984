import { useState } from 'react';
import type { PaymentMethod, Plan } from '@vitalia/contracts/payments';
import { ErrorBox } from '../../../components/ui/error-box';
import { siteConfig } from '../../../lib/site-config';
import { useStartCheckout } from '../api/payments-queries';
import { METHOD_LABELS, monthsText, mxn, PREPAID_CHOICES } from './prepaid-view';

/** A big tap target for one choice (radio), at least 44 px high, with body-size text. */
const OPTION =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-base has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
export const PRIMARY_ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800';

const METHODS: PaymentMethod[] = ['tarjeta', 'oxxo', 'spei'];

/**
 * The choice the payments page offers: every month by card (the subscription), or months paid ahead by
 * card, in cash at OXXO or by SPEI transfer. `monthlyOnly` while a card subscription runs (prepaid months
 * are refused then: the page offers one or the other).
 */
export function PlanChoice({ monthlyOnly = false }: { monthlyOnly?: boolean }) {
  const checkout = useStartCheckout();
  const [kind, setKind] = useState<'mensual' | 'prepago'>('mensual');
  const [plan, setPlan] = useState<Plan>('prepago_3');
  const [metodo, setMetodo] = useState<PaymentMethod>('oxxo');
  const working = checkout.isPending || checkout.isSuccess;
  const price = siteConfig.priceMxn;
  const months = PREPAID_CHOICES.find((choice) => choice.plan === plan)?.months ?? 1;
  const prepaid = kind === 'prepago' && !monthlyOnly;

  function pay() {
    if (working) return;
    checkout.mutate(prepaid ? { plan, metodo } : { plan: 'mensual', metodo: 'tarjeta' });
  }

  return (
    <div className="space-y-4">
      {!monthlyOnly && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">¿Cómo quieres pagar?</legend>
          <label className={OPTION}>
            <input
              type="radio"
              name="forma"
              className="mt-1 size-5"
              checked={kind === 'mensual'}
              onChange={() => setKind('mensual')}
            />
            <span>
              <span className="block font-semibold text-slate-900">Cada mes con tarjeta</span>
              <span className="block text-slate-700">
                {mxn(price)} al mes, se renueva hasta que canceles.
              </span>
            </span>
          </label>
          <label className={OPTION}>
            <input
              type="radio"
              name="forma"
              className="mt-1 size-5"
              checked={kind === 'prepago'}
              onChange={() => setKind('prepago')}
            />
            <span>
              <span className="block font-semibold text-slate-900">Meses por adelantado</span>
              <span className="block text-slate-700">
                En efectivo en OXXO, por transferencia SPEI o con tarjeta. No se renueva solo.
              </span>
            </span>
          </label>
        </fieldset>
      )}

      {prepaid && (
        <>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">¿Cuántos meses?</legend>
            <div className="grid grid-cols-2 gap-2">
              {PREPAID_CHOICES.map((choice) => (
                <label key={choice.plan} className={OPTION}>
                  <input
                    type="radio"
                    name="meses"
                    className="mt-1 size-5"
                    checked={plan === choice.plan}
                    onChange={() => setPlan(choice.plan)}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{monthsText(choice.months)}</span>
                    <span className="block text-slate-700">{mxn(choice.months * price)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">¿Con qué pagas?</legend>
            {METHODS.map((method) => (
              <label key={method} className={OPTION}>
                <input
                  type="radio"
                  name="metodo"
                  className="mt-1 size-5"
                  checked={metodo === method}
                  onChange={() => setMetodo(method)}
                />
                <span>
                  <span className="block font-semibold text-slate-900">{METHOD_LABELS[method].title}</span>
                  <span className="block text-slate-700">{METHOD_LABELS[method].detail}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}

      <ErrorBox message={checkout.error?.message} />
      <button type="button" className={PRIMARY_ACTION} onClick={pay} aria-disabled={working || undefined}>
        {working
          ? 'Redirigiendo…'
          : prepaid
            ? `Pagar ${mxn(months * price)} por ${monthsText(months)}`
            : 'Pagar con Stripe'}
      </button>
      {prepaid && (
        <p className="text-base text-slate-700">
          {monthsText(months)} × {mxn(price)} = {mxn(months * price)}, IVA incluido. Los meses empiezan cuando
          termina tu prueba o el tiempo que ya pagaste.
        </p>
      )}
    </div>
  );
}
