import type { ReportMetric } from '@vitalia/contracts/metrics';
import { ColumnHeads, NUM, ReportSection, ReportTable, TD } from './report-section';
import { summaryFigure } from './report-format';

/** Resumen por métrica: readings, average, minimum and maximum of each metric in the period. */
export function MetricSummaryTable({ metrics }: { metrics: readonly ReportMetric[] }) {
  const hasPressure = metrics.some((row) => row.avg2 !== undefined);
  return (
    <ReportSection title="Resumen por métrica" keep>
      <ReportTable label="Resumen por métrica">
        <ColumnHeads
          columns={[
            'Métrica',
            { label: 'Lecturas', numeric: true },
            { label: 'Promedio', numeric: true },
            { label: 'Mínimo', numeric: true },
            { label: 'Máximo', numeric: true },
          ]}
        />
        <tbody>
          {metrics.map((row) => (
            <tr key={row.metric}>
              <th scope="row" className={`${TD} font-medium`}>
                {row.name}
                {row.unit && <span className="font-normal text-slate-600"> ({row.unit})</span>}
              </th>
              <td className={`${TD} ${NUM}`}>{row.count}</td>
              <td className={`${TD} ${NUM}`}>{summaryFigure(row, 'avg')}</td>
              <td className={`${TD} ${NUM}`}>{summaryFigure(row, 'min')}</td>
              <td className={`${TD} ${NUM}`}>{summaryFigure(row, 'max')}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      {hasPressure && (
        <p data-text="secondary" className="mt-2 text-xs text-slate-600">
          Presión arterial: sistólica/diastólica.
        </p>
      )}
    </ReportSection>
  );
}
