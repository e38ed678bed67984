import type { Services } from '@vitalia/services';
import { normalizeWords } from './commands';
import type { Turn } from './turn';

/**
 * A relative writing from the account owner's phone (CONTRACTS.md section 6): "soy su hija, le escribo del
 * cel de mi mamá". While such a message is recent, the owner is the person spoken of ("mi mamá amaneció
 * con 160", "le salió 140", "hoy en ayunas tuvo 165") and the writer's own values ("yo también me medí,
 * 128") are someone else's: never stored in the owner's record.
 */

const RELATIVE = '(hija|hijo|nieta|nieto|esposo|esposa|nuera|yerno|sobrina|sobrino|hermana|hermano)';
const PHONE = '(cel|celular|telefono|whats|whatsapp)';
const OWNER = '(mi|su) (mama|papa|esposo|esposa|abuela|abuelo|suegra|suegro|tia|tio)';
const SAYS_RELATIVE_WRITES = new RegExp(
  [
    // "soy su hija", "soy Mariana, la hija de Don Efraín"
    `soy (\\w+ )?(su|la|el) ${RELATIVE}`,
    // "le escribo del cel", "le escribo desde su celular", "escribo del teléfono de mi mamá"
    `(le )?escribo (del|desde el|de su|desde su|en el|por el) ${PHONE}`,
    `escribo por ${OWNER}`,
    // "le ayudo con su celular", "este es su cel", "es el whats de mi papá"
    `(le ayudo|la ayudo|lo ayudo|ayudo a ${OWNER}) con su ${PHONE}`,
    `(este es|es) (su|el) ${PHONE}`,
  ]
    .map((part) => `(${part})`)
    .join('|')
    .replace(/^/, '\\b(')
    .concat(')\\b'),
);

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
