import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@vitalia/contracts/auth-messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { changePassword } from '../api/security-api';

/** Mi Perfil's "Cambiar contraseña": the current one, the new one twice. */
export function PasswordChangeSection() {
  const headingId = useId();
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
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Cambiar contraseña
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Al cambiarla cerramos tus sesiones en otros dispositivos; esta sigue abierta.
        </p>
      </div>
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
    </section>
  );
}
