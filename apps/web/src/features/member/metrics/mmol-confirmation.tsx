import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LOCALE } from './metric-format';
import type { MmolGlucose } from './reading-values';

const mmolFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** "5.6 mmol/L son 101 mg/dL": the conversion as the chat says it back (CONTRACTS.md section 6). */
export function mmolReadBack({ mmol, mgDl }: MmolGlucose): string {
  return `${mmolFormat.format(mmol)} mmol/L son ${mgDl} mg/dL`;
}

/**
 * The question a form holds while a glucose typed as mmol/L waits for confirmation: `saveOrAsk` sends
 * what is not mmol/L at once and holds the rest (its payload carries the mg/dL) until `asked` is saved.
 */
export function useMmolQuestion<Payload>() {
  const [asked, setAsked] = useState<{ payload: Payload; mmol: MmolGlucose } | null>(null);
  return {
    asked,
    clear: () => setAsked(null),
    async saveOrAsk(
      payload: Payload,
      mmol: MmolGlucose | undefined,
      save: (payload: Payload) => Promise<void>,
    ) {
      if (mmol) setAsked({ payload, mmol });
      else await save(payload);
    },
  };
}

/**
 * A glucose typed as mmol/L ("5,6", "7.8"): the conversion in large, plain words, and nothing is sent
 * until the person saves it as mg/dL or goes back to correct the value. Focus comes here when it shows,
 * so a screen reader reads the question before either button.
 */
export function MmolConfirmation({
  mmol,
  saving,
  valueFieldId,
  onSave,
  onCorrect,
}: {
  mmol: MmolGlucose;
  saving: boolean;
  /** The value's field: «Corregir» goes back to it with the value selected, ready to type over. */
  valueFieldId: string;
  onSave: () => void;
  onCorrect: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [mmol]);
  return (
    <div
      ref={ref}
      role="group"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-confirm="mmol"
      className="space-y-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <p id={titleId} className="text-2xl leading-normal font-bold text-slate-900">
        {mmolReadBack(mmol)}
      </p>
      <p id={textId} className="text-base text-slate-800">
        Parece que la escribiste en mmol/L. Vitalia guarda la glucosa en mg/dL. ¿La guardo como {mmol.mgDl}{' '}
        mg/dL?
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onSave} aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
          {saving ? 'Guardando...' : `Sí, guardar ${mmol.mgDl} mg/dL`}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onCorrect();
            const field = document.getElementById(valueFieldId);
            if (field instanceof HTMLInputElement) {
              field.focus();
              field.select();
            }
          }}
        >
          No, corregir el valor
        </Button>
      </div>
    </div>
  );
}
