import type { CgmRangeKey } from '@vitalia/contracts/metrics';
import { RANGE_COLORS } from '@vitalia/domain/cgm';

/** The consensus's five glucose ranges, top to bottom as its report stacks them; one set for sensor and meter. */
export const RANGE_ROWS: ReadonlyArray<{ key: CgmRangeKey; label: string; span: string; color: string }> = [
  { key: 'very_high', label: 'Muy alta', span: 'más de 250 mg/dL', color: RANGE_COLORS.very_high },
  { key: 'high', label: 'Alta', span: '181 a 250 mg/dL', color: RANGE_COLORS.high },
  { key: 'in_range', label: 'En rango', span: '70 a 180 mg/dL', color: RANGE_COLORS.in_range },
  { key: 'low', label: 'Baja', span: '54 a 69 mg/dL', color: RANGE_COLORS.low },
  { key: 'very_low', label: 'Muy baja', span: 'menos de 54 mg/dL', color: RANGE_COLORS.very_low },
];

/** The shares as one stacked bar, very low at the left; the table beside it says the same in words. */
export function RangeBar({
  shares,
  className = '',
}: {
  shares: Record<CgmRangeKey, number>;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={`flex overflow-hidden rounded-md border border-slate-300 ${className}`}
    >
      {[...RANGE_ROWS].reverse().map((row) => (
        <div
          key={row.key}
          style={{
            background: row.color,
            width: `${shares[row.key] * 100}%`,
            minWidth: shares[row.key] > 0 ? 3 : 0,
          }}
        />
      ))}
    </div>
  );
}

/** A range's colour beside its name in a table. */
export function RangeSwatch({ color }: { color: string }) {
  return (
    <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-sm" style={{ background: color }} />
  );
}
