import type { Queryable } from '../driver';

/**
 * Every place that holds a person's data, in one list: the data export (ARCO access) reads each source, so a
 * new table with personal data is one entry here. `$1` is the user id. Named columns only, and never a
 * secret: no password hash, no token hash.
 */
export interface PersonalDataSource {
  /** The key of the source in the export document. */
  name: string;
  sql: string;
  /** One row at most (the account itself): exported as an object or null, not a list. */
  single?: boolean;
}

const OWN_PATIENTS = 'SELECT id FROM pacientes WHERE user_id = $1';

export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    name: 'account',
    single: true,
    sql: 'SELECT id, email, first_name, last_name, time_zone, created_at, updated_at FROM users WHERE id = $1',
  },
  {
    name: 'pacientes',
    sql: `SELECT id, telefono, telefono_verified_at, wa_user_id, fecha_nacimiento, created_at, updated_at FROM pacientes
          WHERE user_id = $1 ORDER BY id`,
  },
  {
    name: 'consents',
    sql: `SELECT purpose, document_version, granted, accepted_at AS recorded_at, channel FROM consents
          WHERE user_id = $1 ORDER BY accepted_at, id`,
  },
  {
    name: 'purpose_opt_outs',
    sql: 'SELECT purpose, opted_out_at FROM purpose_opt_outs WHERE user_id = $1 ORDER BY purpose',
  },
  {
    name: 'subscription',
    single: true,
    sql: `SELECT status, trial_ends_at, current_period_end, cancel_at_period_end, provider_customer_id,
                 provider_subscription_id, prepaid_until, created_at, updated_at
          FROM subscriptions WHERE user_id = $1`,
  },
  {
    name: 'prepaid_checkouts',
    sql: `SELECT session_id, months, metodo, amount_mxn, estado, pending_due_at, paid_at, paid_from, paid_until,
                 created_at, pay_link_id, payer_name
          FROM billing_prepaid_checkouts WHERE user_id = $1 ORDER BY created_at, session_id`,
  },
  {
    // The links the person made for a relative to pay (never the code: only its hash is stored).
    name: 'pay_links',
    sql: `SELECT id, created_at, expires_at, used_at FROM billing_pay_links WHERE user_id = $1
          ORDER BY created_at, id`,
  },
  {
    name: 'billing_events',
    sql: 'SELECT event_id, type, received_at FROM billing_events WHERE user_id = $1 ORDER BY received_at',
  },
  {
    name: 'sessions',
    sql: `SELECT device_label, created_at, last_used_at, expires_at, revoked_at FROM auth_tokens
          WHERE user_id = $1 ORDER BY id`,
  },
  {
    name: 'sign_in_links',
    sql: 'SELECT purpose, created_at, expires_at, used_at FROM link_tokens WHERE user_id = $1 ORDER BY id',
  },
  {
    // The codes that prove a number: the number each was for and when, never the code.
    name: 'phone_proof_codes',
    sql: `SELECT kind, telefono, created_at, expires_at, closed_at FROM phone_proof_codes
          WHERE user_id = $1 ORDER BY id`,
  },
  {
    name: 'login_attempts',
    sql: `SELECT ip, succeeded, attempted_at FROM login_attempts
          WHERE lower(email) = (SELECT lower(email) FROM users WHERE id = $1) ORDER BY attempted_at`,
  },
  {
    name: 'readings',
    sql: `SELECT id, metric, value, value2, unit, measured_at, source, context, note, device, import_id,
                 created_at
          FROM readings WHERE paciente_id IN (${OWN_PATIENTS}) ORDER BY measured_at, id`,
  },
  {
    name: 'health_imports',
    sql: `SELECT id, format, file_name, size_bytes, state, imported, duplicates, rejected, preview, error,
                 created_at, finished_at, undone_at
          FROM health_imports WHERE paciente_id IN (${OWN_PATIENTS}) ORDER BY id`,
  },
  {
    name: 'patient_metrics',
    sql: `SELECT key, name, unit, normal_min, normal_max, created_at
          FROM patient_metrics WHERE paciente_id IN (${OWN_PATIENTS}) ORDER BY key`,
  },
  {
    name: 'alert_schedules',
    sql: `SELECT id, metric_key, frecuencia, hora, weekday, month_day, created_at, updated_at
          FROM alert_schedules WHERE user_id = $1 ORDER BY id`,
  },
  {
    name: 'medicamentos',
    sql: 'SELECT id, nombre, dosis, created_at, updated_at FROM medicamentos WHERE user_id = $1 ORDER BY id',
  },
  {
    name: 'medication_schedules',
    sql: `SELECT s.id, s.medicamento_id, s.frecuencia, s.hora, s.weekday, s.month_day, s.created_at, s.updated_at
          FROM medication_schedules s JOIN medicamentos m ON m.id = s.medicamento_id
          WHERE m.user_id = $1 ORDER BY s.id`,
  },
  {
    name: 'medication_doses',
    sql: `SELECT id, medicamento_id, occurrence_id, source, taken_at, created_at
          FROM medication_doses WHERE user_id = $1 ORDER BY taken_at, id`,
  },
  {
    name: 'occurrences',
    sql: `SELECT id, kind, local_due, due_at, state, outcome, handled_at, alert_schedule_id,
                 medication_schedule_id, medicamento_id, repeats_id, created_at
          FROM occurrences WHERE user_id = $1 ORDER BY due_at, id`,
  },
  {
    name: 'weekly_reports',
    sql: `SELECT week_start, week_end, text, summary, created_at
          FROM weekly_reports WHERE user_id = $1 ORDER BY week_start`,
  },
  {
    name: 'notifications',
    sql: `SELECT id, kind, title, body, created_at, read_at
          FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    name: 'chat_inbound',
    sql: `SELECT wa_message_id, wa_id, wa_user_id, profile_name, sent_at, kind, body, title, received_at,
                 processed_at
          FROM chat_inbound WHERE user_id = $1 ORDER BY sent_at, id`,
  },
  {
    name: 'chat_outbound',
    sql: `SELECT id, purpose, message, state, delivery_status, created_at, sent_at
          FROM chat_outbound WHERE user_id = $1 ORDER BY id`,
  },
  {
    name: 'chat_conversation',
    single: true,
    sql: `SELECT wa_id, last_inbound_at, greeted_at, pending, last_reading_metric, last_reading_at,
                 proactive_paused_at, unsupported_notice_at, payment_notice_at, updated_at
          FROM chat_conversations WHERE user_id = $1`,
  },
  {
    name: 'alert_settings',
    single: true,
    sql: 'SELECT inactivity_days, thresholds, updated_at FROM alert_settings WHERE user_id = $1',
  },
  {
    name: 'alert_episodes',
    sql: `SELECT id, kind, opened_at, closed_at, detail, notified_at
          FROM alert_episodes WHERE user_id = $1 ORDER BY opened_at, id`,
  },
  {
    name: 'test_checkouts',
    sql: `SELECT id, success_url, cancel_url, created_at, completed_at
          FROM billing_test_checkouts WHERE user_id = $1 ORDER BY created_at`,
  },
  {
    // A reset code's hash is a secret: only when one was asked for and what became of it.
    name: 'password_reset_codes',
    sql: `SELECT created_at, expires_at, closed_at, failed_attempts FROM password_reset_codes
          WHERE user_id = $1 ORDER BY created_at`,
  },
  {
    // Who the person shares their records with (no link token: only its hash is stored, and not exported).
    name: 'shares_given',
    sql: `SELECT id, email, scope, status, grantee_user_id, created_at, accepted_at, ended_at, expires_at
          FROM patient_shares WHERE owner_user_id = $1 ORDER BY id`,
  },
  {
    name: 'shares_received',
    sql: `SELECT s.id, s.paciente_id, s.scope, s.status, s.created_at, s.accepted_at, s.ended_at
          FROM patient_shares s WHERE s.grantee_user_id = $1 ORDER BY s.id`,
  },
  {
    // The Nightscout-compatible address (without its secret's hash or read token), its treatments and
    // the device statuses of the last 48 hours.
    name: 'nightscout',
    sql: `SELECT s.site_id, s.created_at, s.secret_renewed_at, s.last_upload_at, s.last_device,
                 s.quiet_start, s.quiet_end, s.stopped_hours,
                 (SELECT coalesce(json_agg(t.document ORDER BY t.created_at, t.id), '[]'::json)
                  FROM nightscout_treatments t WHERE t.paciente_id = s.paciente_id) AS treatments,
                 (SELECT coalesce(json_agg(json_build_object('created_at', d.created_at, 'document', d.document)
                                           ORDER BY d.created_at, d.id), '[]'::json)
                  FROM nightscout_devicestatus d WHERE d.paciente_id = s.paciente_id) AS device_status
          FROM nightscout_sites s WHERE s.paciente_id IN (${OWN_PATIENTS})`,
  },
  {
    // The sensor's episode and "sensor stopped" messages owed, sent or dropped (quiet hours).
    name: 'sensor_messages',
    sql: `SELECT kind, title, body, due_at, sent_at, dropped_at, created_at FROM cgm_messages
          WHERE paciente_id IN (${OWN_PATIENTS}) ORDER BY created_at, id`,
  },
  {
    name: 'access_log',
    sql: `SELECT actor_user_id, what, at FROM patient_access_log
          WHERE paciente_id IN (${OWN_PATIENTS}) ORDER BY at, id`,
  },
];

export type PersonalData = Record<string, unknown>;

export function createPersonalDataRepository(db: Queryable) {
  return {
    /** Every source of PERSONAL_DATA_SOURCES for one person, keyed by source name. */
    async collect(userId: number): Promise<PersonalData> {
      const data: PersonalData = {};
      for (const source of PERSONAL_DATA_SOURCES) {
        const rows = await db.query(source.sql, [userId]);
        data[source.name] = source.single ? (rows[0] ?? null) : rows;
      }
      return data;
    },

    /**
     * Deletes every personal datum of the person. Most tables go with the `users` row (ON DELETE CASCADE;
     * readings through the patient's trigger, see 0004). What the cascade cannot reach is deleted first:
     * chat rows keyed only by the WhatsApp number (messages from before the account, replies to them,
     * the sender's lease, a sign-up in the chat left behind), sign-in attempts keyed by e-mail and rate-limit counters keyed by e-mail, number
     * or account id. Run inside a transaction.
     */
    async erase(user: { id: number; email: string | null; waIds: readonly string[] }): Promise<boolean> {
      const waIds = [...user.waIds];
      await db.query('DELETE FROM chat_inbound WHERE user_id = $1 OR wa_id = ANY($2::text[])', [
        user.id,
        waIds,
      ]);
      await db.query('DELETE FROM chat_outbound WHERE user_id = $1 OR recipient = ANY($2::text[])', [
        user.id,
        waIds,
      ]);
      await db.query('DELETE FROM chat_sender_leases WHERE wa_id = ANY($1::text[])', [waIds]);
      await db.query('DELETE FROM chat_signups WHERE wa_id = ANY($1::text[])', [waIds]);
      await db.query('DELETE FROM login_attempts WHERE lower(email) = lower($1)', [user.email]);
      // Rate-limit counters name the person by e-mail, WhatsApp number or account id.
      await db.query(
        'DELETE FROM rate_limit_hits WHERE lower(subject) = lower($1) OR subject = ANY($2::text[]) OR subject = $3',
        [user.email, waIds, String(user.id)],
      );
      const deleted = await db.query('DELETE FROM users WHERE id = $1 RETURNING id', [user.id]);
      return deleted.length > 0;
    },

    /** Locks the account row for its erasure (a second erasure of the same account waits, then finds none). */
    async lockAccount(userId: number): Promise<{ id: number; email: string | null } | undefined> {
      const [row] = await db.query<{ id: number; email: string | null }>(
        'SELECT id, email FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      return row;
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
