import { Link } from 'react-router';
import { SHARE_SCOPE_GRANTEE_LABELS } from '@vitalia/contracts/sharing';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useSharedWithMe } from '../api/sharing-queries';
import { PageTitle } from '../components/page-title';

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** /health/shared: Personas que comparten conmigo, each with their metrics and printable report. */
export default function SharedWithMePage() {
  const people = useSharedWithMe();
  let body;
  if (people.isPending)
    body = (
      <p role="status" className="text-slate-500">
        Cargando...
      </p>
    );
  else if (people.isError)
    body = <ErrorBox message={describeError('No se pudo cargar la lista', people.error)} />;
  else if (people.data.length === 0)
    body = <p className="text-slate-600">Nadie comparte sus lecturas contigo todavía.</p>;
  else
    body = (
      <ul className="space-y-3">
        {people.data.map((person) => (
          <li
            key={person.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-slate-900">{person.nombre}</p>
              <p className="text-sm text-slate-600">{SHARE_SCOPE_GRANTEE_LABELS[person.scope]}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/health/shared/${person.paciente_id}`}
                className={LINK_CLASS}
                aria-label={`Ver métricas de ${person.nombre}`}
              >
                Ver métricas
              </Link>
              <Link
                to={`/health/report?paciente_id=${person.paciente_id}`}
                className={LINK_CLASS}
                aria-label={`Reporte de ${person.nombre}`}
              >
                Reporte
              </Link>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageTitle subtitle="Lecturas que otras personas comparten contigo (solo lectura).">
        Personas que comparten conmigo
      </PageTitle>
      <div className="space-y-6">
        <p className="text-sm text-slate-600">
          ¿Te invitaron? Abre el enlace de la invitación que te enviaron: lo aceptas con tu sesión iniciada o
          al crear tu cuenta.
        </p>
        {body}
      </div>
    </>
  );
}
