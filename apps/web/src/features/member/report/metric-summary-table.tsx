import type { ReportMetric } from '@vitalia/contracts/metrics';
import { NUM, ReportSection, ReportTable, TD, TH } from './report-section';
import { summaryFigure } from './report-format';

/** Resumen por métrica: readings, average, minimum and maximum of each metric in the period. */
export function MetricSummaryTable({ metrics }: { metrics: readonly ReportMetric[] }) {
  const hasPressure = metrics.some((row) => row.avg2 !== undefined);
  return (
    <ReportSection title="Resumen por métrica" keep>
      <ReportTable label="Resumen por métrica">
        <thead>
          <tr>
            <th scope="col" className={TH}>
              Métrica
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              Lecturas
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              Promedio
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              Mínimo
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              Máximo
            </th>
          </tr>
        </thead>
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
      {hasPressure && <p className="mt-2 text-xs text-slate-600">Presión arterial: sistólica/diastólica.</p>}
    </ReportSection>
  );
}
