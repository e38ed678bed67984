import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../accounts/accounts-service';
import { UnauthenticatedError } from '../errors';
import { buildFhirBundle, type FhirBundle, type FhirReadingInput } from '@vitalia/domain/fhir';
import { todayInTimeZone } from '@vitalia/domain/schedules';
import type { Database, PersonalData, UserRow } from '@vitalia/db';

/**
 * Version of the export document's shape: raised when a source is renamed or a field changes meaning
 * (adding a source or a field keeps it).
 */
export const EXPORT_SCHEMA_VERSION = 1;
const READINGS_PAGE = 5000;

export interface DataExport {
  schema_version: number;
  generated_at: string;
  /** The zone the person's local dates and reminder times are read in. */
  time_zone: string;
  /** One key per source of PERSONAL_DATA_SOURCES (packages/db), in its order. */
  data: PersonalData;
}

/**
 * Access (the A of ARCO): everything the product holds about the person, as one JSON document, and their
 * readings as a FHIR R4 Bundle for clinicians' systems.
 */
export function createDataExport({
  db,
  defaultTimeZone,
  now,
}: {
  db: Database;
  defaultTimeZone: string;
  now: () => Date;
}) {
  async function requireUser(userId: number): Promise<UserRow> {
    const user = await db.repos.users.findById(userId);
    if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.noSession);
    return user;
  }

  const timeZoneOf = (user: UserRow) => user.time_zone ?? defaultTimeZone;

  return {
    /** The file name the browser saves the document as: vitalia-mis-datos-YYYY-MM-DD (local date). */
    async fileDate(userId: number): Promise<string> {
      return todayInTimeZone(timeZoneOf(await requireUser(userId)), now());
    },

    async exportData(userId: number): Promise<DataExport> {
      const user = await requireUser(userId);
      // One transaction: every source is read from one moment's data as far as the database allows.
      const data = await db.transaction((repos) => repos.personalData.collect(user.id));
      return {
        schema_version: EXPORT_SCHEMA_VERSION,
        generated_at: now().toISOString(),
        time_zone: timeZoneOf(user),
        data,
      };
    },

    /** The Patient and their readings of coded metrics (custom indicators are left out). */
    async exportFhir(userId: number): Promise<FhirBundle> {
      const user = await requireUser(userId);
      const [paciente] = await db.repos.pacientes.listByUser(userId);
      const readings: FhirReadingInput[] = [];
      if (paciente) {
        let after: { measuredAt: Date; id: number } | null = null;
        for (;;) {
          const page = await db.repos.readings.page(paciente.id, {}, after, READINGS_PAGE);
          for (const row of page) {
            readings.push({
              metric: row.metric,
              value: row.value,
              value2: row.value2,
              measuredAt: row.measured_at,
            });
          }
          if (page.length < READINGS_PAGE) break;
          const last = page[page.length - 1]!;
          after = { measuredAt: last.measured_at, id: last.id };
        }
      }
      return buildFhirBundle({
        patient: {
          firstName: user.first_name,
          lastName: user.last_name,
          birthDate: paciente?.fecha_nacimiento ?? null,
          phone: paciente?.telefono ?? null,
          email: user.email,
        },
        readings,
        timeZone: timeZoneOf(user),
        generatedAt: now(),
        newId: randomUUID,
      });
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExport>;
