/**
 * The doctor's report as a PDF (CONTRACTS.md section 12): gathers what the consultation summary needs
 * for one person and period through the access check, and draws it. `buildPdf` is the one way to get
 * it: the web's GET /health-metrics/api/report/pdf and the chat's "mándame mi reporte" both call it.
 */
import type { CgmRangeKey, DateRangeQuery } from '@vitalia/contracts/metrics';
import type { Database } from '@vitalia/db';
import { DIAGNOSIS_LABELS, isDiagnosis } from '@vitalia/domain';
import { computeAge, todayInTimeZone } from '@vitalia/domain/schedules';
import { sees, type PatientAccess } from '../patient-access';
import type { ChartsService } from '../readings/charts-service';
import type { createCgmReportService } from '../readings/cgm-report';
import { resolveLocalRange } from '../readings/date-range';
import { renderConsultationPdf } from './consultation-pdf';
import {
  glucoseByContext,
  glucoseEvents,
  homePressure,
  weightTrend,
  type GlucoseContextRow,
  type HomePressure,
  type SummaryReading,
  type WeightTrend,
} from './consultation-summary';

/** A month of meter data is ~100 readings; the annex lists at most this many (newest kept). */
const ANNEX_LIMIT = 600;
const DEFAULT_REPORT_DAYS = 30;
/** Short names that fit a column of the annex. */
const ANNEX_METRIC: Record<string, string> = {
  glucosa: 'Glucosa',
  presion: 'Presión',
  peso: 'Peso',
  frecuencia_cardiaca: 'Pulso',
};
const ANNEX_CONTEXT: Record<string, string> = {
  ayunas: 'ayunas',
  antes_de_comer: 'antes de comer',
  despues_de_comer: 'desp. de comer',
  antes_de_dormir: 'al dormir',
};

export interface ConsultationSummary {
  patient: { name: string; age: number | null; diagnosis: string | null };
  /** Null when the reader is not shown the medications (a grantee: patient-access.ts). */
  medications: Array<{ name: string; dose: string | null; when: string | null }> | null;
  periodText: string;
  generatedText: string;
  /** The day it was made (its local date at 00:00 UTC): the PDF's date, the same bytes all that day. */
  generatedOn: Date;
  glucose: GlucoseContextRow[];
  meterTimeInRange: Record<CgmRangeKey, number> | null;
  events: { total: number; text: string };
  cgm: {
    tir: number;
    tbr: number;
    tar: number;
    mean: number | null;
    cv: number | null;
    gmi: number | null;
    sufficiency: string;
  } | null;
  pressure: HomePressure & { fromText: string; toText: string };
  weight: WeightTrend | null;
  adherence: Array<{ name: string; taken: number; scheduled: number }>;
  alerts: string[];
  /** The annex: one line per reading, oldest first. */
  rows: string[];
}

