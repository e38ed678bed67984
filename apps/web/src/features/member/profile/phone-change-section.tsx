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
 * here). The current number stays in force until then.
 */
export function PhoneChangeSection() {
  const change = useChangePhone();
  const [phone, setPhone] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's rule, read here first: the number in international form, valid for its country.
    const checked = validatePhoneChange({ phone });
    if (!checked.ok) {
      setError(checked.detail);
      return;
    }
    if (!currentPassword) {
      setError(PHONE_PROOF_MESSAGES.currentPasswordMissing);
      return;
    }
    setError(null);
    try {
      const answer = await change.mutateAsync({ phone: checked.value.phone, currentPassword });
      setSent(answer.message);
      setPhone('');
      setCurrentPassword('');
    } catch (failure) {
      setError(phoneProofErrorText(failure));
    }
  }

  return (
    <ProfileCard
      title="Cambiar mi número de WhatsApp"
      intro="Te enviaremos un código al número nuevo. Seguimos escribiéndote al actual hasta que lo confirmes."
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
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          label="Tu contraseña actual"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        {sent ? <p className="text-sm">{sent}</p> : null}
        <Button
          type="submit"
          disabled={!phone.trim() || !currentPassword || change.isPending}
          disabledReason={
            change.isPending
              ? null
              : !phone.trim()
                ? 'Escribe el número nuevo para poder enviarte el código.'
                : 'Escribe tu contraseña actual para cambiar el número.'
          }
        >
          {change.isPending ? 'Enviando…' : 'Enviar código al número nuevo'}
        </Button>
      </form>
      <PhoneProofCard />
    </ProfileCard>
  );
}
