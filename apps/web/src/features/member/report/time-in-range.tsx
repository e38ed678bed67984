import type { ReportReply } from '@vitalia/contracts/metrics';
import { ColumnHeads, NUM, ReportSection, ReportTable, TD } from './report-section';
import { roundShares } from './report-format';

type TimeInRange = NonNullable<ReportReply['glucose_time_in_range']>;

const BANDS = [
  { key: 'below', label: 'Debajo de 70 mg/dL', color: 'bg-amber-500' },
  { key: 'in_range', label: 'De 70 a 180 mg/dL (en rango)', color: 'bg-green-600' },
  { key: 'above', label: 'Arriba de 180 mg/dL', color: 'bg-red-600' },
] as const;

/** Tiempo en rango: the share of glucose readings below, within and above 70–180 mg/dL. */
export function TimeInRange({ shares }: { shares: TimeInRange }) {
  const percents = roundShares(BANDS.map((band) => shares[band.key]));
  return (
    <ReportSection title="Glucosa: tiempo en rango" keep>
      {/* The same figures as the table, drawn; on paper the table says it all. */}
      <div
        aria-hidden="true"
        className="mb-3 flex h-4 overflow-hidden rounded-full bg-slate-100 print:hidden"
      >
        {BANDS.map((band, index) => (
          <div key={band.key} className={band.color} style={{ width: `${percents[index]}%` }} />
        ))}
      </div>
      <ReportTable label="Glucosa: tiempo en rango">
        <ColumnHeads columns={['Rango', { label: 'Porcentaje de lecturas', numeric: true }]} />
        <tbody>
          {BANDS.map((band, index) => (
            <tr key={band.key}>
              <th scope="row" className={`${TD} font-medium`}>
                <span
                  aria-hidden="true"
                  className={`mr-2 inline-block h-3 w-3 rounded-sm print:hidden ${band.color}`}
                />
                {band.label}
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
