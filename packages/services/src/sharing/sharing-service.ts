import {
  ACCESS_LOG_WHAT,
  INVITATION_LIFETIME_DAYS,
  MAX_SHARES_PER_OWNER,
  SHARING_MESSAGES,
  type AccessLogItem,
  type InviteInput,
  type OwnedShare,
  type ReceivedShare,
} from '@vitalia/contracts/sharing';
import type { Database, OwnedShareRow, ReceivedShareRow } from '@vitalia/db';
import { createToken, hashToken } from '../accounts/tokens';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import type { PatientAccess } from '../patient-access';
import { displayName } from './display-name';

/** How many access log rows the owner reads. */
export const ACCESS_LOG_LISTED = 100;

const toOwnedShare = (row: OwnedShareRow): OwnedShare => ({
  id: row.id,
  email: row.email,
  nombre:
    row.status === 'active' && row.grantee_user_id !== null
      ? displayName({
          email: row.email,
          first_name: row.grantee_first_name,
          last_name: row.grantee_last_name,
        })
      : null,
  scope: row.scope,
  status: row.status === 'active' ? 'activo' : 'pendiente',
  created_at: row.created_at.toISOString(),
  accepted_at: row.accepted_at?.toISOString() ?? null,
  expires_at: row.status === 'pending' ? row.expires_at.toISOString() : null,
});

const toReceivedShare = (row: ReceivedShareRow, defaultTimeZone: string): ReceivedShare => ({
  id: row.id,
  paciente_id: row.paciente_id,
  nombre: displayName({
    email: row.owner_email,
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
  }),
  email: row.owner_email,
  scope: row.scope,
  time_zone: row.owner_time_zone ?? defaultTimeZone,
  created_at: row.created_at.toISOString(),
  accepted_at: row.accepted_at?.toISOString() ?? null,
});

/**
 * Sharing a patient's data with doctors and family. There is no e-mail service: an invitation is a row
 * with the invitee's e-mail, a scope and a one-use link token (stored hashed) that the owner copies or
 * sends by WhatsApp; it shows up for whoever signs in with that e-mail. Who may then read what is decided
 * only by the access check (patient-access.ts), never here.
 */
