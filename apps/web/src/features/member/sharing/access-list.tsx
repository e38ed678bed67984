import { useId, useState } from 'react';
import { SHARE_SCOPE_LABELS, type OwnedShare } from '@vitalia/contracts/sharing';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useOwnedShares, useRevokeShare } from '../api/sharing-queries';
import { formatLocalDateTime } from './sharing-format';

/** "Quién tiene acceso" and the invitations not yet answered, each ended with one click. */
export function AccessList() {
  const shares = useOwnedShares();
  const revoke = useRevokeShare();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function end(share: OwnedShare) {
    setError(null);
    setDone(null);
    const who = share.nombre ?? share.email;
    try {
      await revoke.mutateAsync(share.id);
      setDone(
        share.status === 'activo'
          ? `Acceso revocado: ${who} ya no puede ver tus lecturas.`
          : `Invitación para ${who} cancelada: su enlace ya no sirve.`,
      );
    } catch (failure) {
      setError(describeError('No se pudo revocar el acceso', failure));
    }
  }

  if (shares.isPending)
    return (
      <p role="status" className="text-slate-500">
        Cargando accesos...
      </p>
    );
  if (shares.isError)
    return <ErrorBox message={describeError('No se pudieron cargar los accesos', shares.error)} />;
  const active = shares.data.filter((share) => share.status === 'activo');
  const pending = shares.data.filter((share) => share.status === 'pendiente');

  return (
    <div className="space-y-6">
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {done}
      </p>
      <ErrorBox message={error} />
      <ShareGroup
        title="Quién tiene acceso"
        empty="Nadie tiene acceso a tus lecturas."
        shares={active}
        action="Revocar"
        busy={revoke.isPending}
        onEnd={(share) => void end(share)}
      />
      <ShareGroup
        title="Invitaciones pendientes"
        empty="No hay invitaciones pendientes."
        shares={pending}
        action="Cancelar invitación"
        busy={revoke.isPending}
        onEnd={(share) => void end(share)}
      />
    </div>
  );
}

function ShareGroup(props: {
  title: string;
  empty: string;
  shares: OwnedShare[];
  action: string;
  busy: boolean;
  onEnd: (share: OwnedShare) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.shares.length === 0 ? (
        <p className="text-sm text-slate-600">{props.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {props.shares.map((share) => {
            const who = share.nombre ?? share.email;
            return (
              <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{who}</p>
                  {who !== share.email && <p className="text-sm break-all text-slate-600">{share.email}</p>}
                  <p className="text-sm text-slate-600">
                    {SHARE_SCOPE_LABELS[share.scope]}
                    {share.status === 'activo' && share.accepted_at
                      ? ` · desde ${formatLocalDateTime(share.accepted_at)}`
                      : share.expires_at && ` · vence ${formatLocalDateTime(share.expires_at)}`}
                  </p>
                </div>
                <Button
                  variant="danger"
                  disabled={props.busy}
                  aria-label={`${props.action}: ${who}`}
                  onClick={() => props.onEnd(share)}
                >
                  {props.action}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
