-- What a caregiver was told about a patient (a crisis alert in the bell, the chat message and its template
-- resend) names the patient and their values: it is the patient's data held in the caregiver's account.
-- It is linked to the patient here, so it goes with the patient's record (ARCO cancellation: the cascade)
-- and is deleted when the owner revokes that caregiver's access (packages/services/src/sharing).

ALTER TABLE notifications ADD COLUMN about_paciente_id bigint REFERENCES pacientes (id) ON DELETE CASCADE;
ALTER TABLE chat_outbound ADD COLUMN about_paciente_id bigint REFERENCES pacientes (id) ON DELETE CASCADE;

CREATE INDEX notifications_about_idx ON notifications (about_paciente_id, user_id)
  WHERE about_paciente_id IS NOT NULL;
CREATE INDEX chat_outbound_about_idx ON chat_outbound (about_paciente_id, user_id)
  WHERE about_paciente_id IS NOT NULL;

-- Caregiver alerts made before this migration carry their reading in the key (care:<reading>:<grantee>).
UPDATE notifications n SET about_paciente_id = r.paciente_id
  FROM readings r
  WHERE n.kind = 'caregiver_alert' AND n.dedupe_key ~ '^care:[0-9]+:[0-9]+$'
    AND r.id = split_part(n.dedupe_key, ':', 2)::bigint;
UPDATE chat_outbound c SET about_paciente_id = r.paciente_id
  FROM readings r
  WHERE c.dedupe_key ~ '^care:[0-9]+:[0-9]+$' AND r.id = split_part(c.dedupe_key, ':', 2)::bigint;
UPDATE chat_outbound f SET about_paciente_id = c.about_paciente_id
  FROM chat_outbound c
  WHERE f.dedupe_key = 'fallback:' || c.id AND c.about_paciente_id IS NOT NULL;

-- Alerts whose patient can no longer be told (the reading, or the whole account, is gone) and alerts held
-- by someone whose access has ended: what the patient would have had erased or revoked, gone now.
DELETE FROM chat_outbound f USING chat_outbound c
  WHERE f.dedupe_key = 'fallback:' || c.id AND c.dedupe_key ~ '^care:' AND c.about_paciente_id IS NULL;
DELETE FROM chat_outbound WHERE dedupe_key ~ '^care:' AND about_paciente_id IS NULL;
DELETE FROM notifications WHERE kind = 'caregiver_alert' AND about_paciente_id IS NULL;
DELETE FROM notifications n
  WHERE n.about_paciente_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM patient_shares s
    WHERE s.paciente_id = n.about_paciente_id AND s.grantee_user_id = n.user_id AND s.status = 'active');
DELETE FROM chat_outbound c
  WHERE c.about_paciente_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM patient_shares s
    WHERE s.paciente_id = c.about_paciente_id AND s.grantee_user_id = c.user_id AND s.status = 'active');
