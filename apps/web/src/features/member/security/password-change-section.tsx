import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@vitalia/contracts/auth-messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { changePassword } from '../api/security-api';
import { ProfileCard } from '../profile/profile-card';

/** Mi Perfil's "Cambiar contraseña": the current one, the new one twice. */
export function PasswordChangeSection() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!current || !next || !confirm) return setError('Escribe tu contraseña actual y la nueva dos veces.');
    if (next.length < PASSWORD_MIN_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    if (next !== confirm) return setError(AUTH_MESSAGES.passwordMismatch);
    setError(null);
    setSaving(true);
    try {
      const reply = await changePassword({ current_password: current, new_password: next });
      setDone(reply.message);
      setCurrent('');
      setNext('');
      setConfirm('');
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileCard
      title="Cambiar contraseña"
      intro="Al cambiarla cerramos tus sesiones en otros dispositivos; esta sigue abierta."
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <ErrorBox message={error} />
        {done && (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            {done}
          </p>
        )}
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields password={next} confirm={confirm} onPassword={setNext} onConfirm={setConfirm} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </form>
    </ProfileCard>
  );
}
