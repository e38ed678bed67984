/**
 * The scheduler benchmark's accounts, loaded with set-based SQL (no HTTP, no password hashing): for each
 * user the rows sign-up writes (user, paciente with a unique phone, both consents, a running trial) and
 * three daily schedules: a glucose reminder, a blood-pressure reminder and one medication. The weekly
 * report is the fourth source every user has.
 *
 * Schedule times (local, in ZONE) are spread over the day's minutes, except three minutes kept apart:
 *   06:00  nothing at all (the "empty minute" lookup)
 *   06:01  the glucose reminder of users 1..LOOKUP_USERS (the lookup with a fixed number due)
 *   06:02  exactly one schedule of each of users LOOKUP_USERS+1 .. LOOKUP_USERS+DISPATCH_USERS
 * Occurrences are computed with the clock at 05:59:30, so those minutes are the next ones to come due.
 * Growing the table (more users) never adds a schedule to them. Users are numbered by their id: the
 * fixture expects a fresh database, and the benchmark checks the due counts before it measures.
 */
import type { Database } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@vitalia/contracts/legal';

export const ZONE = 'America/Mexico_City';
export const EMPTY_MINUTE = 6 * 60;
export const LOOKUP_MINUTE = EMPTY_MINUTE + 1;
export const DISPATCH_MINUTE = EMPTY_MINUTE + 2;
export const LOOKUP_USERS = 100;
export const DISPATCH_USERS = 10_000;
export const SCHEDULES_PER_USER = 3;
const OTHER_MINUTES = 1440 - 3;

/**
 * The local minute of schedule `k` (0 glucose, 1 pressure, 2 medication) of user `u`, as SQL. The
 * dispatch users split their 06:02 schedule evenly between the three kinds.
 */
const minuteOf = (u: string, k: number) => `CASE
    WHEN ${u} <= ${LOOKUP_USERS} AND ${k} = 0 THEN ${LOOKUP_MINUTE}
    WHEN ${u} > ${LOOKUP_USERS} AND ${u} <= ${LOOKUP_USERS + DISPATCH_USERS} AND ${u} % 3 = ${k}
      THEN ${DISPATCH_MINUTE}
    ELSE ((${u} * 3 + ${k}) * 7919) % ${OTHER_MINUTES}
      + CASE WHEN ((${u} * 3 + ${k}) * 7919) % ${OTHER_MINUTES} >= ${EMPTY_MINUTE} THEN 3 ELSE 0 END
  END`;
const horaOf = (u: string, k: number) =>
  `lpad(((${minuteOf(u, k)}) / 60)::text, 2, '0') || ':' || lpad(((${minuteOf(u, k)}) % 60)::text, 2, '0')`;

/** Adds users `from`..`to` (ids) with their schedules; `trialEndsAt` keeps their plan running. */
export async function loadUsers(db: Database, from: number, to: number, trialEndsAt: Date): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => rawQuery(db, sql, [from, to, ...params]);
  await run(
    `INSERT INTO users (email, password_hash, first_name, last_name, time_zone)
     SELECT 'bench.' || i || '@example.com', 'bench-no-login', 'Paciente', 'Bench', $3
     FROM generate_series($1::int, $2::int) AS i ORDER BY i`,
    [ZONE],
  );
  const [range] = await run(
    `SELECT count(*)::int AS n, min(id)::int AS lo, max(id)::int AS hi FROM users WHERE id BETWEEN $1 AND $2`,
  );
  if (range?.n !== to - from + 1 || range.lo !== from || range.hi !== to) {
    throw new Error(
      `users were not numbered ${from}..${to} (is the database fresh?): ${JSON.stringify(range)}`,
    );
  }
  await run(
    // Proven phones (each person has written to the bot): nothing proactive goes to an unproven one.
    `INSERT INTO pacientes (user_id, telefono, telefono_verified_at)
     SELECT id, '+5255' || lpad(id::text, 8, '0'), now() FROM users WHERE id BETWEEN $1 AND $2`,
  );
  await run(
    `INSERT INTO consents (user_id, purpose, document_version)
     SELECT id, p.purpose, p.version FROM users
     CROSS JOIN (VALUES ('health_data_processing', $3), ('terms', $4)) AS p (purpose, version)
     WHERE id BETWEEN $1 AND $2`,
    [PRIVACY_NOTICE_VERSION, TERMS_VERSION],
  );
  await run(
    `INSERT INTO subscriptions (user_id, status, trial_ends_at, current_period_end)
     SELECT id, 'trialing', $3, $3 FROM users WHERE id BETWEEN $1 AND $2`,
    [trialEndsAt],
  );
  await run(
    `INSERT INTO alert_schedules (user_id, metric_key, frecuencia, hora)
     SELECT id, 'glucosa', 'daily', ${horaOf('id', 0)} FROM users WHERE id BETWEEN $1 AND $2
     UNION ALL
     SELECT id, 'presion', 'daily', ${horaOf('id', 1)} FROM users WHERE id BETWEEN $1 AND $2`,
  );
  await run(
    `INSERT INTO medicamentos (user_id, paciente_id, nombre, dosis)
     SELECT user_id, id, 'Metformina', '850 mg' FROM pacientes WHERE user_id BETWEEN $1 AND $2`,
  );
  await run(
    `INSERT INTO medication_schedules (medicamento_id, frecuencia, hora)
     SELECT id, 'daily', ${horaOf('user_id', 2)} FROM medicamentos WHERE user_id BETWEEN $1 AND $2`,
  );
  // Fresh statistics, as autovacuum would have them on a table that grew over months.
  await rawQuery(db, 'ANALYZE');
}

/** The instant of local time `minute` (minutes after midnight) plus `seconds`, on the local day `date`. */
export function localInstant(date: string, minute: number, seconds = 0): Date {
  // America/Mexico_City has kept UTC-6 all year since 2022.
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return new Date(Date.parse(`${date}T${hh}:${mm}:00-06:00`) + seconds * 1000);
}
