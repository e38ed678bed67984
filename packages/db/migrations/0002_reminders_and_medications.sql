-- Measurement reminders and medications with their schedules (SPEC.md sections 2 and 3).
-- Times are local wall-clock times ("HH:MM") in the user's time zone (users.time_zone).

CREATE TABLE alert_schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  metric_key text NOT NULL CHECK (metric_key IN ('glucosa', 'presion', 'peso')),
  frecuencia text NOT NULL CHECK (frecuencia IN ('daily', 'weekly', 'monthly')),
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  weekday smallint CHECK (weekday BETWEEN 0 AND 6),
  month_day smallint CHECK (month_day BETWEEN 1 AND 31),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((frecuencia = 'weekly') = (weekday IS NOT NULL)),
  CHECK ((frecuencia = 'monthly') = (month_day IS NOT NULL))
);

CREATE INDEX alert_schedules_user_idx ON alert_schedules (user_id);

CREATE TABLE medicamentos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paciente_id bigint NOT NULL REFERENCES pacientes (id) ON DELETE CASCADE,
  nombre text NOT NULL CHECK (length(nombre) BETWEEN 1 AND 120),
  dosis text CHECK (length(dosis) <= 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX medicamentos_user_idx ON medicamentos (user_id);

CREATE TABLE medication_schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  medicamento_id bigint NOT NULL REFERENCES medicamentos (id) ON DELETE CASCADE,
  frecuencia text NOT NULL CHECK (frecuencia IN ('daily', 'weekly', 'monthly')),
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  weekday smallint CHECK (weekday BETWEEN 0 AND 6),
  month_day smallint CHECK (month_day BETWEEN 1 AND 31),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((frecuencia = 'weekly') = (weekday IS NOT NULL)),
  CHECK ((frecuencia = 'monthly') = (month_day IS NOT NULL))
);

CREATE INDEX medication_schedules_medicamento_idx ON medication_schedules (medicamento_id);
