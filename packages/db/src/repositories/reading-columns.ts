/** The columns of a stored reading (ReadingRow), as every readings query returns them. */
export const COLUMNS =
  'id, metric, value, value2, unit, measured_at, context, source, note, entered_by_user_id, beyond_range';
