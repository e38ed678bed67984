import { PASSWORD_MIN_LENGTH } from '@vitalia/contracts/auth-messages';
import { TextField } from './text-field';

/** A new password typed twice, as the reset page and the profile's password change ask for it. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <TextField
        label="Confirma la nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
      />
    </>
  );
}
