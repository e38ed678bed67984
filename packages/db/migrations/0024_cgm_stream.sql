-- A sensor's stream told to the person as episodes (domain/src/cgm-stream.ts), quiet hours, and "sensor
-- stopped". Each family of episodes (low, high, rising) keeps its state per patient between uploads.
CREATE TABLE cgm_stream_states (
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  family text NOT NULL CHECK (family IN ('low', 'high', 'rising')),
  state jsonb NOT NULL,
  PRIMARY KEY (paciente_id, family)
);

-- Messages owed to the person about their stream: written in the upload's transaction (keyed, so a
-- re-sent upload owes nothing new), sent at once or held until the person's quiet hours end, claimed with
-- a lease like reading_consequences so two processes send each once. A held one whose episode ended (or,
-- for "sensor stopped", whose uploads resumed) before it was due is dropped, not sent.
CREATE TABLE cgm_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  dedupe_key text NOT NULL UNIQUE,
  family text NOT NULL CHECK (family IN ('low', 'high', 'rising', 'stopped')),
  kind text NOT NULL,
  urgent boolean NOT NULL,
  -- The episode's first value (epoch ms), or the last upload for "sensor stopped".
  episode_start bigint NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz NOT NULL,
  sent_at timestamptz,
  dropped_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX cgm_messages_due_idx ON cgm_messages (claimed_until) WHERE sent_at IS NULL AND dropped_at IS NULL;

-- The person's quiet hours (local "HH:MM" in their profile's zone; both null: none) and the hours without
-- uploads after which their sensor counts as stopped. stopped_told_for is the last upload the "sensor
-- stopped" message was about: told once per gap, again only after uploads resumed and stopped again.
ALTER TABLE nightscout_sites
  ADD COLUMN quiet_start text CHECK (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN quiet_end text CHECK (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN stopped_hours integer NOT NULL DEFAULT 3 CHECK (stopped_hours BETWEEN 1 AND 48),
  ADD COLUMN stopped_told_for timestamptz,
  ADD CONSTRAINT nightscout_sites_quiet_both CHECK ((quiet_start IS NULL) = (quiet_end IS NULL));

CREATE INDEX nightscout_sites_last_upload_idx ON nightscout_sites (last_upload_at) WHERE last_upload_at IS NOT NULL;

-- A follower's reads with the read token (a watch face polls every minute) are logged once per token
-- and hour: the access log's row for that hour is found by this key.
ALTER TABLE patient_access_log ADD COLUMN coalesce_key text;
CREATE UNIQUE INDEX patient_access_log_coalesce_idx ON patient_access_log (coalesce_key) WHERE coalesce_key IS NOT NULL;
