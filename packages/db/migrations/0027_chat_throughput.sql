-- A worker round takes every open message of the senders it leases (chat-inbound.ts, claimSenders):
-- found by sender, not by scanning every open message, however long the queue.
CREATE INDEX chat_inbound_open_sender_idx ON chat_inbound ((coalesce(wa_user_id, wa_id)), id)
  WHERE state <> 'done';
