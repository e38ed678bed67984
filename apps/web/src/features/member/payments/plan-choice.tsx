import { useState } from 'react';
import type { PaymentMethod, PrepaidPlan } from '@vitalia/contracts/payments';
import { ErrorBox } from '../../../components/ui/error-box';
import { siteConfig } from '../../../lib/site-config';
import { useStartCheckout } from '../api/payments-queries';
import { ChoiceRadio, MethodChoice, MonthsChoice } from './choice-radio';
import { monthsText, mxn, PREPAID_CHOICES } from './prepaid-view';

export const PRIMARY_ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800';

/**
 * The choice the payments page offers: every month by card (the subscription), or months paid ahead by
 * card, in cash at OXXO or by SPEI transfer. `monthlyOnly` while a card subscription runs (prepaid months
 * are refused then: the page offers one or the other).
 */
export function PlanChoice({ monthlyOnly = false }: { monthlyOnly?: boolean }) {
  const checkout = useStartCheckout();
  const [kind, setKind] = useState<'mensual' | 'prepago'>('mensual');
  const [plan, setPlan] = useState<PrepaidPlan>('prepago_3');
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
          <ChoiceRadio
            name="forma"
            checked={kind === 'mensual'}
            onChange={() => setKind('mensual')}
            title="Cada mes con tarjeta"
            detail={`${mxn(price)} al mes, se renueva hasta que canceles.`}
          />
          <ChoiceRadio
            name="forma"
            checked={kind === 'prepago'}
            onChange={() => setKind('prepago')}
            title="Meses por adelantado"
            detail="En efectivo en OXXO, por transferencia SPEI o con tarjeta. No se renueva solo."
          />
        </fieldset>
      )}

      {prepaid && (
        <>
          <MonthsChoice
            choices={PREPAID_CHOICES.map((choice) => ({ ...choice, amountMxn: choice.months * price }))}
            value={plan}
            onChange={setPlan}
          />
          <MethodChoice value={metodo} onChange={setMetodo} />
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
