-- What the person says of their health on Mi Perfil, which changes how a glucose or a weight is judged:
-- the diagnosis (targets for a person without diabetes, gestational diabetes), pregnancy (the ADA's
-- pregnancy targets) and height (the body mass index). Optional: null / false until said.
ALTER TABLE pacientes ADD COLUMN diagnostico text
  CHECK (diagnostico IN ('diabetes_tipo_1', 'diabetes_tipo_2', 'prediabetes', 'gestacional', 'ninguno'));
ALTER TABLE pacientes ADD COLUMN embarazo boolean NOT NULL DEFAULT false;
ALTER TABLE pacientes ADD COLUMN estatura_cm real CHECK (estatura_cm >= 50 AND estatura_cm <= 250);
