-- Bounded imports (CONTRACTS.md section 11). `attempts` counts the times a job of the current phase
-- (analysis, then import) was taken by a process; a job taken 3 times without ending (each start that
-- took it stopped or crashed in the middle) is stopped and reported instead of resumed at every start.
ALTER TABLE health_imports ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- The waiting uploads of an account (at most 3), counted at every upload.
CREATE INDEX health_imports_waiting_idx ON health_imports (actor_user_id)
  WHERE state IN ('analyzing', 'ready', 'queued', 'running');
