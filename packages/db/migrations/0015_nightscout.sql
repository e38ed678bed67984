-- A Nightscout-compatible address per patient, for CGM and meter apps (xDrip+, Juggluco, AndroidAPS,
-- bridges). Sensor values arrive as readings of source 'cgm', meter values as 'meter'.
ALTER TABLE readings DROP CONSTRAINT readings_source_check;
ALTER TABLE readings ADD CONSTRAINT readings_source_check
  CHECK (source IN ('whatsapp', 'web', 'import', 'cgm', 'meter'));

-- An uploader re-sends what it already sent (Juggluco its last days, xDrip+ after a lost answer), and a
-- re-sent value may differ slightly (a sensor recalibrated later): a device's reading is one per patient,
-- metric, source and instant, whatever its value. Partial, so imports and the chat pay nothing for it.
CREATE UNIQUE INDEX readings_device_key ON readings (paciente_id, metric, source, measured_at)
  WHERE source IN ('cgm', 'meter');

-- One site per patient. The API secret is kept only as SHA-256 of its SHA-1 hex: clients send either the
-- SHA-1 hex (the `api-secret` header) or the secret itself (whose SHA-1 the server computes), so both
-- reduce to the same SHA-1 hex before the comparison. The secret is 144 random bits, so a fast hash is
-- enough (as for bearer tokens). The read token is shown on the page every time, like a share link, so it
-- is kept as it is; it only reads.
CREATE TABLE nightscout_sites (
  paciente_id bigint PRIMARY KEY REFERENCES pacientes (id) ON DELETE CASCADE,
  site_id text NOT NULL UNIQUE CHECK (site_id ~ '^[a-z0-9]{16}$'),
  secret_hash text,
  read_token text NOT NULL UNIQUE,
  last_upload_at timestamptz,
  last_device text CHECK (length(last_device) <= 100),
  created_at timestamptz NOT NULL,
  secret_renewed_at timestamptz
);

-- Treatments as the client sent them (known fields only), with the readings each one stored, so a PUT
-- (upsert by the client's _id) or a DELETE changes exactly those readings.
CREATE TABLE nightscout_treatments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  client_id text NOT NULL CHECK (length(client_id) <= 64),
  event_type text NOT NULL CHECK (length(event_type) <= 64),
  created_at timestamptz NOT NULL,
  document jsonb NOT NULL,
  reading_ids bigint[] NOT NULL DEFAULT '{}',
  UNIQUE (paciente_id, client_id)
);

CREATE INDEX nightscout_treatments_time_idx ON nightscout_treatments (paciente_id, created_at);

-- Uploader status (battery, pump): kept 48 hours for followers, never a reading.
CREATE TABLE nightscout_devicestatus (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  document jsonb NOT NULL
);

CREATE INDEX nightscout_devicestatus_time_idx ON nightscout_devicestatus (paciente_id, created_at);
