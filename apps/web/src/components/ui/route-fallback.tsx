/** Shown while a lazily loaded screen arrives. */
export function RouteFallback() {
  return (
    <p role="status" className="p-8 text-center text-slate-500">
      Cargando...
    </p>
  );
}
