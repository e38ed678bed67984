-- Prepaid months (issue #43): paid time bought by card, OXXO cash voucher or SPEI transfer, kept by the
-- product because Stripe's OXXO cannot back a subscription.

-- The end of the paid time already bought; null when none was ever bought. Each purchase starts where the
-- trial or the paid time before it ends.
-- prepaid_notice_until / prepaid_notice_days: the chat notice last sent before that paid time ends (7 or
-- 1 days before), so each one goes once however many scheduler processes run.
ALTER TABLE subscriptions
  ADD COLUMN prepaid_until timestamptz,
  ADD COLUMN prepaid_notice_until timestamptz,
  ADD COLUMN prepaid_notice_days integer;

CREATE INDEX subscriptions_prepaid_until_idx ON subscriptions (prepaid_until) WHERE prepaid_until IS NOT NULL;

-- One checkout of prepaid months (a Stripe Checkout Session in payment mode, or the local test mode's):
-- what was bought and where it stands. estado: abierto (not paid yet), pendiente (an OXXO voucher or a
-- SPEI transfer waiting), pagado (months added, once), fallido (the voucher expired or the transfer
-- failed), expirado (the session expired unused).
CREATE TABLE billing_prepaid_checkouts (
  session_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  months integer NOT NULL CHECK (months IN (1, 3, 6, 12)),
  metodo text NOT NULL CHECK (metodo IN ('tarjeta', 'oxxo', 'spei')),
  amount_mxn numeric(10, 2) NOT NULL,
  estado text NOT NULL DEFAULT 'abierto'
    CHECK (estado IN ('abierto', 'pendiente', 'pagado', 'fallido', 'expirado')),
  -- A waiting voucher or transfer: the instructions' address, its due time (null for SPEI) and the
  -- reference to pay with (the OXXO number, or the CLABE for SPEI).
  pending_url text,
  pending_due_at timestamptz,
  pending_reference text,
  -- When the chat was told of the waiting voucher or transfer (once).
  pending_notified_at timestamptz,
  -- Once paid: the paid time this purchase added.
  paid_at timestamptz,
  paid_from timestamptz,
  paid_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX billing_prepaid_checkouts_user_idx ON billing_prepaid_checkouts (user_id, created_at DESC);
CREATE INDEX billing_prepaid_checkouts_unnotified_idx ON billing_prepaid_checkouts (created_at)
  WHERE estado = 'pendiente' AND pending_notified_at IS NULL;
