-- What a deleted or corrected reading had caused and takes back (CONTRACTS section 6, "A mistake is fully
-- undone"), owed after the change's commit like the rest of its consequences (0013). Written in the same
-- transaction that withdrew the reading's bell items, unsent messages and crisis follow-up:
-- [{"readingId", "createdAt", "metric", "was", "now", "told"}]: the reading, when it was stored (a smart-alert
-- episode opened since then that no longer holds is withdrawn, not just closed), what the caregivers were
-- told and what it is now (null: deleted), and the caregivers who were told, who get one correction each,
-- keyed by this row, so running it twice corrects once.
ALTER TABLE reading_consequences ADD COLUMN withdrawals jsonb NOT NULL DEFAULT '[]'::jsonb;
