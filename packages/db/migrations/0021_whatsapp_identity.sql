-- WhatsApp in 2026: people may write with a username and no phone number. WhatsApp then identifies them by
-- a business-scoped user id (BSUID, "MX.1349120865530274": a country code, a dot, up to 128 letters and
-- digits), stable for our business until they change their number. The bot matches an account by its
-- BSUID first, else by phone, and writes to the phone when one is known, else to the BSUID.

-- The account's BSUID, learned from the first message that carries it with the account's phone (or moved
-- by WhatsApp's number-change notice). Null until then.
ALTER TABLE pacientes ADD COLUMN wa_user_id text CHECK (wa_user_id IS NULL OR length(wa_user_id) BETWEEN 3 AND 200);

CREATE UNIQUE INDEX pacientes_wa_user_id_key ON pacientes (wa_user_id);

-- A person WhatsApp knows only by BSUID may have an account with no phone (made in the chat).
ALTER TABLE pacientes ALTER COLUMN telefono DROP NOT NULL;

-- The sender of an inbound message: chat_inbound.wa_id keeps what WhatsApp gave to answer (the phone's
-- digits, or the BSUID when no phone came); wa_user_id the BSUID when one came, profile_name the name on
-- the sender's WhatsApp profile (contacts[].profile.name). A stranger's are cleared with their text.
ALTER TABLE chat_inbound ADD COLUMN wa_user_id text CHECK (length(wa_user_id) <= 200);

ALTER TABLE chat_inbound ADD COLUMN profile_name text CHECK (length(profile_name) <= 200);

-- chat_outbound.recipient is the phone's digits or a BSUID. Messages to one recipient leave in the order
-- they were queued: a message is not claimed while an earlier one to the same recipient is still to send.
CREATE INDEX chat_outbound_recipient_open_idx ON chat_outbound (recipient, id) WHERE state IN ('pending', 'sending');
