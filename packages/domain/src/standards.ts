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
    id: 'ADA-SOC-2025',
    name: 'Estándares de atención en diabetes de la ADA (Standards of Care 2025)',
    shortName: 'ADA',
    citedAs: 'la ADA',
  },
  nom030: {
    id: 'NOM-030-SSA2-2009',
    name: 'NOM-030-SSA2-2009, prevención, detección, diagnóstico, tratamiento y control de la hipertensión arterial',
    shortName: 'NOM-030',
    citedAs: 'la NOM-030',
  },
  accAha2017: {
    id: 'ACC-AHA-2017',
    name: 'Guía ACC/AHA 2017 de presión arterial alta',
    shortName: 'ACC/AHA 2017',
    citedAs: 'la guía ACC/AHA 2017',
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
} as const satisfies Record<string, Standard>;
