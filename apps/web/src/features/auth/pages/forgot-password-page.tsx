import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RESET_CODE_LENGTH, SECURITY_MESSAGES } from '@vitalia/contracts/account-security';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@vitalia/contracts/auth-messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { confirmReset, confirmResetLink, requestResetCode } from '../api/password-reset-api';
import { AuthCard } from '../components/auth-card';

type Step = 'email' | 'code' | 'link' | 'done';

/** The one-use token of the link the chat sends («olvidé mi contraseña»), if the page was opened from it. */
function linkTokenOfAddress(): string | null {
  return new URL(window.location.href).searchParams.get('token');
}

/**
 * /forgot-password: a six-digit code sent by WhatsApp, then the code and a new password; or, opened from
 * the link the chat sends (?token=…), only the new password.
 */
export default function ForgotPasswordPage() {
  const [linkToken] = useState(linkTokenOfAddress);
  const location = useLocation();
  const navigate = useNavigate();
  // The token leaves the address bar (and the history) once read: it is as good as a password.
  useEffect(() => {
    if (!linkToken || !new URLSearchParams(location.search).has('token')) return;
    void navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [linkToken, location, navigate]);
  const [step, setStep] = useState<Step>(linkToken ? 'link' : 'email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message || 'Error al conectar con el servidor.');
    } finally {
      setBusy(false);
    }
  }

  function handleRequest(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(SECURITY_MESSAGES.resetEmailMissing);
    void run(async () => {
      setNotice((await requestResetCode(email.trim())).message);
      setStep('code');
    });
  }

  function handleConfirm(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || !password || !confirm) return setError(SECURITY_MESSAGES.resetConfirmMissing);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(AUTH_MESSAGES.passwordMismatch);
    void run(async () => {
      const reply = await confirmReset({ email: email.trim(), code: code.trim(), new_password: password });
      setNotice(reply.message);
      setStep('done');
    });
  }

  function handleLink(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return setError(SECURITY_MESSAGES.resetLinkMissing);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(AUTH_MESSAGES.passwordMismatch);
    void run(async () => {
      const reply = await confirmResetLink({ token: linkToken ?? '', new_password: password });
      setNotice(reply.message);
      setStep('done');
    });
  }

  return (
    <AuthCard
      title="Recupera tu contraseña"
      subtitle={
        linkToken
          ? 'Escribe tu nueva contraseña.'
          : 'Te enviamos un código de 6 dígitos por WhatsApp al número de tu cuenta. Si usas WhatsApp con nombre de usuario, escribe «olvidé mi contraseña» en el chat.'
      }
    >
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {step === 'email' && (
        <form onSubmit={handleRequest} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Enviando…' : 'Enviar código por WhatsApp'}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={handleConfirm} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <TextField
            label="Código de WhatsApp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE_LENGTH + 2}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Guardando…' : 'Cambiar contraseña'}
          </Button>
          <button
            type="button"
            className="w-full text-center text-sm font-semibold text-brand-700 underline"
            onClick={() => {
              setStep('email');
              setNotice(null);
            }}
          >
            Pedir otro código
          </button>
        </form>
      )}
      {step === 'link' && (
        <form onSubmit={handleLink} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Guardando…' : 'Cambiar contraseña'}
          </Button>
        </form>
      )}
      {step === 'done' && (
        <Link
          to="/login"
          className="flex min-h-11 items-center justify-center font-semibold text-brand-700 underline"
        >
          Iniciar sesión
        </Link>
      )}
      {step !== 'done' && (
        <p className="mt-6 text-center text-sm text-slate-600">
          ¿La recordaste?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Inicia sesión
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
