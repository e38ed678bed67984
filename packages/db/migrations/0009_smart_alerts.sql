-- Smart alerts: what each person asked to be told (alertas personalizadas) and the episodes the rules opened.

-- One row per person, written when they save the profile's "Alertas personalizadas" section (or the first
-- time their alerts are evaluated). `thresholds` holds the API's `umbrales` object as given: per metric
-- {min, max} (presion also {min2, max2}, the diastolic), null meaning "use the standard range".
CREATE TABLE alert_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  inactivity_days smallint NOT NULL DEFAULT 3 CHECK (inactivity_days BETWEEN 1 AND 30),
  thresholds jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An episode is one stretch of time during which a rule holds ("three high glucose readings in a row"):
-- opened when the rule starts to hold, closed when it stops. The person is told once per episode, when it
-- opens; while it stays open nothing more is sent, and once closed the next episode is a new alert.
CREATE TABLE alert_episodes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('glucose_high', 'glucose_low', 'pressure_high', 'pressure_low',
                                     'weight_change', 'weight_range', 'heart_rate_range', 'inactivity')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  -- What the rule saw and the texts sent (title, text, the standard it names), so a delivery interrupted
  -- by a stopping process can be finished later without evaluating the rule again.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- When the chat message and the bell item were queued (both keyed 'alert:<id>', so queuing twice is safe).
  notified_at timestamptz,
  CHECK (closed_at IS NULL OR closed_at >= opened_at)
);

-- At most one open episode per person and rule: two processes (or two simultaneous requests) that both see
-- a rule start to hold insert one row between them (INSERT ... ON CONFLICT DO NOTHING RETURNING), and only
-- the one that got the row sends. Kind first: it also lists the open episodes of one rule (the inactivity
-- check's "skip people already told" probe and its closing of episodes that a new reading ended).
CREATE UNIQUE INDEX alert_episodes_open_key ON alert_episodes (kind, user_id) WHERE closed_at IS NULL;

-- Episodes opened but not yet delivered (a process stopped between opening and queuing): few rows, so the
-- periodic sweep reads an index of only those.
CREATE INDEX alert_episodes_undelivered_idx ON alert_episodes (opened_at) WHERE notified_at IS NULL;

-- A person's alert history, newest first (the data export, the bell's context).
CREATE INDEX alert_episodes_user_idx ON alert_episodes (user_id, opened_at DESC);

-- The inactivity check needs each person's latest reading. readings_time_idx (paciente_id, measured_at)
-- from 0004 answers it with one backward index-only probe per patient, so the check walks people in
-- user-id batches (pacientes' unique user_id index) and never reads a person's readings beyond the newest
-- one; people already told are skipped through alert_episodes_open_key. No index on readings is added: each
-- would slow every import (see 0004).
