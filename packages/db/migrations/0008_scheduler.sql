-- The proactive side (reminders by chat, medication doses, weekly reports).
--
-- Every firing of a schedule is a row of `occurrences`, computed ahead of time in the user's time zone:
-- each schedule keeps one pending row (its next firing), so finding due work is an index range scan on
-- `due_at`, whatever the number of schedules. `(source_key, local_due)` is unique, so a retry, a restart
-- or a second process can never create, and so never send, one firing twice.

CREATE TABLE occurrences (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reading_reminder', 'medication_reminder', 'weekly_report')),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What fires: 'a:<alert schedule id>', 'm:<medication schedule id>', 'w:<user id>' (weekly report),
  -- 's:<occurrence id>' (a medication reminder put off 30 minutes).
  source_key text NOT NULL,
  alert_schedule_id bigint REFERENCES alert_schedules (id) ON DELETE SET NULL,
  medication_schedule_id bigint REFERENCES medication_schedules (id) ON DELETE SET NULL,
  medicamento_id bigint REFERENCES medicamentos (id) ON DELETE CASCADE,
  -- The local wall time it is due at, with its zone ("2026-11-24T08:00 America/Mexico_City"), and that
  -- instant. A person who moves to another zone gets the firings of the new one.
  local_due text NOT NULL,
  due_at timestamptz NOT NULL,
  -- The schedule's timing and zone when this row was computed: a row whose plan no longer matches its
  -- schedule (the time or the zone changed) is cancelled, never sent.
  plan text NOT NULL,
  -- A put-off reminder is not a new scheduled dose: it points at the reminder it repeats.
  repeats_id bigint REFERENCES occurrences (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'skipped', 'cancelled')),
  -- Why it was skipped or how it went: queued, paused (BAJA), no_plan (trial over), late, no_phone.
  outcome text,
  claimed_until timestamptz,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_key, local_due)
);

CREATE INDEX occurrences_due_idx ON occurrences (due_at) WHERE state = 'pending';
CREATE INDEX occurrences_source_pending_idx ON occurrences (source_key) WHERE state = 'pending';
CREATE INDEX occurrences_user_idx ON occurrences (user_id, kind, due_at);
CREATE INDEX occurrences_medicamento_idx ON occurrences (medicamento_id, due_at)
  WHERE medicamento_id IS NOT NULL;

-- A medication taken: from the reminder's "Ya la tomé" button (one per reminder), or said in free text
-- ("tomé mi losartán"; one per message).
CREATE TABLE medication_doses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  medicamento_id bigint NOT NULL REFERENCES medicamentos (id) ON DELETE CASCADE,
  occurrence_id bigint UNIQUE REFERENCES occurrences (id) ON DELETE SET NULL,
  inbound_message_id text UNIQUE,
  source text NOT NULL CHECK (source IN ('button', 'text', 'web')),
  taken_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX medication_doses_user_idx ON medication_doses (user_id, taken_at);

-- The weekly report as it was sent (Monday 08:00 local, covering the week before), for the home panel.
CREATE TABLE weekly_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week_start date NOT NULL,
  week_end date NOT NULL,
  text text NOT NULL,
  summary jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, week_start)
);
