import { randomInt, randomUUID } from 'node:crypto';
import type { ChatInput } from '@vitalia/contracts/chat';
import {
  PUBLIC_CHAT_MESSAGES,
  type PublicChatItem,
  type PublicChatSendReply,
  type SimulatorVisitorReply,
} from '@vitalia/contracts/public-chat';
import type { Database, SimulatorVisitorRow } from '@vitalia/db';
import { createToken, hashToken } from '../accounts/tokens';
import { ConflictError, NotFoundError } from '../errors';
import { spendRateLimit, type RateLimit } from '../rate-limit';
import { CHAT_PACE_LIMIT } from './chat-pace';
import { botChatItem, HISTORY_LIMIT, simulatedMessage, type ChatService } from './chat-service';
import { phoneCandidates } from './phone-match';

/** Tries at drawing a free test number before giving up (the space has 10^8 numbers). */
const DRAWS = 20;
const REPLY_PREFIX = 'reply:';

/**
 * The public chat simulator (simulator mode only): a visitor of the public site writes to the bot as a
 * test number drawn for them (a Mexico City mobile no account and no other visitor has), and goes through
 * the same sign-up in the chat, engine and outbound queue as a WhatsApp user. Their browser keeps the key;
 * only its hash is stored, and a number is never drawn twice. A visitor can never write as an account they
 * did not make here: a number whose account is older than the visitor is refused. Starting counts against
 * the address's sign-up limit (`countAttempt`), as a sign-up on the web does. Writing is limited per
 * visitor (`messagesPerMinute`, the chat's own pace) and per address (four times that), with a Spanish 429
 * that loses none of the messages already taken (CONTRACTS section 11).
 */
export function createPublicChatSimulator({
  db,
  chat,
  countAttempt,
  now,
  messagesPerMinute = CHAT_PACE_LIMIT,
}: {
  db: Database;
  chat: ChatService;
  countAttempt: (clientAddress: string) => Promise<void>;
  now: () => Date;
  messagesPerMinute?: number;
}) {
  const { chatSimulatorVisitors: visitors, chatOutbound } = db.repos;
  const perVisitor: RateLimit = {
    scope: 'public_chat_visitor',
    limit: messagesPerMinute,
    windowMs: 60_000,
    message: PUBLIC_CHAT_MESSAGES.tooFast,
  };
  const perAddress: RateLimit = { ...perVisitor, scope: 'public_chat_address', limit: 4 * messagesPerMinute };

  async function requireVisitor(key: string): Promise<SimulatorVisitorRow> {
    const visitor = await visitors.findByKey(hashToken(key));
    if (!visitor) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.visitorUnknown);
    return visitor;
  }

  /** The account the visitor made in this simulator's chat, if any; throws for anyone else's. */
  async function visitorAccount(visitor: SimulatorVisitorRow): Promise<number | null> {
    const account = await visitors.accountOf(visitor.id, phoneCandidates(visitor.wa_id));
    if (account && !account.theirs) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.visitorUnknown);
    return account?.user_id ?? null;
  }

  return {
    async start(clientAddress: string): Promise<SimulatorVisitorReply> {
      await countAttempt(clientAddress);
      for (let draw = 0; draw < DRAWS; draw++) {
        // WhatsApp's form of a Mexico City mobile: 521 55 and eight digits.
        const waId = `52155${String(randomInt(100_000_000)).padStart(8, '0')}`;
        const key = createToken();
        const row = await visitors.insertIfFree({
          keyHash: hashToken(key),
          waId,
          phones: phoneCandidates(waId),
        });
        if (row) return { key, phone: `+52${waId.slice(3)}` };
      }
      throw new ConflictError(PUBLIC_CHAT_MESSAGES.unavailable);
    },

    /** A message of the visitor, stored as a WhatsApp message of their number; handled by the bot's workers. */
    async write(key: string, input: ChatInput, clientAddress: string): Promise<PublicChatSendReply> {
      const visitor = await requireVisitor(key);
      await visitorAccount(visitor);
      const at = now();
      await spendRateLimit(db, perAddress, clientAddress, at);
      await spendRateLimit(db, perVisitor, String(visitor.id), at);
      const waMessageId = `sim.v${visitor.id}.${randomUUID()}`;
      await chat.receive([
        simulatedMessage(input, { waMessageId, waId: visitor.wa_id, userId: null, sentAt: at }),
      ]);
      return { id: waMessageId, at: at.toISOString() };
    },

    /**
     * What the bot said to the visitor: the replies to `ids` (their messages, which only their page keeps:
     * a stranger's text is not stored) and, once they have an account, the messages it started.
     */
    async replies(key: string, ids: readonly string[]): Promise<{ items: PublicChatItem[] }> {
      const visitor = await requireVisitor(key);
      const userId = await visitorAccount(visitor);
      const own = ids.filter((id) => id.startsWith(`sim.v${visitor.id}.`));
      const rows = await chatOutbound.listForSimulator(
        own.map((id) => `${REPLY_PREFIX}${id}`),
        userId,
        HISTORY_LIMIT,
      );
      return {
        items: rows.reverse().map((row) => ({
          ...botChatItem(row),
          in_reply_to: row.dedupe_key.startsWith(REPLY_PREFIX)
            ? row.dedupe_key.slice(REPLY_PREFIX.length)
            : null,
        })),
      };
    },
  };
}

export type PublicChatSimulator = ReturnType<typeof createPublicChatSimulator>;