export function createSharingService({
  db,
  access,
  defaultTimeZone,
  now,
}: {
  db: Database;
  access: PatientAccess;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const { patientShares, users } = db.repos;
  const received = (row: ReceivedShareRow) => toReceivedShare(row, defaultTimeZone);

  async function requireUser(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    return user;
  }

  /** Only the invitation link's token leads here: it is the proof that the invitation reached this person. */
  async function acceptShare(userId: number, email: string, id: number): Promise<ReceivedShare> {
    await patientShares.accept(id, email, userId, now());
    // Accepted now or by a simultaneous request of the same person: either way, the active share answers.
    const share = await patientShares.findActiveFor(userId, id);
    if (!share) throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    return received(share);
  }

  /**
   * The invitation a link stands for, for the signed-in person whose e-mail is the invited one: an unknown
   * link is not found; an account with no e-mail yet, the inviter's own or another e-mail is refused (403).
   */
  async function invitationOfLink(
    userId: number,
    token: string,
  ): Promise<{ email: string; shareId: number }> {
    const [user, share] = await Promise.all([
      requireUser(userId),
      patientShares.findByToken(hashToken(token)),
    ]);
    if (!share) throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    // An account made in the chat proves no e-mail until it adds one ("Completa tu cuenta").
    if (!user.email) throw new ForbiddenError(SHARING_MESSAGES.noEmailYet);
    if (share.email !== user.email.toLowerCase()) {
      const own = (await patientShares.findOwned(userId, share.id)) !== undefined;
      throw new ForbiddenError(own ? SHARING_MESSAGES.ownInvitation : SHARING_MESSAGES.otherEmail);
    }
    return { email: user.email, shareId: share.id };
  }

  return {
    /**
     * Invites an e-mail (or changes the scope of the person already invited with it). A new or still
     * pending invitation gets a fresh link (the previous one stops working); someone who already accepted
     * keeps access with the new scope. `publicUrl`: the site's address, for the link.
     */
    async invite(ownerUserId: number, input: InviteInput, publicUrl: string) {
      const [owner, patient] = await Promise.all([
        requireUser(ownerUserId),
        access.resolve(ownerUserId, undefined, 'write'),
      ]);
      if (owner.email?.toLowerCase() === input.email)
        throw new InvalidInputError(SHARING_MESSAGES.selfInvite);
      const token = createToken();
      const at = now();
      // Counted before the upsert: re-inviting someone at the limit only updates their row.
      const existing = (await patientShares.listOwned(ownerUserId)).some((row) => row.email === input.email);
      if (!existing && (await patientShares.countOpen(ownerUserId)) >= MAX_SHARES_PER_OWNER) {
        throw new ConflictError(SHARING_MESSAGES.tooMany);
      }
      const saved = await patientShares.upsert({
        pacienteId: patient.pacienteId,
        ownerUserId,
        email: input.email,
        scope: input.scope,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000),
        now: at,
      });
      const row = await patientShares.findOwned(ownerUserId, saved.id);
      const url = saved.status === 'pending' ? `${publicUrl}/health/invitation?code=${token}` : null;
      const message = url
        ? `${displayName(owner)} te invita a ver sus lecturas de salud en Vitalia. Acepta aquí: ${url}`
        : null;
      return {
        created: saved.created,
        reply: {
          share: toOwnedShare(row!),
          invitation_url: url,
          whatsapp_url: message ? `https://wa.me/?text=${encodeURIComponent(message)}` : null,
        },
      };
    },

    async listOwned(ownerUserId: number): Promise<{ shares: OwnedShare[] }> {
      return { shares: (await patientShares.listOwned(ownerUserId)).map(toOwnedShare) };
    },

    /**
     * Ends an invitation or a grant at once: the grantee's next request is refused, and what they were
     * told about the patient (alerts in their bell, the chat messages stored with them) is deleted: it is
     * the patient's data, held for their care, which has ended.
     */
    async revoke(ownerUserId: number, id: number): Promise<void> {
      const ended = await db.transaction(async (repos) => {
        const share = await repos.patientShares.revoke(ownerUserId, id, now());
        if (share?.grantee_user_id) {
          await repos.notifications.deleteAbout(share.grantee_user_id, share.paciente_id);
          await repos.chatOutbound.deleteAbout(share.grantee_user_id, share.paciente_id);
        }
        return share;
      });
      if (!ended) throw new NotFoundError(SHARING_MESSAGES.shareNotFound);
    },

    async accessLog(ownerUserId: number): Promise<{ items: AccessLogItem[] }> {
      const patient = await access.resolve(ownerUserId, undefined, 'read');
      const rows = await db.repos.patientAccessLog.list(patient.pacienteId, ACCESS_LOG_LISTED);
      return {
        items: rows.map((row) => ({
          id: row.id,
          // A deleted account leaves no actor (SET NULL); an account made in the chat has no e-mail.
          quien:
            row.actor_user_id === null
              ? null
              : displayName({
                  email: row.actor_email,
                  first_name: row.actor_first_name,
                  last_name: row.actor_last_name,
                }),
          what: row.what,
          que: ACCESS_LOG_WHAT[row.what] ?? 'Consultó tus datos',
          at: row.at.toISOString(),
        })),
      };
    },

    /**
     * Pending invitations the signed-in person has proven are theirs. An invitation names an e-mail that
     * nobody proves (there is no e-mail service), so whoever registers that address proves nothing: only
     * the one-use link does, and opening it accepts at once. Nothing is listed, then, and neither the
     * inviter's name nor the invitation itself reaches an account by its e-mail alone.
     */
    listInvitations(): { invitations: ReceivedShare[] } {
      return { invitations: [] };
    },

    /** The people who share their data with the signed-in person. */
    /**
     * The records this person manages (accepted `gestion` shares), for the chat: each owner's name and how
     * this person calls them ("esposo"), once learned.
     */
    async listManaged(
      userId: number,
    ): Promise<Array<{ paciente_id: number; nombre: string; relation: string | null }>> {
      const rows = await patientShares.listActiveFor(userId);
      return rows
        .filter((row) => row.scope === 'gestion' && row.accepted_at !== null)
        .map((row) => ({
          paciente_id: row.paciente_id,
          nombre: received(row).nombre,
          relation: row.grantee_calls_owner,
        }));
    },

    /** Remembers how this person calls the owner of a record they manage ("mi esposo" → "esposo"). */
    async rememberRelation(userId: number, pacienteId: number, relation: string): Promise<void> {
      await patientShares.setGranteeCallsOwner(userId, pacienteId, relation.slice(0, 30));
    },

    async listReceived(userId: number): Promise<{ people: ReceivedShare[] }> {
      return { people: (await patientShares.listActiveFor(userId)).map(received) };
    },

    /**
     * Accepting by id needs no token, so it proves nothing: it only answers for a share this person already
     * holds (a repeated accept). A pending invitation to their e-mail is refused with the way to the link
     * (an account's e-mail is not proven), anything else is not found.
     */
    async accept(userId: number, id: number): Promise<ReceivedShare> {
      const held = await patientShares.findActiveFor(userId, id);
      if (held) return received(held);
      const user = await requireUser(userId);
      if (user.email && (await patientShares.isPendingFor(id, user.email, now()))) {
        throw new ForbiddenError(SHARING_MESSAGES.linkRequired);
      }
      throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    },

    /**
     * A pending invitation is declined only through its link (the link's holder is the invitee; an e-mail
     * typed at sign-up proves nothing): by id it is refused as accepting is (CONTRACTS section 11).
     */
    async decline(userId: number, id: number): Promise<void> {
      const user = await requireUser(userId);
      if (user.email && (await patientShares.isPendingFor(id, user.email, now())))
        throw new ForbiddenError(SHARING_MESSAGES.declineLinkRequired);
      throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    },

    /** Declines through the invitation link, for the signed-in person whose e-mail is the invited one. */
    async declineByToken(userId: number, token: string): Promise<void> {
      const { email, shareId } = await invitationOfLink(userId, token);
      if (!(await patientShares.decline(shareId, email, now())))
        throw new NotFoundError(SHARING_MESSAGES.invitationNotFound);
    },

    /**
     * Accepts through the invitation link, for a signed-in person whose e-mail is the invited one. Another
     * e-mail is told so (403) and nothing changes.
     */
    async acceptByToken(userId: number, token: string): Promise<ReceivedShare> {
      const { email, shareId } = await invitationOfLink(userId, token);
      return acceptShare(userId, email, shareId);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
