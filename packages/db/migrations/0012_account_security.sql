-- Account security: what the session list shows, and one-time password reset codes sent by WhatsApp.

-- Sessions: when each token was last used (updated at most once a minute, to keep requests cheap) and a
-- short label of the device that signed in, read from its User-Agent ("Chrome en Android").
ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz;
ALTER TABLE auth_tokens ADD COLUMN device_label text CHECK (length(device_label) <= 80);

CREATE INDEX auth_tokens_active_user_idx ON auth_tokens (user_id, created_at) WHERE revoked_at IS NULL;

-- Password reset codes: six digits sent by WhatsApp, stored only as a SHA-256 of the row's salt and the
-- code. A million codes are cheap to try offline, so the hash only keeps the code out of plain sight; what
-- protects it are the limits around it: 10 minutes, one use, 5 wrong attempts. A new request closes the
-- open code.
CREATE TABLE password_reset_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  -- Set when the code was used, replaced by a newer one, or locked after too many wrong attempts.
  closed_at timestamptz
);

CREATE INDEX password_reset_codes_open_idx ON password_reset_codes (user_id) WHERE closed_at IS NULL;
