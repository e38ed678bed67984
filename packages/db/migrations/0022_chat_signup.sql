-- Sign-up in the chat (CONTRACTS.md section 6): a person with no account who writes to the bot gives their
-- consent and a first name there, and the account is made with their WhatsApp number, with no e-mail or
-- password until they add them on the web ("Completa tu cuenta").

-- An account made in the chat has neither an e-mail nor a password yet; both come together. The unique
-- index on lower(email) lets any number of accounts have none.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_credentials_together CHECK ((email IS NULL) = (password_hash IS NULL));

-- Where a consent was given: the web's sign-up form and member area, or the WhatsApp chat. Records made
-- before this migration were all given on the web. The anonymised archive of an erased account keeps it.
ALTER TABLE consents ADD COLUMN channel text NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'whatsapp'));
ALTER TABLE erased_account_consents ADD COLUMN channel text NOT NULL DEFAULT 'web'
  CHECK (channel IN ('web', 'whatsapp'));

-- The WhatsApp profile name a message came with (chat_inbound.profile_name, added by 0021) is offered as
-- a one-tap first name.

-- The sign-up of a number with no account, keyed by the WhatsApp id it writes from. Until the person
-- accepts, this row is all that is kept of them: the step they are at and the readings their messages
-- said, held (never in the readings table) to be stored through the one record-readings path once the
-- account exists; "No acepto" drops them and keeps only the step, so the bot does not ask again at once.
-- A row untouched for a day is deleted (the bot does it as strangers write), held readings with it.
CREATE TABLE chat_signups (
  wa_id text PRIMARY KEY,
  step text NOT NULL CHECK (step IN ('consent', 'name', 'declined')),
  -- {"messageId", "inputs": [...], "written": [...], "signs": [...]}: the readings as the readings service
  -- takes them, keyed by the first message that said one (a retry stores them once).
  held jsonb,
  -- The name offered as a one-tap answer (the WhatsApp profile name), once consent is given.
  offered_name text CHECK (length(offered_name) <= 60),
  -- When the person accepted (WhatsApp's time of the message): the consent record's time.
  consented_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((step = 'name') = (consented_at IS NOT NULL)),
  CHECK (step <> 'declined' OR held IS NULL)
);

CREATE INDEX chat_signups_updated_idx ON chat_signups (updated_at);

-- The public chat simulator (simulator mode only, no WhatsApp credentials): each visitor writes as a test
-- number drawn for them, free when drawn, bound to a key only their browser holds (stored as its SHA-256).
-- A number is never drawn twice, so no visitor can write as another's number or as a registered one.
CREATE TABLE chat_simulator_visitors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_hash text NOT NULL UNIQUE,
  wa_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
