-- Readings belong to the patient (paciente), not to the login: sharing with a doctor or a relative later
-- grants access to a patient without touching these tables.

-- Every metric a patient has logged beyond glucosa, presion and peso (heart rate, temperature, their own
-- indicators such as "cetonas"), created on first use, with the unit and an optional normal range.
CREATE TABLE patient_metrics (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]{1,31}$'),
  name text NOT NULL,
  unit text NOT NULL DEFAULT '',
  normal_min double precision,
  normal_max double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (paciente_id, key)
);

-- paciente_id carries no foreign key on purpose: a foreign key checks the patient once per inserted row,
-- which was 40 % of importing a year of readings. Instead every insert locks the patient row once per
-- statement (FOR KEY SHARE, as the foreign key would), so a patient deleted meanwhile waits for it, and
-- deleting a patient deletes its readings (trigger below), as ON DELETE CASCADE would.
CREATE TABLE readings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL,
  metric text NOT NULL CHECK (metric ~ '^[a-z][a-z0-9_]{1,31}$'),
  -- In the metric's unit; for presion the systolic, and value2 the diastolic.
  value double precision NOT NULL,
  value2 double precision,
  unit text NOT NULL,
  measured_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('whatsapp', 'web', 'import')),
  context text,
  note text CHECK (length(note) <= 500),
  -- The chat message a reading came from and its place in it: a redelivered message never stores twice.
  inbound_message_id text,
  inbound_index smallint,
  -- Who entered it when it was not the patient (later: a caregiver logging for them); NULL for their own.
  entered_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((metric = 'presion') = (value2 IS NOT NULL))
);

-- Two indexes serve every read, and each one more would slow an import (a year of 5-minute readings is
-- 105,120 rows): the identity key (patient, metric, time, values) answers a metric's series and stats
-- over a range, index-only for single-value metrics; (patient, time) answers "newest first" lists and
-- the overview's stats across metrics. The identity key also stores the same reading once, so importing a
-- file twice adds nothing.
CREATE UNIQUE INDEX readings_identity_key ON readings (paciente_id, metric, measured_at, value, (coalesce(value2, -1)));
CREATE INDEX readings_time_idx ON readings (paciente_id, measured_at);
CREATE UNIQUE INDEX readings_inbound_key ON readings (inbound_message_id, inbound_index)
  WHERE inbound_message_id IS NOT NULL;

CREATE FUNCTION delete_readings_of_patient() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM readings WHERE paciente_id = OLD.id; RETURN OLD; END $$;

CREATE TRIGGER pacientes_delete_readings AFTER DELETE ON pacientes
  FOR EACH ROW EXECUTE FUNCTION delete_readings_of_patient();

-- Short-lived links the bot sends ("ver mis gráficas"): exchanged once for a session. Hashes only.
CREATE TABLE link_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
