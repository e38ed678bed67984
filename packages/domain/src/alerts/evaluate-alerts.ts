import {
  isAlertMetric,
  type AlertKind,
  type AlertReading,
  type AlertSettings,
  type HoldingVerdict,
  type RuleVerdict,
} from './alert-types';
import { evaluateGlucoseAlerts } from './glucose-alert';
import { evaluatePersonalRange } from './personal-range-alert';
import { evaluatePressureAlerts } from './pressure-alert';
import { evaluateRepeatedLows } from './repeated-lows-alert';
import { evaluateWeightChange } from './weight-alert';

const newestFirst = (readings: readonly AlertReading[]) =>
  [...readings].sort((a, b) => b.measuredAt.getTime() - a.measuredAt.getTime());

/**
 * Every reading rule of the metrics that just changed, on the person's recent readings of them: a verdict
 * per rule (holds or not), so the caller opens what started to hold and closes what stopped. Rules of
 * other metrics are left alone. Metrics without rules (custom indicators) give nothing.
 */
export function evaluateReadingAlerts(input: {
  metrics: readonly string[];
  readings: readonly AlertReading[];
  settings: AlertSettings;
}): RuleVerdict[] {
  const { thresholds } = input.settings;
  const of = (metric: string) => newestFirst(input.readings.filter((reading) => reading.metric === metric));
  const verdicts: RuleVerdict[] = [];
  for (const metric of new Set(input.metrics)) {
    if (!isAlertMetric(metric)) continue;
    switch (metric) {
      case 'glucosa':
        verdicts.push(...evaluateGlucoseAlerts(of(metric), thresholds.glucosa));
        verdicts.push(evaluateRepeatedLows(of(metric)));
        break;
      case 'presion':
        verdicts.push(...evaluatePressureAlerts(of(metric), thresholds.presion));
        break;
      case 'peso':
        verdicts.push(evaluateWeightChange(of(metric)));
        verdicts.push(evaluatePersonalRange('peso', of(metric), thresholds.peso));
        break;
      case 'frecuencia_cardiaca':
        verdicts.push(evaluatePersonalRange(metric, of(metric), thresholds.frecuencia_cardiaca));
        break;
    }
  }
  return verdicts;
}

export interface EpisodeChanges {
  /** Rules that started to hold: a new episode each, told once. */
  open: HoldingVerdict[];
  /** Rules whose open episode ended: the next time they hold is a new alert. */
  close: AlertKind[];
}

/**
 * What to do with the person's episodes: a rule that holds with an episode already open is the same
 * episode (nothing is sent again); a rule that no longer holds closes its episode.
 */
export function planEpisodeChanges(
  openKinds: ReadonlySet<string>,
  verdicts: readonly RuleVerdict[],
): EpisodeChanges {
  const changes: EpisodeChanges = { open: [], close: [] };
  for (const verdict of verdicts) {
    if (verdict.holds && !openKinds.has(verdict.kind)) changes.open.push(verdict);
    if (!verdict.holds && openKinds.has(verdict.kind)) changes.close.push(verdict.kind);
  }
  return changes;
}
