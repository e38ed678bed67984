import type { Queryable } from '../driver';
import type { SubscriptionRow } from './subscriptions';

export interface AlertEpisodeRow {
  id: number;
  user_id: number;
  kind: string;
  opened_at: Date;
  closed_at: Date | null;
  /** What the rule saw and the texts to send (see migration 0009). */
  detail: unknown;
  notified_at: Date | null;
}

/** A person the inactivity check may have to tell, with what the plan rule needs to decide. */
export interface InactivityCandidate {
  user_id: number;
  time_zone: string | null;
  inactivity_days: number;
  /** The newest reading's time, or the account's creation when there is none. */
  last_activity_at: Date;
  subscription: SubscriptionRow;
}

const COLUMNS = 'id, user_id, kind, opened_at, closed_at, detail, notified_at';
const OPEN = 'ON CONFLICT (kind, user_id) WHERE closed_at IS NULL DO NOTHING';

// The plan rule (domain describeSubscription) as a superset in SQL: the free trial not over yet, or a
// provider subscription that runs and is not past a cancellation at its period's end, or prepaid months
// not over yet. The caller checks
// each candidate exactly; this only keeps people whose plan cannot run out of the batches.
const PLAN_MAY_RUN = `((s.provider_subscription_id IS NULL AND s.trial_ends_at > $1)
  OR s.prepaid_until > $1
  OR (s.provider_subscription_id IS NOT NULL AND s.status IN ('active', 'trialing', 'past_due')
      AND NOT (s.cancel_at_period_end AND coalesce(s.current_period_end <= $1, true))))`;

/** The person's newest reading, or their account's creation (u, p in scope). */
const LAST_ACTIVITY = `coalesce((SELECT max(r.measured_at) FROM readings r WHERE r.paciente_id = p.id), u.created_at)`;

