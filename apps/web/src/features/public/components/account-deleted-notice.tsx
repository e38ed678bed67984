import { useSearchParams } from 'react-router';

/** After erasing an account the browser lands on /?cuenta=eliminada: says it is done. */
export function AccountDeletedNotice() {
  const [params] = useSearchParams();
  if (params.get('cuenta') !== 'eliminada') return null;
  return (
    <div role="status" className="border-b border-brand-200 bg-brand-50">
      <p className="mx-auto max-w-6xl px-4 py-3 text-sm font-medium text-brand-900 sm:px-6">
        Tu cuenta y todos tus datos se eliminaron. Gracias por haber usado Vitalia.
      </p>
    </div>
  );
}
