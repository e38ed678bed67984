import type { PaymentMethod, PrepaidPlan } from '@vitalia/contracts/payments';
import { METHOD_LABELS, monthsText, mxn } from './prepaid-view';

/** One choice as a big tap target (at least 44 px high, body-size text): a radio with a title and a line. */
export function ChoiceRadio({
  name,
  checked,
  onChange,
  title,
  detail,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-base has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} className="mt-1 size-5" checked={checked} onChange={onChange} />
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-slate-700">{detail}</span>
      </span>
    </label>
  );
}

const METHODS: PaymentMethod[] = ['tarjeta', 'oxxo', 'spei'];

/** "¿Con qué pagas?": card, cash at OXXO or a SPEI transfer. */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">¿Con qué pagas?</legend>
      {METHODS.map((method) => (
        <ChoiceRadio
          key={method}
          name="metodo"
          checked={value === method}
          onChange={() => onChange(method)}
          title={METHOD_LABELS[method].title}
          detail={METHOD_LABELS[method].detail}
        />
      ))}
    </fieldset>
  );
}

/** "¿Cuántos meses?": 1, 3, 6 or 12 months, each with what it costs, two to a row. */
export function MonthsChoice({
  choices,
  value,
  onChange,
}: {
  choices: ReadonlyArray<{ plan: PrepaidPlan; months: number; amountMxn: number }>;
  value: PrepaidPlan;
  onChange: (plan: PrepaidPlan) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">¿Cuántos meses?</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <ChoiceRadio
            key={choice.plan}
            name="meses"
            checked={value === choice.plan}
            onChange={() => onChange(choice.plan)}
            title={monthsText(choice.months)}
            detail={mxn(choice.amountMxn)}
          />
        ))}
      </div>
    </fieldset>
  );
}
