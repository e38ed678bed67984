-- A number change for an account made in the WhatsApp chat, which has no password to ask for
-- (CONTRACTS.md section 11): a 6-digit code is first sent to the account's current number, and entered
-- with the change. `current` codes prove that whoever asks still holds the current number; they prove or
-- replace nothing by themselves.
ALTER TABLE phone_proof_codes DROP CONSTRAINT phone_proof_codes_kind_check;
ALTER TABLE phone_proof_codes
  ADD CONSTRAINT phone_proof_codes_kind_check CHECK (kind IN ('code', 'chat_link', 'current'));
