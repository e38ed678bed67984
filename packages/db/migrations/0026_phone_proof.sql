-- A proven phone (CONTRACTS.md section 6, sign-up in the chat): a number typed on the web may be wrong
-- (a missing country code makes it a stranger's), so nothing the product starts (reminders, reports,
-- alerts, caregiver alerts) goes to it until it is proven: by a message from it, or by the 6-digit code
-- sign-up sends to it, entered on the web.

-- When the account's phone was proven; null until then. An account WhatsApp knows only by its BSUID has
-- no phone to prove.
ALTER TABLE pacientes ADD COLUMN telefono_verified_at timestamptz;

-- Numbers that already wrote to the bot (a real message, not the member area's simulator) are proven,
-- as is every account made in the chat (its consent was given there).
UPDATE pacientes p SET telefono_verified_at = now()
WHERE p.telefono IS NOT NULL
  AND (
    EXISTS (
      SELECT 1 FROM chat_inbound i
      WHERE i.wa_message_id NOT LIKE 'sim.%'
        AND (i.wa_id = regexp_replace(p.telefono, '[^0-9]', '', 'g')
             OR (p.telefono ~ '^\+52[0-9]{10}$' AND i.wa_id = '521' || substr(p.telefono, 4)))
    )
    OR EXISTS (SELECT 1 FROM consents c WHERE c.user_id = p.user_id AND c.channel = 'whatsapp')
  );

-- One-use codes that prove a number. `code`: six digits sent by WhatsApp (sign-up, "Enviar otro código",
-- a new number in Mi Perfil), entered on the web; `chat_link`: letters carried in the prefilled text of
-- the site's chat links, proven by the message that brings them from the number. Only a salted SHA-256
-- of a code is kept. `telefono` is the number the code proves: the account's, or the new one asked for in
-- Mi Perfil (which replaces the account's only once proven). A code is closed when used, expired, or
-- after too many wrong tries; one open code per account and kind.
CREATE TABLE phone_proof_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('code', 'chat_link')),
  telefono text NOT NULL CHECK (telefono ~ '^\+[0-9]{8,15}$'),
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  closed_at timestamptz
);

CREATE UNIQUE INDEX phone_proof_codes_open_key ON phone_proof_codes (user_id, kind) WHERE closed_at IS NULL;
CREATE INDEX phone_proof_codes_created_idx ON phone_proof_codes (created_at);