/** Smart-alert episodes: at most one open per person and rule (alert_episodes_open_key). */
export function createAlertEpisodesRepository(db: Queryable) {
  return {
    /** The open episodes of these people, oldest first. */
    async listOpenOf(userIds: readonly number[]): Promise<AlertEpisodeRow[]> {
      if (userIds.length === 0) return [];
      return db.query<AlertEpisodeRow>(
        `SELECT ${COLUMNS} FROM alert_episodes WHERE user_id = ANY($1::bigint[]) AND closed_at IS NULL ORDER BY id`,
        [[...userIds]],
      );
    },

    /** Opens an episode; undefined when this rule already has an open one for the person (nothing sent). */
    async open(input: {
      userId: number;
      kind: string;
      at: Date;
      detail: unknown;
    }): Promise<AlertEpisodeRow | undefined> {
      const [row] = await db.query<AlertEpisodeRow>(
        `INSERT INTO alert_episodes (user_id, kind, opened_at, detail) VALUES ($1, $2, $3, $4::jsonb)
         ${OPEN} RETURNING ${COLUMNS}`,
        [input.userId, input.kind, input.at, JSON.stringify(input.detail)],
      );
      return row;
    },

    /** Closes the open episodes of these rules; returns how many were open. */
    async close(userId: number, kinds: readonly string[], at: Date): Promise<number> {
      if (kinds.length === 0) return 0;
      const rows = await db.query(
        `UPDATE alert_episodes SET closed_at = greatest($3, opened_at)
         WHERE user_id = $1 AND kind = ANY($2::text[]) AND closed_at IS NULL RETURNING id`,
        [userId, [...kinds], at],
      );
      return rows.length;
    },

    /**
     * Episodes a reading undone had alone opened: they never were (their bell item and unsent message are
     * taken back by the caller, in the same transaction).
     */
    async withdraw(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query('DELETE FROM alert_episodes WHERE id = ANY($1::bigint[])', [[...ids]]);
    },

    /** What an open episode says now (judged again after a reading was undone). */
    async updateDetail(id: number, detail: unknown): Promise<void> {
      await db.query('UPDATE alert_episodes SET detail = $2::jsonb WHERE id = $1', [
        id,
        JSON.stringify(detail),
      ]);
    },

    async markNotified(id: number, at: Date): Promise<void> {
      await db.query('UPDATE alert_episodes SET notified_at = coalesce(notified_at, $2) WHERE id = $1', [
        id,
        at,
      ]);
    },

    /** Open episodes never delivered (their process stopped before queuing), opened before `before`. */
    async listUndelivered(before: Date, limit: number): Promise<AlertEpisodeRow[]> {
      return db.query<AlertEpisodeRow>(
        `SELECT ${COLUMNS} FROM alert_episodes
         WHERE notified_at IS NULL AND opened_at < $1 AND closed_at IS NULL ORDER BY opened_at LIMIT $2`,
        [before, limit],
      );
    },

    /**
     * One batch of people, by user id after `afterUserId`, whose newest reading (or account creation) is
     * older than their inactivity days, who have no open inactivity episode and whose plan may run.
     */
    async findInactive(input: {
      now: Date;
      defaultDays: number;
      afterUserId: number;
      limit: number;
    }): Promise<InactivityCandidate[]> {
      const rows = await db.query<
        Omit<InactivityCandidate, 'subscription'> & Omit<SubscriptionRow, 'user_id'>
      >(
        `SELECT p.user_id, u.time_zone, coalesce(st.inactivity_days, $2::int)::int AS inactivity_days,
                ${LAST_ACTIVITY} AS last_activity_at,
                s.status, s.trial_ends_at, s.current_period_end, s.provider_customer_id,
                s.provider_subscription_id, s.cancel_at_period_end, s.provider_state_at, s.prepaid_until
         FROM pacientes p
         JOIN users u ON u.id = p.user_id
         JOIN subscriptions s ON s.user_id = p.user_id
         LEFT JOIN alert_settings st ON st.user_id = p.user_id
         WHERE p.user_id > $3 AND ${PLAN_MAY_RUN}
           AND NOT EXISTS (SELECT 1 FROM alert_episodes e
                           WHERE e.kind = 'inactivity' AND e.user_id = p.user_id AND e.closed_at IS NULL)
           AND ${LAST_ACTIVITY} < $1::timestamptz - make_interval(days => coalesce(st.inactivity_days, $2::int)::int)
         ORDER BY p.user_id
         LIMIT $4`,
        [input.now, input.defaultDays, input.afterUserId, input.limit],
      );
      return rows.map(({ user_id, time_zone, inactivity_days, last_activity_at, ...subscription }) => ({
        user_id,
        time_zone,
        inactivity_days,
        last_activity_at,
        subscription: { user_id, ...subscription },
      }));
    },

    /**
     * Opens inactivity episodes for these people, in one statement that checks again that each is still
     * inactive (a reading stored since the batch was read keeps them out). Returns the episodes opened.
     */
    async openInactivity(
      now: Date,
      defaultDays: number,
      episodes: ReadonlyArray<{ userId: number; detail: unknown }>,
    ): Promise<AlertEpisodeRow[]> {
      if (episodes.length === 0) return [];
      return db.query<AlertEpisodeRow>(
        `INSERT INTO alert_episodes (user_id, kind, opened_at, detail)
         SELECT c.user_id, 'inactivity', $1, c.detail
         FROM unnest($3::bigint[], $4::jsonb[]) AS c(user_id, detail)
         JOIN pacientes p ON p.user_id = c.user_id
         JOIN users u ON u.id = c.user_id
         LEFT JOIN alert_settings st ON st.user_id = c.user_id
         WHERE ${LAST_ACTIVITY} < $1::timestamptz - make_interval(days => coalesce(st.inactivity_days, $2::int)::int)
         ${OPEN} RETURNING ${COLUMNS}`,
        [
          now,
          defaultDays,
          episodes.map((episode) => episode.userId),
          episodes.map((episode) => JSON.stringify(episode.detail)),
        ],
      );
    },

    /** Closes the inactivity episodes of people who have logged a reading within their days since. */
    async closeInactivityEnded(now: Date, defaultDays: number): Promise<number> {
      const rows = await db.query(
        `UPDATE alert_episodes e SET closed_at = greatest($1, e.opened_at)
         FROM pacientes p LEFT JOIN alert_settings st ON st.user_id = p.user_id
         WHERE e.kind = 'inactivity' AND e.closed_at IS NULL AND p.user_id = e.user_id
           AND EXISTS (SELECT 1 FROM readings r WHERE r.paciente_id = p.id
                       AND r.measured_at >= $1::timestamptz - make_interval(days => coalesce(st.inactivity_days, $2::int)::int))
         RETURNING e.id`,
        [now, defaultDays],
      );
      return rows.length;
    },
  };
}

export type AlertEpisodesRepository = ReturnType<typeof createAlertEpisodesRepository>;
