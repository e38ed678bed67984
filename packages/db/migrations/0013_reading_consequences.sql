-- What a stored, corrected or deleted reading still has to cause (crisis bell, caregiver messages, smart
-- alerts and the closing of their episodes), written in the same transaction as the readings. The process
-- that stored them runs the consequences right after its commit and deletes the row; a process that dies
-- in between leaves the row, and any process finishes it once its claim has lapsed. Every consequence is
-- keyed (the bell and caregiver messages per reading, alert episodes by their open-episode index), so a row
-- run twice tells nobody twice. Rows live seconds; they go with the account.
CREATE TABLE reading_consequences (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The patient's owner: whose bell, whose caregivers, whose smart alerts.
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  -- The caregiver who logged the readings for the patient (they already read what to do), else null.
  logged_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Metrics whose smart-alert rules run again.
  metrics text[] NOT NULL,
  -- Crisis values to tell about: [{"readingId", "title", "body", "valueText"}], written when classified.
  crises jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  -- Until when the process that holds the row runs it; after that another one may.
  claimed_until timestamptz NOT NULL
);

CREATE INDEX reading_consequences_claim_idx ON reading_consequences (claimed_until);
