import { PURPOSE_LABELS, type PrivacyReply } from '@vitalia/contracts/privacy';
import { ErrorBox } from '../../../components/ui/error-box';
import { useSavePurposes } from '../api/privacy-queries';

/** One switch per use of the data the person may oppose; each change is saved (and recorded) at once. */
export function PurposeToggles({ purposes }: { purposes: PrivacyReply['purposes'] }) {
  const save = useSavePurposes();
  const pendingPurpose = save.isPending ? Object.keys(save.variables ?? {})[0] : null;

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {purposes.map(({ purpose, allowed }) => {
          const label = PURPOSE_LABELS[purpose];
          const inputId = `purpose-${purpose}`;
          return (
            <li key={purpose} className="flex items-start justify-between gap-4 p-3 sm:p-4">
              <label htmlFor={inputId} className="min-w-0 cursor-pointer">
                <span className="block font-semibold text-slate-900">{label.title}</span>
                <span className="block text-sm text-slate-600">{label.description}</span>
              </label>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                checked={allowed}
                aria-checked={allowed}
                disabled={pendingPurpose === purpose}
                onChange={(event) => save.mutate({ [purpose]: event.target.checked })}
                className="mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-brand-700 checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
              />
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {save.isPending ? 'Guardando…' : save.isSuccess ? 'Preferencia guardada.' : ''}
      </p>
      <ErrorBox message={save.isError ? `No se pudo guardar: ${save.error.message}` : null} />
    </div>
  );
}
