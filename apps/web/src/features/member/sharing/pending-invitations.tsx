import { useId, useState } from 'react';
import { SHARE_SCOPE_LABELS, type ReceivedShare } from '@vitalia/contracts/sharing';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useAcceptInvitation, useDeclineInvitation, useInvitations } from '../api/sharing-queries';

/**
 * Invitations addressed to the signed-in person's e-mail, with Aceptar / Rechazar. Shows nothing when
 * there are none (it also sits on the home panel).
 */
export function PendingInvitations() {
  const headingId = useId();
  const invitations = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending || decline.isPending;

  async function answer(invitation: ReceivedShare, yes: boolean) {
    setError(null);
    try {
      if (yes) await accept.mutateAsync(invitation.id);
      else await decline.mutateAsync(invitation.id);
      setOutcome(
        yes
          ? `Aceptaste: ya puedes ver las lecturas de ${invitation.nombre} en «Personas que comparten conmigo».`
          : `Rechazaste la invitación de ${invitation.nombre}.`,
      );
    } catch (failure) {
      setError(describeError('No se pudo responder la invitación', failure));
    }
  }

  const list = invitations.data ?? [];
  return (
    <>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {outcome}
      </p>
      {list.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
        >
          <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
            Invitaciones para ti
          </h2>
          <ErrorBox message={error} />
          <ul className="space-y-3">
            {list.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 text-sm text-slate-800">
                  <strong className="break-all">{invitation.nombre}</strong> quiere compartir contigo:{' '}
                  {SHARE_SCOPE_LABELS[invitation.scope].toLowerCase()}.
                </p>
                <div className="flex gap-2">
                  <Button disabled={busy} onClick={() => void answer(invitation, true)}>
                    Aceptar
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => void answer(invitation, false)}>
                    Rechazar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
