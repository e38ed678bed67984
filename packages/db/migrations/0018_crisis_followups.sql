-- The follow-up of a crisis value (CONTRACTS section 6): one open row per person. A crisis reading opens
-- it (or moves it to the newer crisis) with the question owed after CRISIS_FOLLOWUP_MINUTES; the person's
-- buttons ("Estoy bien" / "Necesito ayuda") or a new reading change what is owed; a reading out of the
-- crisis range or "Estoy bien" closes it with an all-clear to the caregivers who were told. The step owed
-- is claimed with a lease like reading_consequences, and every message it sends is keyed, so a step run
-- twice (a retry, a restart, two processes) tells nobody twice.
CREATE TABLE crisis_followups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  -- The newest crisis reading; a reading deleted as a mistake takes its follow-up with it.
  reading_id bigint NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
  metric text NOT NULL,
  measured_at timestamptz NOT NULL,
  -- 'low': the 15-15 re-check question; 'other': "¿cómo sigues?".
  kind text NOT NULL CHECK (kind IN ('low', 'other')),
  -- "glucosa 45 mg/dL", as the caregivers were told.
  value_text text NOT NULL,
  -- What is owed, and from when: the timed question, the caregivers told of a call for help, the all-clear.
  step text CHECK (step IN ('ask', 'help', 'clear')),
  due_at timestamptz,
  clear_reason text,
  claimed_until timestamptz,
  -- Caregivers told about this crisis (its alert, a call for help, no answer yet): they get the all-clear.
  told_user_ids bigint[] NOT NULL DEFAULT '{}',
  asked_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((step IS NULL) = (due_at IS NULL))
);

CREATE UNIQUE INDEX crisis_followups_open_idx ON crisis_followups (user_id) WHERE closed_at IS NULL;
CREATE INDEX crisis_followups_due_idx ON crisis_followups (due_at) WHERE step IS NOT NULL;
