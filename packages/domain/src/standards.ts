/**
 * The clinical references every classification names, so the user (and their doctor) can see
 * where a category comes from. Ids are stable codes; names are shown to users.
 */
export interface Standard {
  id: string;
  /** Full Spanish name of the reference. */
  name: string;
  /** Short name used inside chat replies. */
  shortName: string;
  /** How a sentence cites it: "Según la ADA, ...". */
  citedAs: string;
}

export const STANDARDS = {
  ada: {
    id: 'ADA-SOC-2026',
    name: 'Estándares de atención en diabetes de la ADA (Standards of Care 2026)',
    shortName: 'ADA',
    citedAs: 'la ADA',
  },
  nom030: {
    id: 'NOM-030-SSA2-2009',
    name: 'NOM-030-SSA2-2009, para la prevención, detección, diagnóstico, tratamiento y control de la hipertensión arterial sistémica',
    shortName: 'NOM-030',
    citedAs: 'la NOM-030',
  },
  ahaAcc2025: {
    id: 'AHA-ACC-2025',
    name: 'Guía AHA/ACC 2025 de presión arterial alta',
    shortName: 'AHA/ACC 2025',
    citedAs: 'la guía AHA/ACC 2025',
  },
  ketones: {
    id: 'DANNE-2019-KETONES',
    name: 'Consenso internacional sobre cetoacidosis (Danne y cols., Diabetes Care 2019): cetonas en sangre',
    shortName: 'consenso de cetonas 2019',
    citedAs: 'el consenso internacional de cetonas (2019)',
  },
  ahaLowBloodPressure: {
    id: 'AHA-HYPOTENSION',
    name: 'AHA: presión arterial baja (menos de 90/60 mmHg)',
    shortName: 'AHA',
    citedAs: 'la AHA',
  },
  ahaRestingHeartRate: {
    id: 'AHA-RESTING-HR',
    name: 'AHA: frecuencia cardiaca en reposo de 60 a 100 lpm',
    shortName: 'AHA',
    citedAs: 'la AHA',
  },
  whoBmi: {
    id: 'WHO-BMI',
    name: 'OMS: clasificación del índice de masa corporal (IMC) en adultos',
    shortName: 'OMS',
    citedAs: 'la OMS',
  },
  whoPulseOximetry: {
    id: 'WHO-PULSE-OXIMETRY',
    name: 'OMS, Manual de oximetría de pulso: SpO2 normal de 95 a 100 %, menos de 90 % es urgencia',
    shortName: 'OMS',
    citedAs: 'la OMS',
  },
  bodyTemperature: {
    id: 'CDC-FEVER',
    name: 'CDC: fiebre a partir de 38.0 °C; hipotermia por debajo de 35.0 °C',
    shortName: 'CDC',
    citedAs: 'los CDC',
  },
  /**
   * A limit of this product's own, not a guideline's threshold (heart rate under 40 or over 130, febrícula,
   * fever of 40 °C or more): said as such, never under a guideline's name.
   */
  productRule: {
    id: 'VITALIA-RULE',
    name: 'Regla de Vitalia (un límite del producto, no un umbral de una guía clínica)',
    shortName: 'Vitalia',
    citedAs: 'las reglas de Vitalia',
  },
} as const satisfies Record<string, Standard>;
