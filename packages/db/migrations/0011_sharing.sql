-- Sharing a patient's health data with doctors and family: one row per person invited (by e-mail), which
-- is first a pending invitation and, once the invitee accepts, the grant itself. The one access check
-- (packages/services/src/patient-access.ts) reads the active rows; no other code decides who may see what.

CREATE TABLE patient_shares (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  owner_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Lower-cased; the invitation shows up for the account with this e-mail.
  email text NOT NULL CHECK (email = lower(email)),
  -- lectura: read the readings; lectura_alertas: also receive crisis alerts; gestion: also log readings.
  scope text NOT NULL CHECK (scope IN ('lectura', 'lectura_alertas', 'gestion')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'declined', 'revoked')),
  -- The invitation link's token, SHA-256 only; used once (the row leaves 'pending').
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  grantee_user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  CHECK ((status = 'active') = (grantee_user_id IS NOT NULL AND accepted_at IS NOT NULL) OR status = 'revoked')
);

-- Inviting the same e-mail again updates its open row (pending or active) instead of adding one.
CREATE UNIQUE INDEX patient_shares_open_email_key ON patient_shares (paciente_id, email)
  WHERE status IN ('pending', 'active');
-- One active grant per patient and person: the access check's lookup.
CREATE UNIQUE INDEX patient_shares_active_grantee_key ON patient_shares (paciente_id, grantee_user_id)
  WHERE status = 'active';
-- "Personas que comparten conmigo".
CREATE INDEX patient_shares_grantee_idx ON patient_shares (grantee_user_id) WHERE status = 'active';
-- Pending invitations for a signed-in e-mail.
CREATE INDEX patient_shares_pending_email_idx ON patient_shares (email) WHERE status = 'pending';
CREATE INDEX patient_shares_owner_idx ON patient_shares (owner_user_id, created_at DESC);

-- Who read or wrote a patient's data other than the patient: one row per access, written by the access
-- check itself, so every health-data route is logged without doing anything.
CREATE TABLE patient_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  actor_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  what text NOT NULL CHECK (length(what) <= 40),
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX patient_access_log_patient_idx ON patient_access_log (paciente_id, at DESC, id DESC);
