/** Reply schemas of the sharing API (server-only: zod stays out of the web bundle). */
import { z } from 'zod';
import {
  SHARE_SCOPES,
  type AccessLogReply,
  type InvitationsReply,
  type InviteReply,
  type OwnedSharesReply,
  type ReceivedShare,
  type ReceivedSharesReply,
} from './sharing';

const id = z.number().int();

const ownedShare = z.object({
  id,
  email: z.string(),
  nombre: z.string().nullable(),
  scope: z.enum(SHARE_SCOPES),
  status: z.enum(['pendiente', 'activo']),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});

export const ownedSharesReply = z.object({ shares: z.array(ownedShare) });
export const inviteReply = z.object({
  share: ownedShare,
  invitation_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
});

export const receivedShareReply = z.object({
  id,
  paciente_id: id,
  nombre: z.string(),
  email: z.string().nullable(),
  scope: z.enum(SHARE_SCOPES),
  time_zone: z.string(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export const receivedSharesReply = z.object({ people: z.array(receivedShareReply) });
export const invitationsReply = z.object({ invitations: z.array(receivedShareReply) });

export const accessLogReply = z.object({
  items: z.array(
    z.object({ id, quien: z.string().nullable(), what: z.string(), que: z.string(), at: z.string() }),
  ),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof ownedSharesReply>, OwnedSharesReply>>(true);
agree<Same<z.infer<typeof inviteReply>, InviteReply>>(true);
agree<Same<z.infer<typeof receivedShareReply>, ReceivedShare>>(true);
agree<Same<z.infer<typeof receivedSharesReply>, ReceivedSharesReply>>(true);
agree<Same<z.infer<typeof invitationsReply>, InvitationsReply>>(true);
agree<Same<z.infer<typeof accessLogReply>, AccessLogReply>>(true);
