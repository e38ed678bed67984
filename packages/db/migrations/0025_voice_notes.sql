-- Voice notes (CONTRACTS.md section 6): a WhatsApp audio message is stored as kind 'audio' with the id
-- WhatsApp gave its media, never the audio itself. The bot fetches the audio with that id, has it
-- transcribed, and forgets both: the readings heard wait in chat_conversations.pending (the question
-- the bot is waiting on) until the person confirms them with a button, and only then are stored.

ALTER TABLE chat_inbound DROP CONSTRAINT chat_inbound_kind_check;
ALTER TABLE chat_inbound ADD CONSTRAINT chat_inbound_kind_check
  CHECK (kind IN ('text', 'interactive', 'unsupported', 'audio'));

-- The Graph API's media id (`audio.id`) and the type WhatsApp announced (`audio.mime_type`). Cleared with
-- the rest of a message of a number with no account once it has been answered.
ALTER TABLE chat_inbound ADD COLUMN media_id text CHECK (length(media_id) <= 200);
ALTER TABLE chat_inbound ADD COLUMN media_type text CHECK (length(media_type) <= 200);
ALTER TABLE chat_inbound ADD CONSTRAINT chat_inbound_media_only_audio
  CHECK (kind = 'audio' OR (media_id IS NULL AND media_type IS NULL));
