/**
 * The conversation's state between the page and the server: the messages on their way, and whether the
 * bot has answered the last one. Pure, so it is tested without a browser.
 */
import type { ChatItem } from '../api/chat-api';

/** How long it waits for an answer at the fast pace before saying it is taking long. */
export const REPLY_WAIT_MS = 20_000;

/**
 * A message the person sent, from the moment it goes out until the server's list shows it. The list
 * names its items by its own ids (the POST answers with the message's WhatsApp id, which the list does
 * not carry), so the entry is recognised by its text among the person's messages that were not listed
 * when it went out.
 */
export interface OutboxEntry {
  /** The page's own key, stable from the moment of sending. */
  localId: string;
  /** The text shown: what was typed (trimmed, as the server stores it) or the pressed option's title. */
  text: string;
  at: string;
  /** The ids the list had when it went out. */
  knownIds: ReadonlySet<string>;
}

/** A row of the conversation as the page draws it: the server's items, then what is still on its way. */
export type ConversationItem = ChatItem & { sending?: true };

const userText = (item: ChatItem) => (item.message.type === 'text' ? item.message.text : null);

/** The listed user message that is `sent`: new since it went out and with its text; -1 while not listed. */
function indexOfSent(
  items: readonly ChatItem[],
  sent: { text: string; knownIds: ReadonlySet<string> },
  taken: ReadonlySet<string> = new Set(),
): number {
  return items.findIndex(
    (item) =>
      item.from === 'user' &&
      !sent.knownIds.has(item.id) &&
      !taken.has(item.id) &&
      userText(item) === sent.text,
  );
}

/** The outbox entries the list does not show yet, oldest first; each listed message stands for one entry. */
export function unlistedOutbox(outbox: readonly OutboxEntry[], items: readonly ChatItem[]): OutboxEntry[] {
  const taken = new Set<string>();
  const left = outbox.filter((entry) => {
    const index = indexOfSent(items, entry, taken);
    if (index < 0) return true;
    taken.add(items[index]!.id);
    return false;
  });
  return left.length === outbox.length ? (outbox as OutboxEntry[]) : left;
}

/** The server's items followed by the sent messages it does not list yet. */
export function withOutbox(items: readonly ChatItem[], outbox: readonly OutboxEntry[]): ConversationItem[] {
  const waiting = unlistedOutbox(outbox, items).map((entry): ConversationItem => ({
    id: entry.localId,
    from: 'user',
    at: entry.at,
    message: { type: 'text', text: entry.text },
    sending: true,
  }));
  return waiting.length === 0 ? [...items] : [...items, ...waiting];
}

/** The last message sent, to tell the bot's answer to it apart. */
export interface AwaitedReply {
  text: string;
  /** The ids the list had when it went out. */
  knownIds: ReadonlySet<string>;
  since: number;
}

/** Notes what is already listed when a message goes out, so its answer can be told apart. */
export function awaitReply(text: string, items: readonly ChatItem[], now: number): AwaitedReply {
  return { text, knownIds: new Set(items.map((item) => item.id)), since: now };
}

/**
 * True once a bot message newer than the sent one is listed: after it in the list (oldest first) or, while
 * the sent one is not listed yet, any bot message that was not there when it was sent. Ids and order, not
 * clocks, decide, so a browser clock out of step with the server's cannot confuse it.
 */
export function hasReplyArrived(items: readonly ChatItem[], awaited: AwaitedReply): boolean {
  const sentIndex = indexOfSent(items, awaited);
  return items.some(
    (item, index) => item.from === 'bot' && !awaited.knownIds.has(item.id) && index > sentIndex,
  );
}

/** The bot messages in `items` that were not in `seen`: news that may have changed readings or alerts. */
export function newBotMessageIds(items: readonly ChatItem[], seen: ReadonlySet<string>): string[] {
  return items.filter((item) => item.from === 'bot' && !seen.has(item.id)).map((item) => item.id);
}
