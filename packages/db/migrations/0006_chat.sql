-- The WhatsApp conversation: what came in, what goes out, and what the bot remembers between messages.
-- Everything that must happen once (process a message, send a reply) is coordinated here, never in a
-- process's memory, so several server processes can share one PostgreSQL.

-- Inbound messages. The webhook stores each one, keyed by WhatsApp's message id (a redelivery changes
-- nothing), before it answers 200; workers process them afterwards. For a number with no account the text
-- is cleared once it has been answered: nothing such a sender writes is kept.
CREATE TABLE chat_inbound (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wa_message_id text NOT NULL UNIQUE,
  -- The sender as WhatsApp gave it (digits); replies go to this number.
  wa_id text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  -- WhatsApp's own timestamp: messages of one sender are processed in this order.
  sent_at timestamptz NOT NULL,
  -- text | interactive (body = the id of the button or row pressed) | unsupported (image, audio, ...)
  kind text NOT NULL CHECK (kind IN ('text', 'interactive', 'unsupported')),
  body text CHECK (length(body) <= 8192),
  -- What the person saw on the button or row they pressed, for the chat history.
  title text CHECK (length(title) <= 200),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'processing', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  -- When a claimed message may be claimed again (its worker died).
  lease_until timestamptz,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);

CREATE INDEX chat_inbound_open_idx ON chat_inbound (id) WHERE state <> 'done';
CREATE INDEX chat_inbound_user_idx ON chat_inbound (user_id, sent_at) WHERE user_id IS NOT NULL;

-- One sender's messages are processed by one worker at a time (in WhatsApp's order); a lease per sender
-- says which, and expires if that worker dies.
CREATE TABLE chat_sender_leases (
  wa_id text PRIMARY KEY,
  holder text NOT NULL,
  lease_until timestamptz NOT NULL
);

-- Outbound messages: every reply and every proactive message is a row with a unique key (a retried or
-- redelivered event never queues twice), claimed for sending with FOR UPDATE SKIP LOCKED.
CREATE TABLE chat_outbound (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dedupe_key text NOT NULL UNIQUE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  -- Digits; cleared after sending when the recipient has no account.
  recipient text,
  -- reply: answers a message the person just sent; proactive: the product writes first.
  purpose text NOT NULL CHECK (purpose IN ('reply', 'proactive')),
  -- Channel-neutral message: text, buttons, list or template (see services/chat/outbound-message.ts).
  message jsonb NOT NULL,
  -- The approved template sent instead when WhatsApp refuses free text outside the 24-hour window.
  fallback jsonb,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- Due time; while 'sending', the end of the claim (a sender that died is replaced after it).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  provider_message_id text UNIQUE,
  -- The furthest status WhatsApp reported: sent, delivered, read or failed.
  delivery_status text,
  -- Error code and title only (never the message text).
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX chat_outbound_due_idx ON chat_outbound (next_attempt_at, id) WHERE state IN ('pending', 'sending');
CREATE INDEX chat_outbound_user_idx ON chat_outbound (user_id, id) WHERE user_id IS NOT NULL;

-- What the bot remembers of a registered person between messages.
CREATE TABLE chat_conversations (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  wa_id text NOT NULL,
  -- The 24-hour customer service window: free text inside it, templates outside.
  last_inbound_at timestamptz,
  -- WhatsApp's timestamp of the newest message processed: an older one delivered late is read alone.
  last_message_sent_at timestamptz,
  greeted_at timestamptz,
  -- The question the bot is waiting on (the other half of a pressure, a value again), as JSON.
  pending jsonb,
  -- The latest reading stored by chat, which "no, era 140" corrects.
  last_reading_id bigint,
  last_reading_at timestamptz,
  last_reading_metric text,
  -- BAJA: no proactive message at all while set; ALTA clears it.
  proactive_paused_at timestamptz,
  -- "Solo entiendo texto" is said once a day at most.
  unsupported_notice_at timestamptz,
  -- After the free trial with no payment, readings are still stored and a payment link is added to a
  -- reply once a day at most.
  payment_notice_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
