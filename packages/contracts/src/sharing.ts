/**
 * Sharing with doctors and family: the invitation's request, the replies and the Spanish texts, shared by
 * the server and the web app.
 */
import { z } from 'zod/mini';
import {
  asRecord,
  fail,
  isAbsent,
  NOT_AN_OBJECT,
  ok,
  readResourceId,
  readText,
  type Validation,
} from './validation';

export const SHARE_SCOPES = ['lectura', 'lectura_alertas', 'gestion'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

/** What each scope lets the invitee do, as the person reads it. */
export const SHARE_SCOPE_LABELS: Record<ShareScope, string> = {
  lectura: 'Ver mis lecturas',
  lectura_alertas: 'Ver mis lecturas y recibir alertas',
  gestion: 'Ver, recibir alertas y registrar lecturas por mí',
};

/** The same scopes as the person who was given access reads them, about the one who shares. */
export const SHARE_SCOPE_GRANTEE_LABELS: Record<ShareScope, string> = {
  lectura: 'Puedes ver sus lecturas',
  lectura_alertas: 'Puedes ver sus lecturas y recibes sus alertas',
  gestion: 'Puedes ver sus lecturas, recibir sus alertas y registrar lecturas por esta persona',
};

/** How many people (invited or with access) one person may share with. */
export const MAX_SHARES_PER_OWNER = 20;
/** How long an invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 14;

/** What the access log records, and how the owner reads it. */
export const ACCESS_LOG_WHAT: Record<string, string> = {
  readings: 'Consultó tus lecturas',
  series: 'Consultó una gráfica',
  overview: 'Consultó tus métricas',
  report: 'Consultó tu reporte',
  cgm: 'Consultó tu perfil de glucosa del sensor',
  export: 'Descargó tus lecturas (CSV)',
  reading_new: 'Registró una lectura por ti',
  reading_edit: 'Corrigió una lectura',
  reading_delete: 'Borró una lectura',
  import: 'Importó lecturas (CSV)',
  nightscout_follower:
    'Un reloj o app de seguimiento leyó tus valores del sensor con el token de solo lectura',
};

export const SHARING_MESSAGES = {
  emailMissing: 'Escribe el correo electrónico de la persona que quieres invitar.',
  emailInvalid: 'El correo electrónico no es válido.',
  scope: 'Elige el alcance: lectura, lectura_alertas o gestion.',
  selfInvite: 'No puedes invitarte a ti mismo. Escribe el correo de otra persona.',
  tooMany: `Puedes compartir con hasta ${MAX_SHARES_PER_OWNER} personas. Revoca un acceso para invitar a alguien más.`,
  shareNotFound: 'Acceso no encontrado.',
  invitationNotFound: 'La invitación no existe, ya se usó, se revocó o venció.',
  otherEmail:
    'Esta invitación es para otro correo electrónico. Inicia sesión con la cuenta del correo al que se envió.',
  ownInvitation: 'Esta invitación la creaste tú; compártela con la persona a la que invitaste.',
  noEmailYet:
    'Esta invitación es para un correo electrónico y tu cuenta todavía no tiene uno. Agrégalo en «Completa tu cuenta» (Mi perfil) y abre el enlace otra vez.',
  tokenMissing: 'Falta el código de la invitación.',
  linkRequired:
    'Para aceptar esta invitación abre el enlace que te envió la persona que te invitó, con tu sesión iniciada.',
  declineLinkRequired:
    'Para rechazar esta invitación abre el enlace que te envió la persona que te invitó, con tu sesión iniciada.',
  patientNotFound: 'Paciente no encontrado.',
} as const;

export interface InviteInput {
  email: string;
  scope: ShareScope;
}

const EMAIL = z.email().check(z.maxLength(254));

/** POST /health-users/shares/: `{"email", "scope"}`. */
export function validateInviteInput(body: unknown): Validation<InviteInput> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const email = readText(record.email, 'email');
  if (!email.ok) return email;
  if (!email.value) return fail(SHARING_MESSAGES.emailMissing);
  const normalized = email.value.toLowerCase();
  if (!EMAIL.safeParse(normalized).success) return fail(SHARING_MESSAGES.emailInvalid);
  if (isAbsent(record.scope) || !SHARE_SCOPES.includes(record.scope as ShareScope)) {
    return fail(SHARING_MESSAGES.scope);
  }
  return ok({ email: normalized, scope: record.scope as ShareScope });
}

/** POST /health-users/invitations/accept-link/: `{"token"}`. */
export function validateInvitationToken(body: unknown): Validation<string> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const token = readText(record.token, 'token');
  if (!token.ok) return token;
  if (!token.value) return fail(SHARING_MESSAGES.tokenMissing);
  // Tokens are 43 base64url characters; anything else names no invitation.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token.value))
    return fail(SHARING_MESSAGES.invitationNotFound, 'not_found');
  return ok(token.value);
}

/** `paciente_id` in a metrics query: absent = the caller's own; anything but a real id = not found. */
export function readPatientIdParam(query: unknown): Validation<number | undefined> {
  const value = (asRecord(query) ?? {}).paciente_id;
  return isAbsent(value) ? ok(undefined) : readResourceId(value, SHARING_MESSAGES.patientNotFound);
}

/** One person the owner shares with (invited or with access). */
export interface OwnedShare {
  id: number;
  email: string;
  /** The invitee's name once they accepted, else null. */
  nombre: string | null;
  scope: ShareScope;
  status: 'pendiente' | 'activo';
  created_at: string;
  accepted_at: string | null;
  expires_at: string | null;
}

export interface OwnedSharesReply {
  shares: OwnedShare[];
}

export interface InviteReply {
  share: OwnedShare;
  /** The one-use link for a new or renewed invitation; null when the person already has access. */
  invitation_url: string | null;
  whatsapp_url: string | null;
}

/** Someone who shares with the caller, or invites them to. */
export interface ReceivedShare {
  id: number;
  paciente_id: number;
  nombre: string;
  /** Null when the owner's account was made in the WhatsApp chat and has no e-mail yet. */
  email: string | null;
  scope: ShareScope;
  /** The patient's time zone: their dates and times are read in it. */
  time_zone: string;
  created_at: string;
  accepted_at: string | null;
}

export interface ReceivedSharesReply {
  people: ReceivedShare[];
}

export interface InvitationsReply {
  invitations: ReceivedShare[];
}

export interface AccessLogItem {
  id: number;
  /** The person's name (or e-mail); null when their account was deleted. */
  quien: string | null;
  what: string;
  /** The same, as the owner reads it. */
  que: string;
  at: string;
}

export interface AccessLogReply {
  items: AccessLogItem[];
}
