-- Billing (issue #10): the provider's side of a subscription, the webhook events already applied, and the
-- checkout sessions of the local test mode.

-- cancel_at_period_end: the plan runs until current_period_end, then ends.
-- provider_state_at: when the stored provider state was read (epoch of the event or of a fresh read), so a
-- late or out-of-order event never rolls the stored state back.
ALTER TABLE subscriptions
  ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
  ADD COLUMN provider_state_at timestamptz;

-- One account per provider customer and per provider subscription (NULLs stay allowed, many of them).
CREATE UNIQUE INDEX subscriptions_provider_customer_key ON subscriptions (provider_customer_id);
CREATE UNIQUE INDEX subscriptions_provider_subscription_key ON subscriptions (provider_subscription_id);

-- Every webhook event id applied, so a redelivered event changes nothing. Kept without the account when it
-- is deleted: the id alone says nothing about a person.
CREATE TABLE billing_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Local test mode only: a checkout the person opened and may complete once with "Pagar".
CREATE TABLE billing_test_checkouts (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE INDEX billing_test_checkouts_user_idx ON billing_test_checkouts (user_id);
