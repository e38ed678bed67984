import type { ReadingReply, ReportMetric } from '@vitalia/contracts/metrics';
import { getMetricDefinition } from '@vitalia/domain/metrics';
import { REPORT_READINGS_LIMIT } from '../api/report-api';
import { contextLabel, formatDateTime, formatReadingValue, sourceLabel } from '../metrics/metric-format';
import { ReportSection, ReportTable, TD, TH } from './report-section';

const COLUMNS = ['Fecha y hora', 'Métrica', 'Valor', 'Unidad', 'Contexto', 'Origen'] as const;

/** Lecturas del periodo: every reading, newest first, at the user's local date and time. */
export function ReadingsTable({
  readings,
  metrics,
  timeZone,
}: {
  readings: readonly ReadingReply[];
  metrics: readonly ReportMetric[];
  timeZone: string;
}) {
  const names = new Map(metrics.map((row) => [row.metric, row.name]));
  const nameOf = (metric: string) => names.get(metric) ?? getMetricDefinition(metric).name;
  return (
    <ReportSection title="Lecturas del periodo">
      {readings.length >= REPORT_READINGS_LIMIT && (
        <p className="mb-2 text-sm text-slate-700">
          Se muestran las {REPORT_READINGS_LIMIT} lecturas más recientes del periodo; el resumen y las
          gráficas cuentan todas.
        </p>
      )}
      <ReportTable label="Lecturas del periodo">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={TH}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {readings.map((reading) => (
            <tr key={reading.id}>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>
                {formatDateTime(Date.parse(reading.measured_at), timeZone)}
              </td>
              <td className={TD}>{nameOf(reading.metric)}</td>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>
                {formatReadingValue(reading.metric, reading.value, reading.value2, reading.fuera_de_rango)}
              </td>
              <td className={TD}>{reading.unit}</td>
              <td className={TD}>{contextLabel(reading.context) || '-'}</td>
              <td className={TD}>
                {sourceLabel(reading.source)}
                {reading.registrada_por && ` (registrada por ${reading.registrada_por})`}
              </td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </ReportSection>
  );
}
