-- The scheduler no longer writes the bot's state. A measurement reminder sent (or a low's follow-up that
-- asks for a new glucose) is recorded as a fact beside the conversation: its metric, context and time.
-- The bot reads the fact at the start of the next turn and decides itself what the conversation waits
-- for; `reminder_seen_at` is the newest fact a turn has read, so each fact is taken once.
ALTER TABLE chat_conversations
  ADD COLUMN reminder_metric text,
  ADD COLUMN reminder_context text,
  ADD COLUMN reminder_sent_at timestamptz,
  ADD COLUMN reminder_seen_at timestamptz;
