import type { ReadingReply } from '@vitalia/contracts/metrics';
import { classifyBloodPressure } from '@vitalia/domain/classify-blood-pressure';
import { ColumnHeads, ReportSection, ReportTable, TD } from './report-section';

/**
 * For the doctor: the period's blood pressures under both standards. The person is told one category (the
 * Mexican norm, NOM-030-SSA2-2009; see the domain README); the doctor sees how the same readings fall in
 * NOM-030's grades and in the 2025 AHA/ACC categories, counted by pair.
 */
export function PressureCategories({ readings }: { readings: readonly ReadingReply[] }) {
  const counts = new Map<string, { nom: string; aha: string; count: number }>();
  for (const reading of readings) {
    if (reading.metric !== 'presion' || reading.value2 === null) continue;
    const { nom030, accAha } = classifyBloodPressure(reading.value, reading.value2);
    const key = `${nom030.code}|${accAha.code}`;
    const seen = counts.get(key) ?? { nom: nom030.label, aha: accAha.label, count: 0 };
    counts.set(key, { ...seen, count: seen.count + 1 });
  }
  if (counts.size === 0) return null;
  const rows = [...counts.values()].sort((a, b) => b.count - a.count);
  return (
    <ReportSection title="Presión arterial según las dos guías" keep>
      <ReportTable label="Presión arterial según las dos guías">
        <ColumnHeads columns={['NOM-030-SSA2-2009', 'AHA/ACC 2025', 'Lecturas']} />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.nom}|${row.aha}`}>
              <td className={TD}>{row.nom}</td>
              <td className={TD}>{row.aha}</td>
              <td className={`${TD} tabular-nums`}>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <p className="mt-2 text-sm text-slate-700">
        A la persona se le muestra la categoría de la NOM-030. Cuenta las lecturas listadas abajo.
      </p>
    </ReportSection>
  );
}
