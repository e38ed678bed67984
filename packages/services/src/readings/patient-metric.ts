import type { Repositories } from '@vitalia/db';
import { isKnownMetric } from '@vitalia/domain';
import {
  CHART_METRICS,
  MAX_PATIENT_METRICS,
  resolveMetric,
  sameUnit,
  type ResolvedMetric,
} from './reading-rules';

/**
 * The metric a new reading is recorded under: the catalogue's, or the patient's own indicator, recorded
 * for the patient on first use (the first unit given stays). Null when a new indicator would pass
 * MAX_PATIENT_METRICS. The one place the web entry, the chat and the CSV import resolve a metric.
 */
export async function metricForNewReading(
  repos: Repositories,
  pacienteId: number,
  key: string,
  givenUnit: string,
): Promise<ResolvedMetric | null> {
  if ((CHART_METRICS as readonly string[]).includes(key)) return resolveMetric(key, undefined);
  const { definition } = resolveMetric(key, undefined);
  const stored =
    (await repos.patientMetrics.find(pacienteId, key)) ??
    (await repos.patientMetrics.ensure(
      pacienteId,
      { key, name: definition.name, unit: isKnownMetric(key) ? definition.unit : givenUnit },
      MAX_PATIENT_METRICS,
    ));
  return stored ? resolveMetric(key, stored) : null;
}

/** The unit a reading is stored in, or `wrong` with the metric's unit when the given one contradicts it. */
export function unitOfReading(
  metric: ResolvedMetric,
  givenUnit: string,
): { unit: string } | { wrong: string } {
  const unit = metric.definition.unit;
  if (givenUnit && unit && !sameUnit(givenUnit, unit)) return { wrong: unit };
  return { unit: unit || givenUnit };
}
