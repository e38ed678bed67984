import type { ReportReply } from '@vitalia/contracts/metrics';
import { RANGE_ROWS, RangeBar, RangeSwatch } from '../glucose/range-display';
import { ColumnHeads, NUM, ReportSection, ReportTable, TD } from './report-section';
import { roundShares } from './report-format';

type TimeInRange = NonNullable<ReportReply['glucose_time_in_range']>;

/**
 * Tiempo en rango of the meter's readings: the consensus's five ranges and colours, the same as the
 * sensor's (CONTRACTS.md section 12).
 */
export function TimeInRange({ shares }: { shares: TimeInRange }) {
  const percents = roundShares(RANGE_ROWS.map((row) => shares[row.key]));
  return (
    <ReportSection title="Glucosa: tiempo en rango" keep>
      {/* The same figures as the table, drawn; on paper the table says it all. */}
      <RangeBar shares={shares} className="mb-3 h-4 print:hidden" />
      <ReportTable label="Glucosa: tiempo en rango">
        <ColumnHeads columns={['Rango', { label: 'Porcentaje de lecturas', numeric: true }]} />
        <tbody>
          {RANGE_ROWS.map((row, index) => (
            <tr key={row.key}>
              <th scope="row" className={`${TD} font-medium`}>
                <RangeSwatch color={row.color} />
                {row.label} <span className="font-normal text-slate-600">({row.span})</span>
              </th>
              <td className={`${TD} ${NUM}`}>{percents[index]}%</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <p className="mt-2 text-sm text-slate-700">
        Porcentajes de las lecturas registradas. Las metas de tiempo en rango (más de 70 % en rango y menos de
        4 % debajo de 70 mg/dL) son para sensores de monitoreo continuo (consenso internacional de 2019); con
        glucómetro, lo más importante es cuántas lecturas quedaron debajo de 70 mg/dL.
      </p>
    </ReportSection>
  );
}
