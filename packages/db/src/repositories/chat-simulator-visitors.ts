import type { Queryable } from '../driver';

export interface SimulatorVisitorRow {
  id: number;
  wa_id: string;
  created_at: Date;
}

/** Visitors of the public chat simulator (migration 0022): a test number each, bound to a key's hash. */
export function createChatSimulatorVisitorsRepository(db: Queryable) {
  return {
    /**
     * A visitor for `waId` if no visitor and no account has that number (any of `phones`, its E.164
     * forms); undefined otherwise, and the caller draws another.
     */
    async insertIfFree(input: {
      keyHash: string;
      waId: string;
      phones: readonly string[];
    }): Promise<SimulatorVisitorRow | undefined> {
      const [row] = await db.query<SimulatorVisitorRow>(
        `INSERT INTO chat_simulator_visitors (key_hash, wa_id)
         SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM pacientes WHERE telefono = ANY($3::text[]))
         ON CONFLICT DO NOTHING
         RETURNING id, wa_id, created_at`,
        [input.keyHash, input.waId, input.phones],
      );
      return row;
    },

    /**
     * The account of the visitor's number (`phones`, its E.164 forms), if one exists, and whether it is
     * theirs: made in the chat (its consent came by `whatsapp`) after the visitor started. A web account
     * is never the visitor's, whenever it was made (CONTRACTS.md section 11).
     */
    async accountOf(
      visitorId: number,
      phones: readonly string[],
    ): Promise<{ user_id: number; theirs: boolean } | undefined> {
      const [row] = await db.query<{ user_id: number; theirs: boolean }>(
        `SELECT p.user_id, p.created_at >= v.created_at
                AND EXISTS (SELECT 1 FROM consents c WHERE c.user_id = p.user_id AND c.channel = 'whatsapp')
                AS theirs
         FROM chat_simulator_visitors v JOIN pacientes p ON p.telefono = ANY($2::text[])
         WHERE v.id = $1 ORDER BY p.id LIMIT 1`,
        [visitorId, phones],
      );
      return row;
    },

    async findByKey(keyHash: string): Promise<SimulatorVisitorRow | undefined> {
      const [row] = await db.query<SimulatorVisitorRow>(
        'SELECT id, wa_id, created_at FROM chat_simulator_visitors WHERE key_hash = $1',
        [keyHash],
      );
      return row;
    },
  };
}

export type ChatSimulatorVisitorsRepository = ReturnType<typeof createChatSimulatorVisitorsRepository>;
