/** Says visibly that no charge is made (CONTRACTS.md section 1): the local test mode. */
export function TestModeBanner() {
  return (
    <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-base font-semibold text-amber-900">
      Modo de prueba: no se realiza ningún cargo
    </p>
  );
}
