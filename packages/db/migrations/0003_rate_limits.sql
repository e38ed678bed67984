-- Sign-in attempts are reserved before the password is checked (succeeded NULL while it runs), so that
-- simultaneous guesses count against each other.
ALTER TABLE login_attempts ALTER COLUMN succeeded DROP NOT NULL;

CREATE INDEX login_attempts_attempted_idx ON login_attempts (attempted_at);

-- Counted events for rate limits shared by every server process (sign-ups per client address, ...).
CREATE TABLE rate_limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL,
  subject text NOT NULL,
  hit_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_subject_idx ON rate_limit_hits (scope, subject, hit_at);
CREATE INDEX rate_limit_hits_time_idx ON rate_limit_hits (hit_at);
