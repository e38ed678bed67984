import { HEALTH_IMPORT_MESSAGES, type CsvColumnMap } from '@vitalia/contracts/health-imports';
import type { Database, HealthImportRow } from '@vitalia/db';
import { InvalidInputError } from '../../errors';
import type { PatientScope } from '../../patient-access';
import { metricForNewReading, unitOfReading } from '../patient-metric';
import { findImplausibility, findTimeProblem, READING_MESSAGES, type ResolvedMetric } from '../reading-rules';
import type { CheckedReading } from '../record-readings';
import { readAppleHealthExport } from './apple-health';
import { createTimeSlice, type ImportLimits } from './import-limits';
import type { ImportedRecord } from './imported-record';
import { readMappedCsv } from './mapped-csv';

export type CheckedItem = { reading: CheckedReading } | { refused: string; position: number };

/**
 * The readings of a job's file, checked by the rules every reading passes; refusals keep their position.
 * Yielded in arrays, with a turn of the event loop whenever a step has held it 20 ms.
 */
export async function* checkedItems(
  { db, now, limits }: { db: Database; now: () => Date; limits: ImportLimits },
  row: HealthImportRow,
  patient: PatientScope,
): AsyncGenerator<CheckedItem[]> {
  if (!row.file_path) throw new InvalidInputError(HEALTH_IMPORT_MESSAGES.empty);
  const source =
    row.format === 'apple_health'
      ? readAppleHealthExport(row.file_path, limits)
      : readMappedCsv(row.file_path, row.column_map as unknown as CsvColumnMap, patient.timeZone, limits);
  const metrics = new Map<string, ResolvedMetric | null>();
  const slice = createTimeSlice();
  let position = 0;
  for await (const items of source) {
    const out: CheckedItem[] = [];
    for (const item of items) {
      position += 1;
      if ('refused' in item) {
        out.push(item);
        continue;
      }
      const checked = await check(db, now(), item.record, patient, metrics, Number(row.id));
      out.push(typeof checked === 'string' ? { refused: checked, position } : { reading: checked });
      await slice();
    }
    yield out;
  }
}

async function check(
  db: Database,
  now: Date,
  record: ImportedRecord,
  patient: PatientScope,
  metrics: Map<string, ResolvedMetric | null>,
  importId: number,
): Promise<CheckedReading | string> {
  const timeProblem = findTimeProblem(record.measuredAt, now);
  if (timeProblem) return timeProblem;
  if (!metrics.has(record.metric)) {
    metrics.set(
      record.metric,
      await metricForNewReading(db.repos, patient.pacienteId, record.metric, record.unit),
    );
  }
  const resolved = metrics.get(record.metric);
  if (!resolved) return READING_MESSAGES.tooManyMetrics;
  const unit = unitOfReading(resolved, record.unit);
  if ('wrong' in unit) return READING_MESSAGES.wrongUnit(resolved.definition.name, unit.wrong);
  const implausible = findImplausibility(resolved.definition, record.value, record.value2);
  if (implausible) return implausible;
  return {
    metric: record.metric,
    value: record.value,
    value2: record.value2,
    unit: unit.unit,
    measuredAt: record.measuredAt,
    source: 'import',
    context: null,
    note: null,
    importId,
    device: record.device,
  };
}
