import { useId, useState, type FormEvent } from 'react';
import {
  SHARE_SCOPE_LABELS,
  SHARE_SCOPES,
  type InviteReply,
  type ShareScope,
} from '@vitalia/contracts/sharing';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../api/errors';
import { useInvite } from '../api/sharing-queries';
import { InvitationLink } from './invitation-link';

/** Invitar: an e-mail and a scope; answers with the link to copy or send by WhatsApp. */
export function InviteForm() {
  const headingId = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<ShareScope>('lectura');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InviteReply | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    setError(null);
    if (!email.trim()) return setError('Escribe el correo electrónico de la persona que quieres invitar.');
    try {
      const reply = await invite.mutateAsync({ email: email.trim(), scope });
      setSent(reply);
      setEmail('');
    } catch (failure) {
      setError(describeError('No se pudo crear la invitación', failure));
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-1 text-lg font-semibold text-slate-900">
        Invitar a un familiar o a tu médico
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        La persona verá tus lecturas cuando se registre o inicie sesión con este correo y acepte la
        invitación.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <ErrorBox message={error} />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Alcance</legend>
          <div className="space-y-2">
            {SHARE_SCOPES.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="h-5 w-5 shrink-0"
                />
                <span>{SHARE_SCOPE_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Creando invitación…' : 'Crear invitación'}
        </Button>
      </form>
      {sent && <InvitationLink reply={sent} />}
    </section>
  );
}
