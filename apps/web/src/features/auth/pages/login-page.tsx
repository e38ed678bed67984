import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@vitalia/contracts/auth-messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { saveSession, sessionExpired } from '../../../lib/session';
import { logIn } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { destinationAfterSignIn } from '../components/return-destination';

/** Why the user was sent here: a session that ended, or a chat link that no longer works. */
function arrivalMessage(state: unknown): string | null {
  const flags = state as { expired?: boolean; linkExpired?: boolean } | null;
  if (flags?.linkExpired) return 'El enlace expiró o ya se usó. Inicia sesión para ver tus gráficas.';
  if (flags?.expired || sessionExpired()) return 'Tu sesión expiró o se cerró. Inicia sesión de nuevo.';
  return null;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() => arrivalMessage(location.state));
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.loginMissing);
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await logIn({ email: email.trim(), password });
    setSubmitting(false);
    if (outcome.kind === 'error') {
      setError(outcome.body?.detail || 'Error al conectar con el servidor.');
      return;
    }
    const { success, token, email: confirmedEmail, message, detail } = outcome.body;
    if (success === false || !token) {
      setError(message || detail || '❌ Credenciales inválidas.');
      return;
    }
    saveSession(token, confirmedEmail ?? email.trim());
    void navigate(destinationAfterSignIn(location.state), { replace: true });
  }

  return (
    <AuthCard
      title="Inicia sesión"
      subtitle="Entra a tu panel para ver tus métricas, recordatorios y suscripción."
    >
      <form onSubmit={handleSubmit} noValidate>
        {/* Fields work once the app runs: a form sent before would go as a plain GET, password in the address. */}
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
          <ErrorBox message={error} />
          <TextField
            label="Correo electrónico"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Contraseña"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? 'Entrando…' : 'Iniciar sesión'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        ¿Aún no tienes cuenta?{' '}
        <Link to="/signup" state={location.state} className="font-semibold text-brand-700 underline">
          Regístrate
        </Link>
      </p>
    </AuthCard>
  );
}
