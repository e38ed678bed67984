import type { Repositories } from '@vitalia/db';
import { phoneCandidates } from './phone-match';

/**
 * WhatsApp's notice that a person's identity changed (a `system` message): `user_changed_number` (the old
 * phone in `from`, the new one in `system.wa_id`, the new and old BSUIDs in `system.user_id` and
 * `system.previous_user_id`) or `user_changed_user_id` (only the BSUIDs).
 */
export interface IdentityChange {
  type: 'user_changed_number' | 'user_changed_user_id';
  oldPhone: string | null;
  newPhone: string | null;
  oldWaUserId: string | null;
  newWaUserId: string | null;
}

/** The E.164 number stored for a WhatsApp phone: Mexico's 521 mobile form is stored as +52 (as sign-up does). */
function storedPhoneOf(digits: string): string[] {
  const candidates = phoneCandidates(digits);
  return /^521\d{10}$/.test(digits) ? [...candidates].reverse() : candidates;
}

/**
 * WhatsApp's notices that people changed their number or their BSUID: each account moves to the new
 * identity (before the messages of the same webhook are stored), and nothing is sent to the old number.
 */
export async function moveIdentities(
  conversations: Repositories['chatConversations'],
  changes: readonly IdentityChange[],
): Promise<void> {
  for (const change of changes) {
    const numberChanged = change.type === 'user_changed_number' && change.newPhone !== null;
    await conversations.moveIdentity({
      oldPhones: change.oldPhone ? phoneCandidates(change.oldPhone) : [],
      oldWaUserId: change.oldWaUserId,
      newPhones: numberChanged && change.newPhone ? storedPhoneOf(change.newPhone) : [],
      newAddress: numberChanged ? change.newPhone : null,
      newWaUserId: change.newWaUserId,
      numberChanged,
    });
  }
}
