import type { Database } from '@vitalia/db';

/** Messages one WhatsApp number may send in a rolling minute before the bot stops reading them (default). */
export const CHAT_PACE_LIMIT = 30;
const SCOPE = 'chat_pace';

export type ChatPace = 'ok' | 'first_over' | 'over';

/**
 * The per-number flood limit of the bot. Past CHAT_PACE_LIMIT messages in a minute the bot stops reading
 * a number: no reading is stored from those messages and only the first of them gets a reply ("vas muy
 * rápido"), so a script or a stuck phone cannot fill a health record or run up sends. The bot handles one
 * sender at a time, so counting needs no lock.
 */
export function createChatPace({
  db,
  now,
  limit = CHAT_PACE_LIMIT,
}: {
  db: Database;
  now: () => Date;
  limit?: number;
}) {
  const paceOf = (count: number): ChatPace =>
    count <= limit ? 'ok' : count === limit + 1 ? 'first_over' : 'over';
  /**
   * Messages counted together, in the order they will be read (a number's messages in its order): a
   * worker round's at once, or one alone. Each gets the answer it would get counted just before it is read.
   */
  async function registerMessages(waIds: readonly string[]): Promise<ChatPace[]> {
    const at = now();
    const counts = await db.repos.rateLimits.hitAndCountMany(
      SCOPE,
      waIds,
      at,
      new Date(at.getTime() - 60_000),
    );
    return counts.map(paceOf);
  }

  return {
    registerMessages,
    async registerMessage(waId: string): Promise<ChatPace> {
      const [pace] = await registerMessages([waId]);
      return pace!;
    },
  };
}

export type ChatPaceService = ReturnType<typeof createChatPace>;
