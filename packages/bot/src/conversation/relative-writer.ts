import { normalizeWords } from './commands';
import {
  SAYS_RELATIVE_WRITES,
  SAYS_WHO_WRITES,
  SAYS_WHOSE_PHONE,
  saysOwnerWrites,
  WRITER_TO_OWNER,
} from './relative-writer-words';
import type { EarlierMessage, Turn } from './turn';

/**
 * A relative writing from the account owner's phone (CONTRACTS.md section 6): "soy su hija, le escribo del
 * cel de mi mamá". While such a message is recent, the owner is the person spoken of ("mi mamá amaneció
 * con 160", "le salió 140", "hoy en ayunas tuvo 165") and the writer's own values ("yo también me medí,
 * 128") are someone else's: never stored in the owner's record.
 */

/** How long after the words a relative is taken to be still writing. */
const WRITER_MINUTES = 120;
const MESSAGES_READ = 40;

/** The words by which a relative says they write from the owner's phone. */
export const saysRelativeWrites = (body: string) => SAYS_RELATIVE_WRITES.test(normalizeWords(body));

/** A relative writes from the owner's phone: what the writer calls the owner, when the words say it. */
export interface RelativeWriting {
  /** "mamá", "abuela"… (canonical, accentless); null when the words did not say. */
  ownerCalled: ReadonlySet<string> | null;
  /** What the writer says they are to the owner ("soy su hija": hija), null when not said. */
  writerIs: string | null;
}

const CANONICAL: Readonly<Record<string, string>> = {
  mami: 'mama',
  mamita: 'mama',
  papi: 'papa',
  papito: 'papa',
  abuelita: 'abuela',
  abuelito: 'abuelo',
};

/** What the writer calls the owner, from "el cel de mi mamá" or "soy su hija", and who the writer is. */
function relativeWritingIn(body: string): RelativeWriting {
  const words = normalizeWords(body);
  const writerIs = SAYS_WHO_WRITES.exec(words)?.[5] ?? null;
  const owner = SAYS_WHOSE_PHONE.exec(words)?.[3];
  if (owner) return { ownerCalled: new Set([CANONICAL[owner] ?? owner]), writerIs };
  const called = writerIs ? WRITER_TO_OWNER[writerIs] : undefined;
  // "soy su hijo, mi papá no sabe usar el whats": of the two a son may mean, the one he names.
  const named = called?.find((relation) =>
    new RegExp(
      `\\bmi (${relation}|${relation}cit[oa]|${relation === 'mama' ? 'mami|mamita' : relation === 'papa' ? 'papi|papito' : relation}|${relation}it[oa])\\b`,
    ).test(words),
  );
  return { ownerCalled: named ? new Set([named]) : called ? new Set(called) : null, writerIs };
}

export function relativeIsWriting(
  turn: Turn,
  body: string,
  earlier: readonly EarlierMessage[],
): RelativeWriting | null {
  const ownerName = normalizeWords(turn.account.first_name ?? '');
  const ownerBack = (text: string) => saysOwnerWrites(normalizeWords(text), ownerName);
  if (ownerBack(body)) return null;
  if (saysRelativeWrites(body)) return relativeWritingIn(body);
  const since = turn.inbound.sent_at.getTime() - WRITER_MINUTES * 60_000;
  // Newest first: the relative's words hold until the owner says they write again.
  for (const message of earlier) {
    if (message.id === turn.inbound.id || message.kind !== 'text' || message.body === null) continue;
    if (message.sent_at.getTime() < since) break;
    if (ownerBack(message.body)) return null;
    if (saysRelativeWrites(message.body)) return relativeWritingIn(message.body);
  }
  return null;
}

/** How many earlier messages a turn reads (Turn.earlier: a relative writing, someone just spoken of…). */
export const EARLIER_MESSAGES_READ = MESSAGES_READ;
