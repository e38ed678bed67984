import type { BlockKind, WordInfo } from './word-info';

/**
 * Words that make the numbers around them something other than a reading: medication doses,
 * lab results that are not tracked, goals and reference ranges, heights, ages, prices, addresses.
 */

/** Common medications for diabetes, hypertension and the usual company, as written in Mexico. */
export const MEDICATION_NAMES: readonly string[] = (
  'metformina glibenclamida glimepirida gliclazida sitagliptina linagliptina vildagliptina saxagliptina ' +
  'dapagliflozina empagliflozina canagliflozina pioglitazona acarbosa insulina glargina lantus toujeo levemir ' +
  'detemir degludec tresiba nph humalog lispro novorapid aspart apidra glulisina humulin novolin ozempic ' +
  'semaglutida liraglutida victoza trulicity dulaglutida janumet jardiance forxiga galvus losartan valsartan ' +
  'telmisartan irbesartan candesartan olmesartan enalapril captopril lisinopril ramipril amlodipino amlodipina ' +
  'nifedipino felodipino verapamilo diltiazem metoprolol propranolol atenolol bisoprolol carvedilol nebivolol ' +
  'hidroclorotiazida clortalidona furosemida espironolactona indapamida atorvastatina rosuvastatina ' +
  'simvastatina pravastatina bezafibrato fenofibrato ezetimiba aspirina clopidogrel warfarina acenocumarol ' +
  'rivaroxaban apixaban levotiroxina eutirox omeprazol pantoprazol ranitidina paracetamol ibuprofeno naproxeno ' +
  'diclofenaco ketorolaco metamizol tramadol prednisona dexametasona alopurinol colchicina gabapentina ' +
  'pregabalina sertralina fluoxetina escitalopram clonazepam alprazolam diazepam salbutamol montelukast ' +
  'loratadina cetirizina amoxicilina ciprofloxacino azitromicina metronidazol tamsulosina finasterida ' +
  'sildenafil complejo'
).split(' ');

/** Generic words for a medicine. */
export const MEDICATION_WORDS: readonly string[] = (
  'pastilla pastillas medicina medicinas medicamento medicamentos tableta tabletas capsula capsulas pildora ' +
  'pildoras dosis inyeccion inyecciones jarabe comprimido comprimidos ampolleta ampolletas parche'
).split(' ');

/** Lab results the product does not track as readings (lipids, kidney...; HbA1c is a metric: metric-words.ts). */
export const LAB_WORDS: readonly string[] = (
  'colesterol trigliceridos ' +
  'hdl ldl vldl creatinina urea bun urico tsh t3 t4 plaquetas leucocitos hematocrito eritrocitos sodio potasio ' +
  'albumina microalbumina microalbuminuria proteinuria filtrado tfg ferritina psa bilirrubina pcr tgo tgp ' +
  'fosfatasa lipasa amilasa fructosamina vitamina hierro calcio magnesio fosforo lipidos'
).split(' ');

const BLOCK_WORDS: Readonly<Record<BlockKind, string>> = {
  medication: '',
  lab: '',
  goal:
    'meta metas objetivo ideal deberia debe debo debes deben llegar rango recomendado recomienda limite ' +
    'permitido quisiera gustaria',
  comparative: 'hasta superior inferior',
  height: 'mido mide estatura altura talla',
  age: 'edad cumpli cumplo cumple cumplira',
  money: 'cuesta cuestan costo costaron pague precio vale valen gaste cobran cobro',
  address: 'calle colonia col cp avenida av depto departamento interior exterior',
  ago: 'hace',
  frequency: 'cada',
  change: '',
  past: 'pesaba',
  weather: 'calor clima ambiente afuera',
  phone: '',
};

const CHANGE_VERBS =
  'baje bajar bajado subi subir subido aumente aumentar aumentado perdi perder perdido gane ganar ganado ' +
  'adelgace engorde rebaje reduje faltan falta subio subieron bajaron aumento perdio gano';

const PHONE_LEADS =
  'tel telefono cel celular numero num whatsapp whats wa llamame marcame llamar marcar contacto';

export function buildBlockerEntries(): Array<[string, WordInfo]> {
  const entries: Array<[string, WordInfo]> = [];
  for (const name of MEDICATION_NAMES) {
    entries.push([name, { block: 'medication', blockBefore: true, medication: true }]);
  }
  for (const word of MEDICATION_WORDS) {
    entries.push([word, { block: 'medication', blockBefore: true, medication: true }]);
  }
  for (const word of LAB_WORDS) entries.push([word, { block: 'lab', blockBefore: true }]);
  for (const [kind, words] of Object.entries(BLOCK_WORDS) as Array<[BlockKind, string]>) {
    if (!words) continue;
    for (const word of words.split(' ')) {
      entries.push([word, { block: kind, blockBefore: kind === 'weather' }]);
    }
  }
  for (const word of CHANGE_VERBS.split(' ')) entries.push([word, { block: 'change', changeVerb: true }]);
  for (const word of PHONE_LEADS.split(' ')) entries.push([word, { block: 'phone', phoneLead: true }]);
  return entries;
}

export const BLOCKER_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ['acido urico', { block: 'lab', blockBefore: true }],
  ['perfil de lipidos', { block: 'lab', blockBefore: true }],
  ['quimica sanguinea', { block: 'lab', blockBefore: true }],
  ['glucosa en orina', { block: 'lab', blockBefore: true }],
  ['acido folico', { block: 'medication', blockBefore: true, medication: true }],
  ['menos de', { block: 'comparative' }],
  ['mas de', { block: 'comparative' }],
  ['menor a', { block: 'comparative' }],
  ['menor de', { block: 'comparative' }],
  ['menor que', { block: 'comparative' }],
  ['mayor a', { block: 'comparative' }],
  ['mayor de', { block: 'comparative' }],
  ['mayor que', { block: 'comparative' }],
  ['arriba de', { block: 'comparative' }],
  ['abajo de', { block: 'comparative' }],
  ['debajo de', { block: 'comparative' }],
  ['encima de', { block: 'comparative' }],
  ['por debajo', { block: 'comparative' }],
  ['por encima', { block: 'comparative' }],
  ['no pase de', { block: 'comparative' }],
  ['pasa de', { block: 'comparative' }],
  ['pasar de', { block: 'comparative' }],
  ['quiero pesar', { block: 'goal' }],
  ['quiero estar', { block: 'goal' }],
  ['quiero tener', { block: 'goal' }],
  ['quiero quedar', { block: 'goal' }],
  ['codigo postal', { block: 'address' }],
];
