-- How the person who manages a record calls its owner in the chat ("esposo", "mama"), learned when they
-- store a relative's reading in that record: the bot then offers each relative's readings only to the
-- record of that relative, never the husband's record for the mother's glucose. Null until learned.
ALTER TABLE patient_shares ADD COLUMN grantee_calls_owner text
  CHECK (grantee_calls_owner IS NULL OR length(grantee_calls_owner) <= 30);
