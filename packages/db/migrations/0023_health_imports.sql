-- Imports from health apps (Apple Health's export.zip, a Health Connect or other CSV with a column map).
-- A job row per uploaded file: analysed in the background into a preview, then, once the person confirms,
-- imported in the background. Its readings carry the job's id, so undoing the import removes exactly
-- them. `lease_until` marks a job a process is working on; a job whose lease lapsed (the process stopped)
-- is taken again by the next process that looks, and redoing it is harmless: a reading already stored is
-- not stored twice (readings_identity_key).
CREATE TABLE health_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  actor_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  format text NOT NULL CHECK (format IN ('apple_health', 'csv')),
  -- The CSV's column map as the person chose it (null for Apple Health).
  column_map jsonb,
  file_name text NOT NULL CHECK (length(file_name) <= 200),
  -- The stored upload's path; null once it is deleted (after the job, or when the job is undone).
  file_path text,
  size_bytes bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('analyzing', 'ready', 'queued', 'running', 'done', 'failed',
                                       'undone', 'canceled')),
  -- Records read and readings stored so far, for the progress bar.
  processed integer NOT NULL DEFAULT 0,
  imported integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  preview jsonb,
  error text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  undone_at timestamptz
);
CREATE INDEX health_imports_patient_idx ON health_imports (paciente_id, created_at);
CREATE INDEX health_imports_pending_idx ON health_imports (state) WHERE state IN ('analyzing', 'queued', 'running');

-- The import a reading came from (undo removes them), and the device an app named for it.
ALTER TABLE readings ADD COLUMN import_id bigint;
ALTER TABLE readings ADD COLUMN device text CHECK (length(device) <= 100);
CREATE INDEX readings_import_idx ON readings (import_id) WHERE import_id IS NOT NULL;
