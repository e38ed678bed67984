-- A glucose meter that cannot measure shows "HI" (above about 600 mg/dL) or "LO" (below about 20). Such a
-- reading is kept, at the end of the meter's range, marked as beyond it: shown as "HI, más de 600" /
-- "LO, menos de 20", never as an invented number, and it reaches the bell, the caregivers and the report.
ALTER TABLE readings ADD COLUMN beyond_range text;
ALTER TABLE readings ADD CONSTRAINT readings_beyond_range_check
  CHECK (beyond_range IS NULL OR (beyond_range IN ('HI', 'LO') AND metric = 'glucosa'));
