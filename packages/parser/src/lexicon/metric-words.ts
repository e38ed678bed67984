import type { WordInfo } from './word-info';

/**
 * Words that name a metric. Accents are stripped and typos are corrected against these lists
 * (see canonicalize.ts), so "azúcar", "asucar" and "AZUCAR" all reach "azucar".
 */
export const METRIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  glucosa: [
    'glucosa',
    'glucosas',
    'glucemia',
    'glicemia',
    'glucemias',
    'azucar',
    'azucares',
    'dextrostix',
    'destrostix',
    'dextrostis',
    'dextro',
    'destro',
    'glucometro',
    'glucometria',
    'gluco',
    'gluc',
    'glu',
    'glc',
    'hgt',
    'dxt',
    'dtx',
    'glucotest',
    'glicemias',
  ],
  presion: [
    'presion',
    'presiones',
    'tension',
    'baumanometro',
    'baumometro',
    'esfigmomanometro',
    'tensiometro',
  ],
  peso: ['peso', 'pese', 'pesaje', 'pesando', 'pesarme', 'bascula', 'pesada'],
  frecuencia_cardiaca: [
    'pulso',
    'pulsaciones',
    'pulsacion',
    'latidos',
    'latido',
    'frecuencia',
    'ritmo',
    'corazon',
    'cardiaca',
    'cardiaco',
    'frec',
  ],
  temperatura: ['temperatura', 'fiebre', 'calentura', 'termometro', 'febril'],
  saturacion: [
    'saturacion',
    'oxigenacion',
    'oxigeno',
    'spo2',
    'sp02',
    'spo',
    'oximetro',
    'o2',
    'satura',
    'saturo',
    'saturando',
    'saturaba',
    'oxigenando',
    'oxi',
  ],
};

/** Short words that are a metric only right before a number ("TA 120/80", but "ta bien"). */
export const SHORT_METRIC_WORDS: Readonly<Record<string, string>> = {
  ta: 'presion',
  pa: 'presion',
  fc: 'frecuencia_cardiaca',
  sat: 'saturacion',
  temp: 'temperatura',
  t: 'temperatura',
};

/** Custom indicators people keep logging, with the unit assumed when they leave it out. */
export const CUSTOM_METRIC_WORDS: Readonly<Record<string, { metric: string; unit: string }>> = {
  cintura: { metric: 'cintura', unit: 'cm' },
  cadera: { metric: 'cadera', unit: 'cm' },
  cetonas: { metric: 'cetonas', unit: 'mmol/L' },
  cetona: { metric: 'cetonas', unit: 'mmol/L' },
  respiraciones: { metric: 'frecuencia_respiratoria', unit: 'rpm' },
};

export const BLOOD_PRESSURE_PARTS: Readonly<Record<string, 'sys' | 'dia'>> = {
  sistolica: 'sys',
  maxima: 'sys',
  alta: 'sys',
  diastolica: 'dia',
  minima: 'dia',
  baja: 'dia',
};

/** Multi-word metric names, merged into one token before reading numbers. */
export const METRIC_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ['presion arterial', { metric: 'presion' }],
  ['tension arterial', { metric: 'presion' }],
  ['t / a', { metric: 'presion' }],
  ['p / a', { metric: 'presion' }],
  ['frecuencia cardiaca', { metric: 'frecuencia_cardiaca' }],
  ['frecuencia del corazon', { metric: 'frecuencia_cardiaca' }],
  ['ritmo cardiaco', { metric: 'frecuencia_cardiaca' }],
  ['frec cardiaca', { metric: 'frecuencia_cardiaca' }],
  ['azucar en sangre', { metric: 'glucosa' }],
  ['glucosa en sangre', { metric: 'glucosa' }],
  ['glucosa capilar', { metric: 'glucosa' }],
  ['glicemia capilar', { metric: 'glucosa' }],
  ['glucemia capilar', { metric: 'glucosa' }],
  ['nivel de azucar', { metric: 'glucosa' }],
  ['nivel de glucosa', { metric: 'glucosa' }],
  ['saturacion de oxigeno', { metric: 'saturacion' }],
  ['oxigeno en sangre', { metric: 'saturacion' }],
  ['frecuencia respiratoria', { metric: 'frecuencia_respiratoria', defaultUnit: 'rpm' }],
  ['grasa corporal', { metric: 'grasa_corporal', defaultUnit: '%' }],
  ['perimetro abdominal', { metric: 'perimetro_abdominal', defaultUnit: 'cm' }],
  ['circunferencia abdominal', { metric: 'perimetro_abdominal', defaultUnit: 'cm' }],
];
