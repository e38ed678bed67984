-- A relative pays (issue #43, CONTRACTS.md section 7): a one-use link `/pagar/<code>` that the owner of an
-- account sends by WhatsApp; anyone who opens it, without an account, pays prepaid months for that
-- account. Only the code's SHA-256 is kept: the link itself is shown once, when it is made.
CREATE TABLE billing_pay_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- 30 days after it was made.
  expires_at timestamptz NOT NULL,
  -- Used up by its first completed payment (that checkout's session), once.
  used_at timestamptz,
  used_by_session_id text
);

CREATE INDEX billing_pay_links_user_idx ON billing_pay_links (user_id, created_at DESC);

-- A checkout made from a pay link: which link, and the payer's name as they typed it (what the owner
-- reads: who paid and when). Null for the owner's own checkouts.
ALTER TABLE billing_prepaid_checkouts
  ADD COLUMN pay_link_id bigint REFERENCES billing_pay_links (id) ON DELETE SET NULL,
  ADD COLUMN payer_name text;

CREATE INDEX billing_prepaid_checkouts_pay_link_idx ON billing_prepaid_checkouts (pay_link_id)
  WHERE pay_link_id IS NOT NULL;
