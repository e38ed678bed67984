import type { ReportReply } from '@vitalia/contracts/metrics';
import { ColumnHeads, NUM, ReportSection, ReportTable, TD } from './report-section';
import { adherenceShare, formatPercent } from './report-format';

/**
 * Adherencia a medicamentos: doses taken of those the bot reminded ("Ya la tomé"), per medication. With
 * no medication, or no reminder sent in the period, a sentence says so instead of a table of zeros.
 */
export function AdherenceTable({
  adherence,
  shared = false,
}: {
  adherence: ReportReply['adherence'];
  /** Another person's report: their medications are not shared, so the reply has none of them. */
  shared?: boolean;
}) {
  const scheduled = adherence.filter((row) => row.scheduled > 0);
  let body;
  if (shared) {
    body = <p className="text-sm text-slate-600">Los medicamentos de esta persona no se comparten.</p>;
  } else if (adherence.length === 0) {
    body = <p className="text-sm text-slate-600">No hay medicamentos registrados.</p>;
  } else if (scheduled.length === 0) {
    body = (
      <p className="text-sm text-slate-600">
        No se enviaron recordatorios de medicamentos en este periodo, así que no hay tomas que contar.
      </p>
    );
  } else {
    body = (
      <>
        <ReportTable label="Adherencia a medicamentos">
          <ColumnHeads
            columns={[
              'Medicamento',
              { label: 'Tomadas', numeric: true },
              { label: 'Programadas', numeric: true },
              { label: '%', numeric: true },
            ]}
          />
          <tbody>
            {adherence.map((row) => {
              const share = adherenceShare(row.taken, row.scheduled);
              return (
                <tr key={row.medicamento_id}>
                  <th scope="row" className={`${TD} font-medium`}>
                    {row.nombre}
                  </th>
                  <td className={`${TD} ${NUM}`}>{row.taken}</td>
                  <td className={`${TD} ${NUM}`}>{row.scheduled}</td>
                  <td className={`${TD} ${NUM}`}>{share === null ? '-' : formatPercent(share)}</td>
                </tr>
              );
            })}
          </tbody>
        </ReportTable>
        <p className="mt-2 text-xs text-slate-600">
          Programadas: recordatorios enviados por WhatsApp en el periodo. Tomadas: respondidas con «Ya la
          tomé».
        </p>
      </>
    );
  }
  return (
    <ReportSection title="Adherencia a medicamentos" keep>
      {body}
    </ReportSection>
  );
}
