-- A smart alert for repeated lows (ADA Standards of Care, section 6: a pattern of lows is a reason to
-- tell the doctor): two or more glucose readings under 70 mg/dL in the 7 days up to the newest one.
ALTER TABLE alert_episodes DROP CONSTRAINT alert_episodes_kind_check;
ALTER TABLE alert_episodes ADD CONSTRAINT alert_episodes_kind_check
  CHECK (kind IN ('glucose_high', 'glucose_low', 'glucose_repeated_lows', 'pressure_high', 'pressure_low',
                  'weight_change', 'weight_range', 'heart_rate_range', 'inactivity'));
