import { useState, type FormEvent } from 'react';
import { validatePhoneChange } from '@vitalia/contracts/phone-proof';
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
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's rule, read here first: the number in international form, valid for its country.
    const checked = validatePhoneChange({ phone });
    if (!checked.ok) {
      setError(checked.detail);
      return;
    }
    setError(null);
    try {
      await change.mutateAsync(checked.value.phone);
      setPhone('');
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
        <Button
          type="submit"
          disabled={!phone.trim() || change.isPending}
          disabledReason={change.isPending ? null : 'Escribe el número nuevo para poder enviarte el código.'}
        >
          {change.isPending ? 'Enviando…' : 'Enviar código al número nuevo'}
        </Button>
      </form>
      <PhoneProofCard />
    </ProfileCard>
  );
}
