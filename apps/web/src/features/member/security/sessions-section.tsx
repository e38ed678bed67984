import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionItem } from '@vitalia/contracts/account-security';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { clearSession } from '../../../lib/session';
import { endEverySession, endSession, fetchSessions } from '../api/security-api';
import { ProfileCard } from '../profile/profile-card';

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: SessionItem;
  onEnd: () => void;
  ending: boolean;
}) {
  const lastUse = session.last_used_at ?? session.created_at;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-800">
              Este dispositivo
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          Inició {dateTime.format(new Date(session.created_at))} · último uso{' '}
          {dateTime.format(new Date(lastUse))}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Cerrar sesión en ${session.device}`}
        >
          Cerrar sesión
        </Button>
      )}
    </li>
  );
}

/** Mi Perfil's "Sesiones activas": each signed-in device, and "cerrar sesión en todos los dispositivos". */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({ queryKey: ['sessions'], queryFn: ({ signal }) => fetchSessions(signal) });
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
    onError: (failure) => setError(failure.message),
  });
  const endAll = useMutation({
    mutationFn: endEverySession,
    onSuccess: () => {
      clearSession();
      window.location.assign('/login');
    },
    onError: (failure) => setError(failure.message),
  });

  let content;
  if (sessions.isPending) content = <p className="py-4 text-center text-slate-500">Cargando sesiones...</p>;
  else if (sessions.isError)
    content = <ErrorBox message={`No se pudieron cargar tus sesiones: ${sessions.error.message}`} />;
  else
    content = (
      <ul className="divide-y divide-slate-200">
        {sessions.data.sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={end.isPending}
            onEnd={() => end.mutate(session.id)}
          />
        ))}
      </ul>
    );

  return (
    <ProfileCard
      title="Sesiones activas"
      intro="Los dispositivos donde tu cuenta está abierta. Si no reconoces alguno, cierra su sesión y cambia tu contraseña."
    >
      <ErrorBox message={error} />
      {content}
      <Button variant="danger" onClick={() => endAll.mutate()} disabled={endAll.isPending}>
        {endAll.isPending ? 'Cerrando…' : 'Cerrar sesión en todos los dispositivos'}
      </Button>
    </ProfileCard>
  );
}
