import type { Readable } from 'node:stream';
import type { ImportReply } from '@vitalia/contracts/metrics';
import type { Database } from '@vitalia/db';
import type { PatientAccess } from '../patient-access';
import { importReadingsCsv } from './csv-import';
import type { ReadingConsequences } from './reading-consequences';
import type { RecordReadings } from './record-readings';
import { streamReadingsCsv } from './csv-export';
import { resolveLocalRange } from './date-range';

/** CSV export and import of a patient's readings (ARCO access and portability; moving from other apps). */
export function createCsvService({
  db,
  access,
  recordReadings,
  consequences,
  now,
}: {
  db: Database;
  access: PatientAccess;
  recordReadings: RecordReadings;
  consequences: ReadingConsequences;
  now: () => Date;
}) {
  return {
    /** The readings as a CSV stream; all time unless local dates are given. */
    async exportCsv(
      actorUserId: number,
      query: { metric: string | undefined; from: string | undefined; to: string | undefined },
      pacienteId?: number,
    ): Promise<{ stream: Readable; fileName: string }> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'export');
      const range =
        query.from || query.to ? resolveLocalRange(query, patient.timeZone, now(), 30) : undefined;
      const fileName = ['vitalia', query.metric ?? 'lecturas', range?.from, range?.to]
        .filter(Boolean)
        .join('-');
      return {
        stream: streamReadingsCsv(db, patient.pacienteId, { metric: query.metric, range }, patient.timeZone),
        fileName: `${fileName}.csv`,
      };
    },

    /** Imports a file in the export's format; its readings' consequences run once, after the file. */
    async importCsv(actorUserId: number, input: Readable, pacienteId?: number): Promise<ImportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'import');
      return importReadingsCsv({ db, recordReadings, consequences }, patient, input, now());
    },
  };
}

export type CsvService = ReturnType<typeof createCsvService>;
