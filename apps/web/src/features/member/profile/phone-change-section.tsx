import { useState, type FormEvent } from 'react';
import { PHONE_PROOF_MESSAGES, validatePhoneChange } from '@vitalia/contracts/phone-proof';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { phoneProofErrorText, useChangePhone } from '../api/phone-proof-queries';
import { PhoneProofCard } from '../home/phone-proof-card';
import { ProfileCard } from './profile-card';

/**
 * Mi Perfil: a new WhatsApp number, proven like the first one (a code sent to it by WhatsApp, entered
 * here). The current number stays in force until then. Whoever asks proves first that they own the
 * account: with the current password, or, for an account made in the chat (no password yet), with a code
 * sent to the current number (CONTRACTS.md section 11).
 */
export function PhoneChangeSection({ madeInChat }: { madeInChat: boolean }) {
  const change = useChangePhone();
  const [phone, setPhone] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  /** The code to the current number went out: the form now asks for it (accounts made in the chat). */
  const [awaitingCurrentCode, setAwaitingCurrentCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's rule, read here first: the number in international form, valid for its country.
    const checked = validatePhoneChange({
      phone,
      current_code: awaitingCurrentCode ? currentCode : undefined,
    });
    if (!checked.ok) {
      setError(checked.detail);
      return;
    }
    if (!madeInChat && !currentPassword) {
      setError(PHONE_PROOF_MESSAGES.currentPasswordMissing);
      return;
    }
    setError(null);
    try {
      const answer = await change.mutateAsync({
        phone: checked.value.phone,
        currentPassword: madeInChat ? undefined : currentPassword,
        currentCode: checked.value.currentCode ?? undefined,
      });
      setSent(answer.message);
      if (answer.step === 'current_code') {
        setAwaitingCurrentCode(true);
        return;
      }
      setPhone('');
      setCurrentPassword('');
      setCurrentCode('');
      setAwaitingCurrentCode(false);
    } catch (failure) {
      setError(phoneProofErrorText(failure));
    }
  }

  const missing = !phone.trim()
    ? 'Escribe el número nuevo para poder enviarte el código.'
    : madeInChat
      ? awaitingCurrentCode && !currentCode.trim()
        ? 'Escribe el código que te enviamos a tu número actual.'
        : null
      : !currentPassword
        ? 'Escribe tu contraseña actual para cambiar el número.'
        : null;
  const action =
    madeInChat && !awaitingCurrentCode ? 'Enviar código a mi número actual' : 'Enviar código al número nuevo';

  return (
    <ProfileCard
      title="Cambiar mi número de WhatsApp"
      intro={
        madeInChat
          ? 'Primero te enviaremos un código a tu número actual para confirmar que eres tú; después, otro al número nuevo. Seguimos escribiéndote al actual hasta que confirmes el nuevo.'
          : 'Te enviaremos un código al número nuevo. Seguimos escribiéndote al actual hasta que lo confirmes.'
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-3">
        <ErrorBox message={error} />
        <TextField
          label="Número nuevo de WhatsApp"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          hint="Con «+» y el código de tu país, por ejemplo +52 33 2345 6789."
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            // A code to the current number is for the change asked for; another number asks again.
            if (awaitingCurrentCode) {
              setAwaitingCurrentCode(false);
              setCurrentCode('');
              setSent(null);
            }
          }}
        />
        {madeInChat ? null : (
          <TextField
            label="Tu contraseña actual"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        {sent ? (
          <p role="status" className="text-base">
            {sent}
          </p>
        ) : null}
        {awaitingCurrentCode ? (
          <TextField
            label="Código que llegó a tu número actual"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            hint="Son 6 números."
            value={currentCode}
            onChange={(event) => setCurrentCode(event.target.value)}
          />
        ) : null}
        <Button
          type="submit"
          disabled={missing !== null || change.isPending}
          disabledReason={change.isPending ? null : missing}
        >
          {change.isPending ? 'Enviando…' : action}
        </Button>
      </form>
      <PhoneProofCard />
    </ProfileCard>
  );
}
