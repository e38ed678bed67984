/**
 * The metric catalogue: every key the product stores, its Spanish display name and unit.
 * Keys are part of the public contract (CONTRACTS.md section 4) and are stored in the database,
 * so they must never change; display names may.
 */

export const CORE_METRIC_KEYS = ['glucosa', 'presion', 'peso', 'frecuencia_cardiaca'] as const;
export type CoreMetricKey = (typeof CORE_METRIC_KEYS)[number];

export const KNOWN_METRIC_KEYS = [...CORE_METRIC_KEYS, 'temperatura', 'saturacion'] as const;
export type KnownMetricKey = (typeof KNOWN_METRIC_KEYS)[number];

export interface MetricDefinition {
  key: string;
  /** Spanish name shown in charts and chat replies, e.g. "Presión arterial". */
  name: string;
  /** Lowercase form used inside sentences, e.g. "tu presión arterial". */
  nameInSentence: string;
  /** Display unit, e.g. "mg/dL". Empty for custom indicators logged without a unit. */
  unit: string;
  /** Decimals shown to the user. */
  decimals: number;
  /** Core metrics have their own chart card; the rest are custom indicators. */
  core: boolean;
}

export const METRICS: Readonly<Record<KnownMetricKey, MetricDefinition>> = {
  glucosa: {
    key: 'glucosa',
    name: 'Glucosa',
    nameInSentence: 'glucosa',
    unit: 'mg/dL',
    decimals: 0,
    core: true,
  },
  presion: {
    key: 'presion',
    name: 'Presión arterial',
    nameInSentence: 'presión arterial',
    unit: 'mmHg',
    decimals: 0,
    core: true,
  },
  peso: { key: 'peso', name: 'Peso', nameInSentence: 'peso', unit: 'kg', decimals: 1, core: true },
  frecuencia_cardiaca: {
    key: 'frecuencia_cardiaca',
    name: 'Frecuencia cardiaca',
    nameInSentence: 'frecuencia cardiaca',
    unit: 'lpm',
    decimals: 0,
    core: true,
  },
  temperatura: {
    key: 'temperatura',
    name: 'Temperatura',
    nameInSentence: 'temperatura',
    unit: '°C',
    decimals: 1,
    core: false,
  },
  saturacion: {
    key: 'saturacion',
    name: 'Saturación de oxígeno',
    nameInSentence: 'saturación de oxígeno',
    unit: '%',
    decimals: 0,
    core: false,
  },
};

/** Accents for custom keys users often create, which are stored without them. */
const CUSTOM_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  perimetro_abdominal: 'Perímetro abdominal',
  frecuencia_respiratoria: 'Frecuencia respiratoria',
  cetonas: 'Cetonas',
  hemoglobina_glicada: 'Hemoglobina glicada',
  cintura: 'Cintura',
  cadera: 'Cadera',
  grasa_corporal: 'Grasa corporal',
};

export function isKnownMetric(key: string): key is KnownMetricKey {
  return Object.hasOwn(METRICS, key);
}

export function isCoreMetric(key: string): key is CoreMetricKey {
  return (CORE_METRIC_KEYS as readonly string[]).includes(key);
}

/** Turns a custom key such as `perimetro_abdominal` into "Perímetro abdominal". */
export function humanizeMetricKey(key: string): string {
  const known = CUSTOM_DISPLAY_NAMES[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The definition of any metric key; custom keys get a generated name and the given unit. */
export function getMetricDefinition(key: string, customUnit = ''): MetricDefinition {
  if (isKnownMetric(key)) return METRICS[key];
  const name = humanizeMetricKey(key);
  return { key, name, nameInSentence: name.toLowerCase(), unit: customUnit, decimals: 1, core: false };
}

export function listMetrics(): MetricDefinition[] {
  return KNOWN_METRIC_KEYS.map((key) => METRICS[key]);
}

/** Formats a value with the metric's decimals, without trailing zeros ("72.5", "120"). */
export function formatMetricValue(key: string, value: number): string {
  const decimals = isKnownMetric(key) ? METRICS[key].decimals : 1;
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}
