import type { UnitInfo, WordInfo } from './word-info';

const MG_DL: UnitInfo = { metric: 'glucosa', unit: 'mg/dL', customCapable: true };
const MG: UnitInfo = { metric: 'glucosa', unit: 'mg/dL', weak: true };
const MMOL: UnitInfo = { metric: 'glucosa', unit: 'mmol/L', convert: 'mmol', customCapable: true };
const MMHG: UnitInfo = { metric: 'presion', unit: 'mmHg' };
const KG: UnitInfo = { metric: 'peso', unit: 'kg' };
const LB: UnitInfo = { metric: 'peso', unit: 'lb', convert: 'lb' };
const BPM: UnitInfo = { metric: 'frecuencia_cardiaca', unit: 'lpm' };
const PERCENT: UnitInfo = { metric: 'saturacion', unit: '%', customCapable: true };
const CELSIUS: UnitInfo = { metric: 'temperatura', unit: '°C', customCapable: true };
const FAHRENHEIT: UnitInfo = { metric: 'temperatura', unit: '°F', convert: 'fahrenheit' };
const CM: UnitInfo = { metric: null, unit: 'cm', customCapable: true };
const RPM: UnitInfo = { metric: 'frecuencia_respiratoria', unit: 'rpm' };
/** Durations, counts, doses, money, distances, volumes: never a reading. */
const NOT_A_READING: UnitInfo = { metric: null, unit: '', blocks: true };

function units(words: string, unit: UnitInfo): Array<[string, UnitInfo]> {
  return words.split(' ').map((word) => [word, unit]);
}

export const UNIT_WORDS: ReadonlyMap<string, UnitInfo> = new Map([
  ...units('mgdl', MG_DL),
  ...units('mg mgs miligramos', MG),
  ...units('mmol mmoll mmols milimoles milimol', MMOL),
  ...units('mmhg mm', MMHG),
  ...units('kg kgs kilo kilos kilogramo kilogramos kilitos kl klg kgr', KG),
  ...units('lb lbs libra libras', LB),
  ...units('lpm ppm bpm', BPM),
  ...units('% porciento', PERCENT),
  ...units('° grados centigrados celsius', CELSIUS),
  ...units('fahrenheit farenheit f', FAHRENHEIT),
  ...units('cm cms centimetros', CM),
  ...units('rpm', RPM),
  ...units(
    'hora horas hr hrs h min mins minuto minutos seg segundo segundos dia dias semana semanas mes meses ano anos ' +
      'anitos vez veces pastilla pastillas tableta tabletas capsula capsulas comprimido comprimidos pildora ' +
      'pildoras gota gotas cucharada cucharadas cucharadita cucharaditas unidad unidades ui u ml cc mcg ug g gr ' +
      'gramos litro litros lt lts vaso vasos taza tazas km kms kilometros metro metros mts m cuadras pasos ' +
      'cigarros cigarrillos cervezas copas hijos hijas nietos nietas personas tiras lancetas piezas cajas frascos ' +
      'inyecciones piquetes comidas porciones tortillas panes pesos mxn dolares varos baros mil calorias kcal cal ' +
      'am pm citas cita consultas',
    NOT_A_READING,
  ),
]);

/** Multi-token units, merged into one token before reading numbers. */
export const UNIT_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ['mg / dl', { unit: MG_DL }],
  ['mgs / dl', { unit: MG_DL }],
  ['mg dl', { unit: MG_DL }],
  ['mg / dl', { unit: MG_DL }],
  ['mg / decilitro', { unit: MG_DL }],
  ['miligramos por decilitro', { unit: MG_DL }],
  ['mmol / l', { unit: MMOL }],
  ['mmol l', { unit: MMOL }],
  ['mm / l', { unit: MMOL }],
  ['milimoles por litro', { unit: MMOL }],
  ['mm hg', { unit: MMHG }],
  ['mm de mercurio', { unit: MMHG }],
  ['milimetros de mercurio', { unit: MMHG }],
  ['latidos por minuto', { unit: BPM }],
  ['pulsaciones por minuto', { unit: BPM }],
  ['latidos x minuto', { unit: BPM }],
  ['pulsaciones x minuto', { unit: BPM }],
  ['por minuto', { unit: BPM }],
  ['x minuto', { unit: BPM }],
  ['x min', { unit: BPM }],
  ['respiraciones por minuto', { unit: RPM }],
  ['por ciento', { unit: PERCENT }],
  ['° c', { unit: CELSIUS }],
  ['grados c', { unit: CELSIUS }],
  ['grados centigrados', { unit: CELSIUS }],
  ['grados celsius', { unit: CELSIUS }],
  ['° f', { unit: FAHRENHEIT }],
  ['grados f', { unit: FAHRENHEIT }],
  ['grados fahrenheit', { unit: FAHRENHEIT }],
  ['a . m', { timeTail: true }],
  ['p . m', { timeTail: true }],
  ['a m', { timeTail: true }],
  ['p m', { timeTail: true }],
];