export function createConsultationReportService({
  db,
  access,
  charts,
  cgm,
  now,
}: {
  db: Database;
  access: PatientAccess;
  charts: ChartsService;
  cgm: ReturnType<typeof createCgmReportService>;
  now: () => Date;
}) {
  const { repos } = db;

  async function summary(actorUserId: number, query: DateRangeQuery, pacienteId?: number) {
    const patient = await access.resolve(actorUserId, pacienteId, 'read', 'report');
    const zone = patient.timeZone;
    const range = resolveLocalRange(query, zone, now(), DEFAULT_REPORT_DAYS);
    const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    const hourOf = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
    const longDate = new Intl.DateTimeFormat('es-MX', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const shortTime = new Intl.DateTimeFormat('es-MX', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const dayText = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

    const period = { from: range.from, to: range.to };
    const [owner, pacientes, readingRows, report, sensor] = await Promise.all([
      repos.users.findById(patient.ownerUserId),
      repos.pacientes.listByUser(patient.ownerUserId),
      repos.readings.list(patient.pacienteId, { range, limit: 20_000 }),
      charts.report(actorUserId, period, pacienteId),
      cgm.report(actorUserId, period, pacienteId),
    ]);
    const paciente = pacientes.find((row) => row.id === patient.pacienteId);
    const readings: SummaryReading[] = readingRows
      .map((row) => ({
        metric: row.metric,
        value: row.value,
        value2: row.value2,
        measuredAt: new Date(row.measured_at),
        context: row.context,
        beyondRange: row.beyond_range,
      }))
      .sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());

    let medications: ConsultationSummary['medications'] = null;
    if (sees(patient, 'medications')) {
      const [rows, schedules] = await Promise.all([
        repos.medications.listByUser(patient.ownerUserId),
        repos.medications.listSchedulesByUser(patient.ownerUserId),
      ]);
      medications = rows
        .filter((row) => row.paciente_id === patient.pacienteId)
        .map((row) => {
          const times = schedules.filter((s) => s.medicamento_id === row.id).map((s) => s.hora.slice(0, 5));
          return { name: row.nombre, dose: row.dosis, when: times.length ? times.join(', ') : null };
        });
    }

    const events = glucoseEvents(readings);
    const eventText = events
      .slice(0, 8)
      .map((e) => `${e.beyondRange ?? `${Math.round(e.value)}`} el ${shortTime.format(e.measuredAt)}`)
      .join('; ');
    const pressure = homePressure(
      readings,
      range.to,
      (at) => dateOf.format(at),
      (at) => Number(hourOf.format(at)) % 24,
    );
    const tir = report.glucose_time_in_range;
    const ranges = sensor.time_in_ranges;
    const name = [owner?.first_name, owner?.last_name].filter(Boolean).join(' ').trim() || 'Sin nombre';
    const alerts = [
      ...events
        .filter((e) => e.beyondRange || e.value < 54)
        .map((e) => `Glucosa ${e.beyondRange ?? Math.round(e.value)} (${shortTime.format(e.measuredAt)})`),
      ...readings
        .filter((r) => r.metric === 'presion' && r.value2 !== null && (r.value >= 180 || r.value2 >= 120))
        .map(
          (r) =>
            `Presión ${Math.round(r.value)}/${Math.round(r.value2!)} (${shortTime.format(r.measuredAt)})`,
        ),
    ];

    const result: ConsultationSummary = {
      patient: {
        name,
        age: computeAge(paciente?.fecha_nacimiento, todayInTimeZone(zone, now())),
        diagnosis:
          paciente?.diagnostico && isDiagnosis(paciente.diagnostico)
            ? DIAGNOSIS_LABELS[paciente.diagnostico]
            : null,
      },
      medications,
      periodText: `del ${dayText(range.from)} al ${dayText(range.to)}`,
      generatedText: dayText(todayInTimeZone(zone, now())),
      generatedOn: new Date(`${todayInTimeZone(zone, now())}T00:00:00Z`),
      glucose: glucoseByContext(readings),
      meterTimeInRange: tir
        ? {
            very_low: tir.very_low,
            low: tir.low,
            in_range: tir.in_range,
            high: tir.high,
            very_high: tir.very_high,
          }
        : null,
      events: {
        total: events.length,
        text: events.length > 8 ? `${eventText}; y ${events.length - 8} más` : eventText,
      },
      cgm:
        ranges && sensor.readings > 0
          ? {
              tir: ranges.in_range,
              tbr: ranges.low + ranges.very_low,
              tar: ranges.high + ranges.very_high,
              mean: sensor.mean,
              cv: sensor.cv,
              gmi: sensor.gmi,
              sufficiency: `Datos del sensor en ${sensor.days_with_data} de ${sensor.days} días.`,
            }
          : null,
      pressure: { ...pressure, fromText: dayText(pressure.from), toText: dayText(pressure.to) },
      weight: weightTrend(readings, paciente?.estatura_cm ?? null),
      adherence: report.adherence.map((row) => ({
        name: row.nombre,
        taken: row.taken,
        scheduled: row.scheduled,
      })),
      alerts: alerts.slice(0, 10),
      rows: readings.slice(-ANNEX_LIMIT).map((r) => {
        const value = r.beyondRange ?? (r.value2 === null ? `${r.value}` : `${r.value}/${r.value2}`);
        const context = r.context ? ` ${ANNEX_CONTEXT[r.context] ?? r.context.replace(/_/g, ' ')}` : '';
        return `${shortTime.format(r.measuredAt)}  ${ANNEX_METRIC[r.metric] ?? r.metric} ${value}${context}`;
      }),
    };
    return result;
  }

  return {
    summary,
    /**
     * The doctor's report for one person and period as PDF bytes: page 1 the consultation summary; with
     * `annex`, the period's readings on the pages after it. Goes through the one access check.
     */
    async buildPdf(
      actorUserId: number,
      query: DateRangeQuery & { annex?: boolean },
      pacienteId?: number,
    ): Promise<Buffer> {
      const { annex = false, ...range } = query;
      return renderConsultationPdf(await summary(actorUserId, range, pacienteId), annex);
    },
  };
}

export type ConsultationReportService = ReturnType<typeof createConsultationReportService>;
