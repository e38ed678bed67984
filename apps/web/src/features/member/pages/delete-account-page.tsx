import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { clearSession, SESSION_KEYS } from '../../../lib/session';
import { deleteAccount } from '../api/privacy-api';
import { PageTitle } from '../components/page-title';

/** Where the landing page says the account is gone (the public AccountDeletedNotice). */
export const ACCOUNT_DELETED_URL = '/?cuenta=eliminada';

const PASSWORD_ID = 'eliminar-cuenta-contrasena';
const focusPassword = () => document.getElementById(PASSWORD_ID)?.focus();

const LOST = [
  'Tu perfil, tu correo y tu número de WhatsApp.',
  'Todas tus lecturas de glucosa, presión, peso y demás indicadores, con sus gráficas y reportes.',
  'Tus recordatorios, medicamentos y el registro de tomas.',
  'Tus conversaciones con el asistente y tus notificaciones.',
  'Tu suscripción, que se cancela en este momento (no habrá más cargos).',
];

/** /health/profile/eliminar-cuenta: erases the account after a clear warning, the password and a confirmation. */
export default function DeleteAccountPage() {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function askConfirmation(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.');
      focusPassword();
      return;
    }
    if (!understood) {
      setError('Marca la casilla para confirmar que entiendes que esto no se puede deshacer.');
      return;
    }
    setError(null);
    setConfirming(true);
  }

  async function erase() {
    if (pending) return;
    setPending(true);
    try {
      await deleteAccount(password);
      clearSession();
      localStorage.removeItem(SESSION_KEYS.firstName);
      window.location.assign(ACCOUNT_DELETED_URL);
    } catch (caught) {
      setPending(false);
      setConfirming(false);
      setError((caught as Error).message);
      focusPassword();
    }
  }

  return (
    <>
      <PageTitle subtitle="Derecho de cancelación de tus datos personales.">Eliminar mi cuenta</PageTitle>
      <div className="max-w-2xl space-y-6">
        <section
          aria-labelledby="aviso-eliminar"
          className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 sm:p-6"
        >
          <h2 id="aviso-eliminar" className="text-base font-bold">
            Esto no se puede deshacer
          </h2>
          <p className="mt-2">Al eliminar tu cuenta borramos de inmediato y para siempre:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {LOST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3">
            Solo conservamos, sin tu nombre, correo ni teléfono, un registro anónimo de los consentimientos
            que diste y de la fecha de eliminación, porque la ley nos pide poder demostrarlos.
          </p>
          <p className="mt-3">
            Si quieres una copia de tus datos, descárgala antes en{' '}
            <Link to="/health/profile" className="font-semibold underline">
              Mi Perfil
            </Link>
            .
          </p>
        </section>

        <form onSubmit={askConfirmation} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <TextField
            id={PASSWORD_ID}
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="h-5 w-5 shrink-0"
            />
            Entiendo que se borrarán todos mis datos y que no se pueden recuperar.
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Link to="/health/profile" className={buttonClass('secondary')}>
              Volver a Mi Perfil
            </Link>
            <Button type="submit" variant="danger">
              Eliminar mi cuenta
            </Button>
          </div>
        </form>
      </div>
      {confirming && (
        <ConfirmDialog
          title="¿Eliminar tu cuenta definitivamente?"
          message="Se borrarán todos tus datos y se cancelará tu suscripción. No podrás recuperarlos."
          confirmLabel="Sí, eliminar mi cuenta"
          pendingLabel="Eliminando…"
          pending={pending}
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
