import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { Database } from '@vitalia/db';
import { ACCOUNT_MESSAGES } from '../accounts/accounts-service';
import { phoneCandidates, recipientOfPhone } from '../chat/phone-match';
import { PRIVACY_MESSAGES } from '@vitalia/contracts/privacy';
import { ConflictError, UnauthenticatedError } from '../errors';
import { confirmPassword } from './password-confirmation';

/** The WhatsApp ids a registered phone may write from (Mexico's 521 mobile prefix and the plain 52). */
export function waIdsOfPhone(phone: string): string[] {
  return phoneCandidates(recipientOfPhone(phone)).map((candidate) => candidate.slice(1));
}

export interface ErasureHooks {
  /**
   * Ends the person's paid subscription at once (billing: Stripe, or the local test mode). Runs after the
   * password is confirmed and before anything is deleted: if the provider cannot be reached it throws and
   * nothing is deleted, so no charge outlives the account.
   */
  cancelSubscription: (userId: number) => Promise<void>;
}

/**
 * Cancellation (the C of ARCO): erases the account and every personal datum of it, after the password.
 * What is kept: the consent records, copied without anything that identifies the person (no user id,
 * e-mail, name or phone; a random reference instead) to erased_account_consents, as proof of the consent
 * each processing had and of when the cancellation was done. Webhook event ids stay in billing_events
 * with their account link already cleared (migration 0007). Tokens go with the account, so the session
 * stops working at once.
 */
export function createAccountErasure({ db, now }: { db: Database; now: () => Date }) {
  return {
    async deleteAccount(
      userId: number,
      input: { password: string },
      clientAddress: string,
      hooks: ErasureHooks,
    ): Promise<void> {
      const user = await db.repos.users.findById(userId);
      if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.noSession);
      // An account made in the chat confirms with the password it gets on "Completa tu cuenta".
      if (!user.email) throw new ConflictError(PRIVACY_MESSAGES.noPasswordYet);
      await confirmPassword(db, {
        email: user.email,
        password: input.password,
        clientAddress,
        now: now(),
      });
      await hooks.cancelSubscription(userId);
      const uploads = await db.transaction(async (repos) => {
        // A second erasure of the same account (two tabs) waits here, then finds nothing to do.
        const account = await repos.personalData.lockAccount(userId);
        if (!account) return [];
        const pacientes = await repos.pacientes.listByUser(userId);
        // The ids WhatsApp gave: the phone's forms and the business-scoped user id (an account known
        // only by it has no phone).
        const chatAccount = await repos.chatConversations.findAccountByUser(userId);
        const waIds = [
          ...pacientes.flatMap((paciente) => (paciente.telefono ? waIdsOfPhone(paciente.telefono) : [])),
          ...(chatAccount?.wa_user_id ? [chatAccount.wa_user_id] : []),
        ];
        await repos.consents.archiveForErasure(userId, randomUUID(), now());
        // Health-app files still waiting for their import go with the account (after the commit).
        const uploads = await repos.healthImports.filePathsOfUser(userId);
        await repos.personalData.erase({ id: userId, email: account.email, waIds });
        return uploads;
      });
      for (const path of uploads) await unlink(path).catch(() => undefined);
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
