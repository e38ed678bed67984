import { DIAGNOSES } from '@vitalia/domain/diagnosis';
/**
 * Reply schemas: each lists the fields a reply may carry, and the server serializes replies through them,
 * so a column read by mistake (a password hash, a user id) can never reach a client. Server-only: the web
 * app uses the matching types of ./member and ./auth, not these (zod stays out of its bundle).
 */
import { z } from 'zod';
import { FREQUENCIES, REMINDER_METRICS } from '@vitalia/domain/schedules';
import type { AuthReply } from './auth';
import type { NotificationsReply } from './notifications';
import type {
  MeasurementReminder,
  HomeData,
  Medicamento,
  MedicationSchedule,
  Paciente,
  HealthProfile,
  Profile,
} from './member';
import {
  AGGREGATIONS,
  READING_SOURCES,
  type ImportReply,
  type OverviewReply,
  type ReadingReply,
  type ReadingsListReply,
  type RecordedReadingReply,
  type ReportReply,
  type CgmReportReply,
  type SeriesReply,
} from './metrics/types';

const id = z.number().int();
const timing = {
  frecuencia: z.enum(FREQUENCIES),
  hora: z.string(),
  weekday: z.number().int().nullable(),
  month_day: z.number().int().nullable(),
};

export const measurementReminderReply = z.object({ id, metric_key: z.enum(REMINDER_METRICS), ...timing });
export const medicationScheduleReply = z.object({ id, medicamento_id: id, ...timing });
export const medicamentoReply = z.object({
  id,
  paciente_id: id,
  nombre: z.string(),
  dosis: z.string().nullable(),
  schedules: z.array(medicationScheduleReply),
});
export const homeReply = z.object({
  reminders: z.object({
    glucosa: z.array(measurementReminderReply),
    presion: z.array(measurementReminderReply),
    peso: z.array(measurementReminderReply),
  }),
  medicamentos: z.array(medicamentoReply),
});
export const profileReply = z.object({
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  time_zone: z.string(),
});
export const pacienteReply = z.object({
  id,
  telefono: z.string(),
  fecha_nacimiento: z.string().nullable(),
  edad: z.number().int().nullable(),
});
export const healthProfileReply = z.object({
  diagnostico: z.enum(DIAGNOSES).nullable(),
  embarazo: z.boolean(),
  estatura_cm: z.number().nullable(),
});
export const authReply = z.object({
  success: z.literal(true),
  token: z.string(),
  email: z.string().nullable(),
});
export const successReply = z.object({ success: z.literal(true) });

