import { METRIC_KEY_PATTERN, type SeriesReply } from '@vitalia/contracts/metrics';
import { getMetricDefinition, listMetrics } from '@vitalia/domain/metrics';
import type { SelectOption } from '../../../components/ui/select-field';

/** The Métrica selector starts with these three, always (SPEC.md section 2). */
export const BASE_CHART_METRICS = ['glucosa', 'presion', 'peso'] as const;

/** The value of the form's "Otro indicador" choice; never a metric key (keys have no '-'). */
export const CUSTOM_METRIC_CHOICE = '-otro-';

const optionOf = (key: string, name?: string): SelectOption => ({
  value: key,
  label: name || getMetricDefinition(key).name,
});

/**
 * The Métrica selector: glucosa, presion and peso first, then every other metric the overview found for
 * the patient, in its order, and the selected one if it is not among them yet (just logged).
 */
export function chartMetricOptions(overview: readonly SeriesReply[], selected?: string): SelectOption[] {
  const options = BASE_CHART_METRICS.map((key) => optionOf(key));
  const seen = new Set<string>(BASE_CHART_METRICS);
  for (const series of overview) {
    if (seen.has(series.metric)) continue;
    seen.add(series.metric);
    options.push(optionOf(series.metric, series.name));
  }
  if (selected && !seen.has(selected)) options.push(optionOf(selected));
  return options;
}

/**
 * The Registrar lectura selector: every metric of the catalogue, the patient's own indicators, and
 * "Otro indicador…" to start a new one by its key.
 */
export function formMetricOptions(overview: readonly SeriesReply[]): SelectOption[] {
  const options = listMetrics().map((definition) => optionOf(definition.key, definition.name));
  const seen = new Set(options.map((option) => option.value));
  for (const series of overview) {
    if (seen.has(series.metric)) continue;
    seen.add(series.metric);
    options.push(optionOf(series.metric, series.name));
  }
  options.push({ value: CUSTOM_METRIC_CHOICE, label: 'Otro indicador…' });
  return options;
}

/** The unit a metric's values are in: the catalogue's, else the one the overview reports for it. */
export function unitOf(metric: string, overview: readonly SeriesReply[]): string {
  return getMetricDefinition(metric).unit || overview.find((series) => series.metric === metric)?.unit || '';
}

/** The problem with a custom key the user typed, in Spanish, or null. */
export function findCustomKeyProblem(key: string): string | null {
  if (!key) return 'Escribe la clave del indicador, por ejemplo temperatura o cintura.';
  if (!METRIC_KEY_PATTERN.test(key)) {
    return 'La clave lleva de 2 a 32 letras minúsculas sin acentos, números o _, y empieza con una letra.';
  }
  return null;
}

/** Turns what the user typed into a key: "Perímetro Abdominal" → "perimetro_abdominal". */
export function normalizeCustomKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
