-- Privacy rights (LFPDPPP 2025): opposition per purpose, the consent history, and the anonymised consent
-- evidence an erased account leaves behind.

-- A consent record is now any change of consent: given (granted) or withdrawn. Sign-up's rows stay as
-- they were (granted). `accepted_at` is the time of the record, whichever way it went.
ALTER TABLE consents ADD COLUMN granted boolean NOT NULL DEFAULT true;

-- Opposition: a row means the person objects to that use of their data. No row = allowed (the default the
-- privacy notice states). The scheduler reads it per batch of people, by purpose.
CREATE TABLE purpose_opt_outs (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reminders', 'weekly_reports', 'caregiver_alerts')),
  opted_out_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, user_id)
);

CREATE INDEX purpose_opt_outs_user_idx ON purpose_opt_outs (user_id);

-- What remains of an erased account: its consent records, without any link to the person (no user id,
-- e-mail, name or phone). `subject_ref` is a random UUID drawn at erasure, the same for every row of one
-- account, so the records of one person read together and nothing else. Kept as proof that each
-- processing had the consent the law requires (the burden of proof is the controller's), and of when the
-- cancellation was carried out.
CREATE TABLE erased_account_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject_ref uuid NOT NULL,
  purpose text NOT NULL,
  document_version text NOT NULL,
  granted boolean NOT NULL,
  recorded_at timestamptz NOT NULL,
  erased_at timestamptz NOT NULL
);

CREATE INDEX erased_account_consents_subject_idx ON erased_account_consents (subject_ref);
