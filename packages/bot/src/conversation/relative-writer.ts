import type { Services } from '@vitalia/services';
import { normalizeWords } from './commands';
import { SAYS_RELATIVE_WRITES } from './relative-writer-words';
import type { Turn } from './turn';

/**
 * A relative writing from the account owner's phone (CONTRACTS.md section 6): "soy su hija, le escribo del
 * cel de mi mamá". While such a message is recent, the owner is the person spoken of ("mi mamá amaneció
 * con 160", "le salió 140", "hoy en ayunas tuvo 165") and the writer's own values ("yo también me medí,
 * 128") are someone else's: never stored in the owner's record.
 */

/** How long after the words a relative is taken to be still writing. */
const WRITER_MINUTES = 120;
const MESSAGES_READ = 12;

/** The words by which a relative says they write from the owner's phone. */
export const saysRelativeWrites = (body: string) => SAYS_RELATIVE_WRITES.test(normalizeWords(body));

export async function relativeIsWriting(services: Services, turn: Turn, body: string): Promise<boolean> {
  if (saysRelativeWrites(body)) return true;
  const since = turn.inbound.sent_at.getTime() - WRITER_MINUTES * 60_000;
  const earlier = await services.chat.inbox.recentFrom(turn.account.user_id, MESSAGES_READ);
  return earlier.some(
    (message) =>
      message.id !== turn.inbound.id &&
      message.kind === 'text' &&
      message.body !== null &&
      message.sent_at.getTime() >= since &&
      saysRelativeWrites(message.body),
  );
}
