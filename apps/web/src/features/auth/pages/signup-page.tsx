import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FIRST_NAME_MAX_LENGTH, validateRegistration } from '@vitalia/contracts/auth';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { saveSession } from '../../../lib/session';
import { chatIsSimulated, siteConfig } from '../../../lib/site-config';
import { registerAccount } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { destinationAfterSignIn } from '../components/return-destination';
import { countryName, isPhoneValid, PhoneField } from '../components/phone-field';
import { countryOfLanguages, readBack } from '../components/phone-reading';
import { fieldOfRegistrationError, type SignupField } from '../components/registration-errors';

/** The browser's region preselects the phone's country (SPEC.md's United States when it names none). */
const browserCountry = () =>
  countryOfLanguages(typeof navigator === 'undefined' ? undefined : navigator.languages);
/** Why Registrarme waits (CONTRACTS.md section 12: a disabled button says why). */
const SIGNUP_NEEDS_PHONE = 'Para registrarte, escribe tu número de WhatsApp completo.';
/** The languages do not change while the page is open. */
const noChanges = () => () => undefined;

export default function SignupPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const location = useLocation();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  // The server's HTML of this page knows no browser, so it shows the United States; a browser that
  // hydrates it switches to its own region right after (the phone field starts afresh with it).
  const defaultCountry = useSyncExternalStore(noChanges, browserCountry, () => countryOfLanguages(undefined));
  const [phone, setPhone] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A rule broken by one field: its message shows under that field, not at the top of the form.
  const [fieldError, setFieldError] = useState<{ field: SignupField; message: string } | null>(null);
  const errorOf = (field: SignupField) => (fieldError?.field === field ? fieldError.message : null);
  // The e-mail or the number already has an account (the server does not say which): offer the ways in.
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The same rules, in the same order, as the server (SPEC.md section 5).
    // The name is optional for the API's other callers; the form asks it, to greet the person by it.
    const checked = validateRegistration(
      { email, password, phone: phone ?? '', first_name: firstName },
      { confirmPassword, requireName: true },
    );
    if (!checked.ok) {
      const values = { firstName, email, phone: phone ?? '', password, confirmPassword };
      const field = fieldOfRegistrationError(checked.detail, values);
      setError(field ? null : checked.detail);
      setFieldError(field ? { field, message: checked.detail } : null);
      return;
    }
    setError(null);
    setFieldError(null);
    setAlreadyRegistered(false);
    setSubmitting(true);
    const outcome = await registerAccount({
      email: email.trim(),
      password,
      phone: checked.value.phone,
      first_name: checked.value.firstName ?? '',
    });
    setSubmitting(false);
    if (outcome.kind === 'error') {
      setAlreadyRegistered(outcome.status === 409);
      setError(
        outcome.body?.message ||
          outcome.body?.detail ||
          'Error al conectar con el servidor. Inténtalo más tarde.',
      );
      return;
    }
    const { token, email: confirmedEmail, message } = outcome.body;
    if (!token) {
      setError(message || '❌ No se recibió token.');
      return;
    }
    saveSession(token, confirmedEmail ?? email.trim());
    void navigate(destinationAfterSignIn(location.state), { replace: true });
  }

  return (
    <AuthCard
      title="Crea tu cuenta"
      subtitle={`Empieza tus ${siteConfig.trialDays} días de prueba gratis. Sin tarjeta de crédito.`}
    >
      <form onSubmit={handleSubmit} noValidate aria-describedby="signup-consent">
        {/* Fields work once the app runs: a form sent before would go as a plain GET, password in the address. */}
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
          <TextField
            label="Tu nombre"
            name="given-name"
            autoComplete="given-name"
            maxLength={FIRST_NAME_MAX_LENGTH}
            hint="Así te saludaremos en Vitalia y en WhatsApp."
            error={errorOf('firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            name="email"
            autoComplete="email"
            error={errorOf('email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PhoneField
            key={defaultCountry}
            value={phone}
            onChange={setPhone}
            defaultCountry={defaultCountry}
            error={errorOf('phone')}
          />
          {readBack(phone, countryName) ? (
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800" role="status">
              {readBack(phone, countryName)}
              {/* With real WhatsApp the number is proven by a code; the simulator reaches no phone. */}
              {chatIsSimulated() ? '' : ' Te enviaremos un código para confirmar que es tuyo.'}
            </p>
          ) : null}
          <TextField
            label="Contraseña"
            type="password"
            name="password"
            autoComplete="new-password"
            hint="Al menos 8 caracteres."
            error={errorOf('password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Confirmar contraseña"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            error={errorOf('confirmPassword')}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          <p id="signup-consent" className="text-xs leading-relaxed text-slate-600">
            Al registrarte aceptas los{' '}
            <Link to="/terms-conditions" className="font-medium text-brand-700 underline">
              Términos y condiciones
            </Link>{' '}
            y el{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              Aviso de privacidad
            </Link>{' '}
            (versión {siteConfig.privacyNoticeVersion}), y das tu consentimiento expreso para el tratamiento
            de tus datos de salud.
          </p>
          {/* An error about no one field (the server's answer) shows where the person just pressed. */}
          <ErrorBox message={error} />
          {alreadyRegistered && (
            <p className="text-sm text-slate-700">
              <Link to="/login" state={location.state} className="font-semibold text-brand-700 underline">
                Iniciar sesión
              </Link>{' '}
              ·{' '}
              <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
                Recuperar mi contraseña
              </Link>
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={!isPhoneValid(phone) || submitting}
            disabledReason={submitting ? null : SIGNUP_NEEDS_PHONE}
          >
            {submitting ? 'Creando tu cuenta…' : 'Registrarme'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        ¿Ya tienes cuenta?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </AuthCard>
  );
}
