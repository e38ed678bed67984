import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useAcceptInvitationLink } from '../api/sharing-queries';
import { PageTitle } from '../components/page-title';

/** /health/invitation?code=…: the invitation link, accepted for the signed-in person it was sent to. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const accept = useAcceptInvitationLink();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !code) return;
    sent.current = true;
    accept.mutate(code);
  }, [accept, code]);

  let body;
  if (!code) body = <ErrorBox message="El enlace de invitación está incompleto." />;
  else if (accept.isError)
    body = <ErrorBox message={describeError('No se pudo aceptar la invitación', accept.error)} />;
  else if (accept.isSuccess)
    body = (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
        Listo: ahora puedes ver las lecturas de {accept.data.nombre}.{' '}
        <Link to={`/health/shared/${accept.data.paciente_id}`} className="font-semibold underline">
          Ver sus métricas
        </Link>
      </p>
    );
  else
    body = (
      <p role="status" className="text-slate-500">
        Aceptando invitación...
      </p>
    );

  return (
    <>
      <PageTitle>Invitación</PageTitle>
      <div className="space-y-4">
        {body}
        <Link
          to="/health/shared"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Ir a Personas que comparten conmigo
        </Link>
      </div>
    </>
  );
}
