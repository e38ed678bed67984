/**
 * Privacy rights (ARCO, LFPDPPP 2025): the uses of their data a person may oppose, the consent history, the
 * data export and the account's cancellation. Request readers with their Spanish messages and the reply
 * types; the web app imports only types and constants from here.
 */
import { asRecord, fail, NOT_AN_OBJECT, ok, type Validation } from './validation';

/**
 * Uses of a person's data they may oppose without leaving the service (secondary to the primary purpose of
 * keeping their records): reminders by chat, the weekly report, alerts told to their caregivers.
 */
export const OPTIONAL_PURPOSES = ['reminders', 'weekly_reports', 'caregiver_alerts'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** What the profile calls each use, and what it means. */
export const PURPOSE_LABELS: Record<OptionalPurpose, { title: string; description: string }> = {
  reminders: {
    title: 'Recordatorios por WhatsApp',
    description: 'Recordatorios para medir tus lecturas y tomar tus medicamentos.',
  },
  weekly_reports: {
    title: 'Reporte semanal',
    description: 'El resumen de tu semana que te enviamos cada lunes por WhatsApp y en tu panel.',
  },
  caregiver_alerts: {
    title: 'Alertas a mis cuidadores',
    description: 'Avisar a las personas que autorices cuando una lectura o alerta lo amerite.',
  },
};

/** Names of the consent records' purposes as the history shows them. */
export const CONSENT_PURPOSE_LABELS: Record<string, string> = {
  health_data_processing: 'Tratamiento de mis datos de salud (aviso de privacidad)',
  terms: 'Términos y condiciones',
  ...Object.fromEntries(OPTIONAL_PURPOSES.map((purpose) => [purpose, PURPOSE_LABELS[purpose].title])),
};

export interface PurposeSetting {
  purpose: OptionalPurpose;
  allowed: boolean;
  /** When the person last opposed it (null: never, or allowed again). */
  opted_out_at: string | null;
}

export interface ConsentRecordReply {
  purpose: string;
  document_version: string;
  /** true: consent given (or a use allowed again); false: withdrawn (a use opposed). */
  granted: boolean;
  recorded_at: string;
  /** Where it was given: the web, or the WhatsApp chat (a sign-up in the chat). */
  channel: 'web' | 'whatsapp';
}

/** `GET` and `PUT /health-users/privacy/`. */
export interface PrivacyReply {
  purposes: PurposeSetting[];
  /** Every consent record of the person, newest first. */
  consents: ConsentRecordReply[];
}

export type PurposesInput = Partial<Record<OptionalPurpose, boolean>>;

export const PRIVACY_MESSAGES = {
  noPurpose:
    'Indica al menos un uso de tus datos: «reminders», «weekly_reports» o «caregiver_alerts» (true o false).',
  unknownPurpose: (key: string) =>
    `«${key.slice(0, 40)}» no es un uso de tus datos que puedas cambiar aquí. Usa «reminders», «weekly_reports» o «caregiver_alerts».`,
  notBoolean: (key: string) => `El valor de «${key}» debe ser true (permitir) o false (no permitir).`,
  passwordMissing: 'Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.',
  passwordWrong: 'La contraseña no es correcta. Tu cuenta no se eliminó.',
  noPasswordYet:
    'Tu cuenta se creó en WhatsApp y todavía no tiene contraseña. Agrega un correo y una contraseña en «Completa tu cuenta» (Mi perfil) y vuelve aquí para eliminarla.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos con una contraseña incorrecta. Espera ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtalo de nuevo.`,
} as const;

/** A `PUT /health-users/privacy/` body: some of the purposes, each true (allowed) or false (opposed). */
export function validatePurposesUpdate(body: unknown): Validation<PurposesInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const entries = Object.entries(record);
  if (entries.length === 0) return fail(PRIVACY_MESSAGES.noPurpose);
  const input: PurposesInput = {};
  for (const [key, value] of entries) {
    if (!(OPTIONAL_PURPOSES as readonly string[]).includes(key)) {
      return fail(PRIVACY_MESSAGES.unknownPurpose(key));
    }
    if (typeof value !== 'boolean') return fail(PRIVACY_MESSAGES.notBoolean(key));
    input[key as OptionalPurpose] = value;
  }
  return ok(input);
}

/** A `DELETE /health-users/account/` body: `{"password"}`. */
export function validateAccountDeletion(body: unknown): Validation<{ password: string }> {
  const record = asRecord(body);
  if (!record) return fail(PRIVACY_MESSAGES.passwordMissing);
  const password = record.password;
  if (typeof password !== 'string' || password.length === 0) return fail(PRIVACY_MESSAGES.passwordMissing);
  // Longer than any password sign-up accepts: cannot be right, and is not worth hashing.
  if (password.length > 1024) return fail(PRIVACY_MESSAGES.passwordWrong);
  return ok({ password });
}
