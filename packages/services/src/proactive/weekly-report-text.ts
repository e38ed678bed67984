import type { ReportReply } from '@vitalia/contracts/metrics';
import { formatMetricValue } from '@vitalia/domain';

/** What the weekly report adds to the period report: pressure categories and the week's weight change. */
export interface WeeklyExtras {
  /**
   * The week's pressure readings by the category the person is told (NOM-030; a crisis and a low pressure
   * by the AHA/ACC and the AHA), the most severe first, each with how its standard is cited.
   */
  pressureCategories: Array<{ label: string; count: number; standard: string }>;
  /** Last weight of the week minus the first (kg), or null with fewer than two weights. */
  weightChange: number | null;
}

/** "a", "a y b", "a, b y c". */
function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "2026-11-16", "2026-11-22" → "del 16 al 22 de noviembre" (or across months: "del 30 de noviembre al 6 de diciembre"). */
export function describeWeek(from: string, to: string): string {
  const [, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  return fromMonth === toMonth
    ? `del ${fromDay} al ${toDay} de ${MONTHS[toMonth - 1]}`
    : `del ${fromDay} de ${MONTHS[fromMonth - 1]} al ${toDay} de ${MONTHS[toMonth - 1]}`;
}

const value = (metric: string, number: number | null | undefined) =>
  number === null || number === undefined ? '-' : formatMetricValue(metric, number);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The weekly report as the person reads it by chat and on the home panel; it describes, never diagnoses. */
export function composeWeeklyReport(report: ReportReply, extras: WeeklyExtras): string {
  const lines = [`📊 Tu reporte semanal, ${describeWeek(report.from, report.to)}:`];
  if (report.metrics.length === 0) lines.push('No registraste lecturas esta semana.');
  for (const metric of report.metrics) {
    const count = plural(metric.count, 'lectura', 'lecturas');
    if (metric.metric === 'presion') {
      lines.push(
        `• ${metric.name}: ${count}, promedio ${value('presion', metric.avg)}/${value('presion', metric.avg2)} ${metric.unit}` +
          ` (de ${value('presion', metric.min)}/${value('presion', metric.min2)} a ${value('presion', metric.max)}/${value('presion', metric.max2)}).`,
      );
      if (extras.pressureCategories.length > 0)
        lines.push(
          `  Según ${listInWords([...new Set(extras.pressureCategories.map((c) => c.standard))])}: ${extras.pressureCategories
            .map((category) => `${category.count} ${category.label.toLowerCase()}`)
            .join(', ')}.`,
        );
    } else {
      lines.push(
        `• ${metric.name}: ${count}, promedio ${value(metric.metric, metric.avg)} ${metric.unit}` +
          ` (mín ${value(metric.metric, metric.min)}, máx ${value(metric.metric, metric.max)}).`,
      );
      if (metric.metric === 'peso' && extras.weightChange !== null) {
        const change = Math.round(extras.weightChange * 10) / 10;
        lines.push(
          change === 0
            ? '  Tu peso se mantuvo igual durante la semana.'
            : `  Cambio en la semana: ${change > 0 ? '+' : '−'}${Math.abs(change)} kg.`,
        );
      }
    }
  }
  const tir = report.glucose_time_in_range;
  if (tir)
    lines.push(
      // The lows first; no time-in-range target: that target is for sensors (Battelino 2019), not for
      // the few readings of a finger-stick meter.
      `Glucosa: ${percent(tir.below)} de tus lecturas debajo de 70 mg/dL, ${percent(tir.in_range)} de 70 a 180 y ${percent(tir.above)} arriba de 180.`,
    );
  const scheduled = report.adherence.filter((row) => row.scheduled > 0);
  for (const row of scheduled)
    lines.push(
      `• ${row.nombre}: ${plural(Math.min(row.taken, row.scheduled), 'toma registrada', 'tomas registradas')} de ${row.scheduled} (${percent(Math.min(row.taken, row.scheduled) / row.scheduled)}).`,
    );
  lines.push('Comparte este reporte con tu médico en tu próxima consulta.');
  return lines.join('\n');
}
