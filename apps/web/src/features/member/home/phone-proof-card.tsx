import { useState, type FormEvent } from 'react';
import { formatPhoneNumber } from 'react-phone-number-input';
import { PHONE_PROOF_MESSAGES, validatePhoneCode } from '@vitalia/contracts/phone-proof';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { chatUrl } from '../../../lib/site-config';
import {
  phoneProofErrorText,
  useChatLinkMessage,
  usePhoneStatus,
  useResendPhoneCode,
  useVerifyPhone,
} from '../api/phone-proof-queries';
import { HomeCard } from './home-card';

/**
 * While the WhatsApp number is not proven, the home panel says so and how: the 6-digit code sent by
 * WhatsApp, entered here, or the chat opened from this card (its message carries a one-use code). Until
 * then no reminder, report or alert goes to the number. Gone once proven.
 */
export function PhoneProofCard() {
  const status = usePhoneStatus();
  const linkText = useChatLinkMessage();
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const data = status.data;
  if (!data || !data.telefono) return null;
  const target = data.pending_telefono ?? (data.verified ? null : data.telefono);
  if (!target) return null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePhoneCode({ code });
    if (!checked.ok) {
      setError(checked.detail);
      return;
    }
    setError(null);
    setNotice(null);
    try {
      await verify.mutateAsync(checked.value.code);
      setCode('');
    } catch (failure) {
      setError(phoneProofErrorText(failure));
    }
  }

  async function handleResend() {
    setError(null);
    setNotice(null);
    try {
      setNotice((await resend.mutateAsync()).message || PHONE_PROOF_MESSAGES.codeSent);
    } catch (failure) {
      setError(phoneProofErrorText(failure));
    }
  }

  const shown = formatPhoneNumber(target) || target;
  return (
    <HomeCard title="Verifica tu número de WhatsApp" className="border-amber-300 bg-amber-50">
      <p className="text-slate-800">
        {data.pending_telefono ? (
          <>
            Te enviamos un código por WhatsApp a tu nuevo número{' '}
            <span className="font-semibold whitespace-nowrap">{shown}</span>. Seguimos usando el anterior
            hasta que lo confirmes.
          </>
        ) : (
          <>
            Tu número <span className="font-semibold whitespace-nowrap">{shown}</span> aún no está verificado.
            Mientras tanto no te enviaremos recordatorios ni avisos por WhatsApp.
          </>
        )}
      </p>
      <p className="mt-2 text-slate-700">
        Escribe aquí el código de 6 números que te enviamos por WhatsApp
        {linkText && !data.pending_telefono ? ', o abre el chat y envía el mensaje que ya viene escrito' : ''}
        .
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-3 space-y-3">
        <ErrorBox message={error} />
        {notice && (
          <p role="status" className="text-sm font-medium text-brand-800">
            {notice}
          </p>
        )}
        <TextField
          label="Código de verificación"
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Verificando…' : 'Verificar'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void handleResend()}
            disabled={resend.isPending}
          >
            Enviar otro código
          </Button>
          {linkText && !data.pending_telefono && (
            <a
              href={chatUrl(linkText)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 underline"
            >
              Abrir el chat de WhatsApp <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          )}
        </div>
      </form>
    </HomeCard>
  );
}