export const readingReply = z.object({
  id,
  metric: z.string(),
  value: z.number(),
  value2: z.number().nullable(),
  unit: z.string(),
  measured_at: z.string(),
  context: z.string().nullable(),
  source: z.enum(READING_SOURCES),
  note: z.string().nullable(),
  registrada_por: z.string().nullable(),
  fuera_de_rango: z.enum(['HI', 'LO']).optional(),
});
export const readingsListReply = z.object({ readings: z.array(readingReply) });
export const recordedReadingReply = readingReply.extend({
  feedback: z
    .object({
      label: z.string(),
      description: z.string(),
      severity: z.enum(['normal', 'attention', 'alert', 'urgent']),
      urgent: z.boolean(),
      standard: z.string(),
      advice: z.string(),
    })
    .nullable(),
});
export const notificationsReply = z.object({
  unread: z.number().int(),
  items: z.array(
    z.object({
      id,
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      created_at: z.string(),
      read: z.boolean(),
    }),
  ),
});
const stats = z.object({
  count: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  avg: z.number().nullable(),
});
export const seriesReply = z.object({
  metric: z.string(),
  name: z.string(),
  unit: z.string(),
  aggregation: z.enum(AGGREGATIONS),
  from: z.string(),
  to: z.string(),
  points: z.array(
    z.object({
      t: z.number(),
      v: z.number(),
      v2: z.number().optional(),
      c: z.string().optional(),
      b: z.enum(['HI', 'LO']).optional(),
    }),
  ),
  normal_range: z.object({ min: z.number(), max: z.number() }).nullable(),
  stats,
  stats2: stats.optional(),
  band: z
    .array(
      z.object({
        t: z.number(),
        p10: z.number(),
        p25: z.number(),
        p50: z.number(),
        p75: z.number(),
        p90: z.number(),
      }),
    )
    .optional(),
});
export const overviewReply = z.object({ series: z.array(seriesReply) });
export const importReply = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), detail: z.string() })),
  rejected: z.number().int(),
});
const healthImportPreview = z.object({
  metrics: z.array(z.object({ metric: z.string(), count: z.number().int() })),
  from: z.string().nullable(),
  to: z.string().nullable(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  errors: z.array(z.object({ position: z.number().int(), detail: z.string() })),
  first: z.array(
    z.object({
      metric: z.string(),
      value: z.number(),
      value2: z.number().nullable(),
      unit: z.string(),
      measured_at: z.string(),
      device: z.string().nullable(),
    }),
  ),
});
/** An import from a health app: its job's state, progress and preview. */
export const healthImportReply = z.object({
  id: z.number().int(),
  format: z.enum(['apple_health', 'csv']),
  file_name: z.string(),
  size_bytes: z.number(),
  state: z.enum(['analyzing', 'ready', 'queued', 'running', 'done', 'failed', 'undone', 'canceled']),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  preview: healthImportPreview.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  undone_at: z.string().nullable(),
});
export const healthImportsReply = z.object({ imports: z.array(healthImportReply) });
export const reportReply = z.object({
  from: z.string(),
  to: z.string(),
  metrics: z.array(
    z.object({
      metric: z.string(),
      name: z.string(),
      unit: z.string(),
      count: z.number().int(),
      avg: z.number().nullable(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      avg2: z.number().nullable().optional(),
      min2: z.number().nullable().optional(),
      max2: z.number().nullable().optional(),
    }),
  ),
  glucose_time_in_range: z
    .object({
      below: z.number(),
      in_range: z.number(),
      above: z.number(),
      very_low: z.number(),
      low: z.number(),
      high: z.number(),
      very_high: z.number(),
    })
    .nullable(),
  adherence: z.array(
    z.object({
      medicamento_id: id,
      nombre: z.string(),
      taken: z.number().int(),
      scheduled: z.number().int(),
    }),
  ),
});

/**
 * GET /health-users/weekly_reports/latest/: the latest weekly report, or `report: null` before the first
 * one. `summary` is the report endpoint's reply for that week (week_start to week_end, local dates).
 */
const share = z.number();
export const cgmReportReply = z.object({
  from: z.string(),
  to: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  time_zone: z.string(),
  days: z.number().int(),
  readings: z.number().int(),
  days_with_data: z.number().int(),
  interval_minutes: z.union([z.literal(5), z.literal(15)]).nullable(),
  expected_readings: z.number().int(),
  captured_readings: z.number().int(),
  share_of_expected: share,
  enough_data: z.boolean(),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  cv: z.number().nullable(),
  cv_target: z.object({ max_percent: z.number(), met: z.boolean().nullable(), source: z.string() }),
  gmi: z.number().nullable(),
  gmi_unavailable: z.enum(['no_data', 'short_period', 'few_readings']).nullable(),
  time_in_ranges: z
    .object({ very_low: share, low: share, in_range: share, high: share, very_high: share })
    .nullable(),
  targets: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      comparison: z.enum(['more_than', 'less_than']),
      percent: z.number(),
      share,
      met: z.boolean(),
      source: z.string(),
    }),
  ),
  bucket_minutes: z.number().int(),
  profile: z.array(
    z.object({
      minute: z.number().int(),
      count: z.number().int(),
      p5: z.number(),
      p25: z.number(),
      p50: z.number(),
      p75: z.number(),
      p95: z.number(),
    }),
  ),
  sources: z.array(
    z.object({ id: z.string(), document: z.string(), year: z.number().nullable(), section: z.string() }),
  ),
});
export const weeklyReportReply = z.object({
  report: z
    .object({
      week_start: z.string(),
      week_end: z.string(),
      created_at: z.string(),
      text: z.string(),
      summary: reportReply,
    })
    .nullable(),
});
/** The web app reads this type with `import type` only, so zod stays out of its bundle. */
export type WeeklyReportReply = z.infer<typeof weeklyReportReply>;

// The schemas and the reply types the web app reads must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof measurementReminderReply>, MeasurementReminder>>(true);
agree<Same<z.infer<typeof medicationScheduleReply>, MedicationSchedule>>(true);
agree<Same<z.infer<typeof medicamentoReply>, Medicamento>>(true);
agree<Same<z.infer<typeof homeReply>, HomeData>>(true);
agree<Same<z.infer<typeof profileReply>, Profile>>(true);
agree<Same<z.infer<typeof pacienteReply>, Paciente>>(true);
agree<Same<z.infer<typeof healthProfileReply>, HealthProfile>>(true);
agree<Same<z.infer<typeof authReply>, AuthReply>>(true);
agree<Same<z.infer<typeof readingReply>, ReadingReply>>(true);
agree<Same<z.infer<typeof readingsListReply>, ReadingsListReply>>(true);
agree<Same<z.infer<typeof seriesReply>, SeriesReply>>(true);
agree<Same<z.infer<typeof overviewReply>, OverviewReply>>(true);
agree<Same<z.infer<typeof importReply>, ImportReply>>(true);
agree<Same<z.infer<typeof reportReply>, ReportReply>>(true);
agree<Same<z.infer<typeof cgmReportReply>, CgmReportReply>>(true);
agree<Same<z.infer<typeof recordedReadingReply>, RecordedReadingReply>>(true);
agree<Same<z.infer<typeof notificationsReply>, NotificationsReply>>(true);
