import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { validateCompleteAccount } from '@vitalia/contracts/auth';
import type { Profile } from '@vitalia/contracts/member';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { setSessionEmail } from '../../../lib/session';
import { ACCOUNT_QUERY_KEY } from '../api/account-queries';
import { PROFILE_QUERY_KEY, type ProfileData } from '../api/profile-queries';
import { completeAccount } from '../api/security-api';
import { ProfileCard } from './profile-card';

/** Where the banner of an account made in the chat leads (Mi Perfil's section). */
export const COMPLETE_ACCOUNT_ANCHOR = 'completa-tu-cuenta';
const EMAIL_FIELD_ID = 'completa-correo';

/**
 * "Completa tu cuenta" on Mi Perfil, for an account made in the WhatsApp chat: the e-mail and the password
 * it will sign in with on the web, checked with the server's own rules before sending.
 */
export function CompleteAccountSection() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Opened from the banner ("Completar"): the section comes into view with the e-mail field ready.
  useEffect(() => {
    if (window.location.hash !== `#${COMPLETE_ACCOUNT_ANCHOR}`) return;
    const field = document.getElementById(EMAIL_FIELD_ID);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCompleteAccount({ email, password }, { confirmPassword: confirm });
    if (!checked.ok) return setError(checked.detail);
    setError(null);
    setSaving(true);
    try {
      const reply = await completeAccount(checked.value);
      setSessionEmail(reply.email);
      const withEmail = (profile: Profile) => ({ ...profile, email: reply.email });
      queryClient.setQueryData<Profile>(ACCOUNT_QUERY_KEY, (old) => old && withEmail(old));
      queryClient.setQueryData<ProfileData>(
        PROFILE_QUERY_KEY,
        (old) => old && { ...old, profile: withEmail(old.profile) },
      );
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    } catch (failure) {
      setError((failure as Error).message);
      setSaving(false);
    }
  }

  return (
    <div id={COMPLETE_ACCOUNT_ANCHOR} className="scroll-mt-24">
      <ProfileCard
        title="Completa tu cuenta"
        intro="Creaste tu cuenta en WhatsApp. Agrega un correo y una contraseña para entrar a la web cuando quieras, sin esperar un enlace del chat."
      >
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <TextField
            id={EMAIL_FIELD_ID}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button type="submit" disabled={saving}>
            {saving ? 'Guardando...' : 'Guardar correo y contraseña'}
          </Button>
        </form>
      </ProfileCard>
    </div>
  );
}
