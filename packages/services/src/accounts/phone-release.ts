import { PHONE_PROOF_MESSAGES } from '@vitalia/contracts/phone-proof';
import type { Repositories } from '@vitalia/db';

/**
 * A number belongs to whoever proves it (CONTRACTS.md section 11): when someone proves a number (a
 * sign-up in the chat from it, or its code entered for a new number in Mi Perfil), every account that
 * typed it and never proved it loses it, and is told in its bell to add a number it can prove. Inside
 * the prover's transaction; `phones` are the number's stored forms, `shown` the one the message names.
 */
export async function releaseToProver(
  repos: Repositories,
  phones: readonly string[],
  shown: string,
  at: Date,
): Promise<void> {
  if (phones.length === 0) return;
  for (const userId of await repos.pacientes.releaseUnprovenPhone(phones))
    await repos.notifications.insert({
      userId,
      kind: 'phone_released',
      title: PHONE_PROOF_MESSAGES.releasedTitle,
      body: PHONE_PROOF_MESSAGES.releasedBody(shown),
      dedupeKey: null,
      at,
    });
}
