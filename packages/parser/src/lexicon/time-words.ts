import type { WordInfo } from './word-info';

export const MONTHS: readonly string[] = (
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
  'ene feb abr jun jul ago sep sept oct nov dic'
).split(' ');

export const WEEKDAYS: readonly string[] = 'lunes martes miercoles jueves viernes sabado domingo'.split(' ');

export const TIME_PHRASES: ReadonlyArray<readonly [string, WordInfo]> = [
  ['de la manana', { timeTail: true }],
  ['de la tarde', { timeTail: true }],
  ['de la noche', { timeTail: true }],
  ['de la madrugada', { timeTail: true }],
  ['y media', { timeTail: true }],
  ['y cuarto', { timeTail: true }],
  ['en punto', { timeTail: true }],
  ['a la', { timeLead: true }],
  ['a eso de las', { timeLead: true }],
  ['como a las', { timeLead: true }],
];

/** Spanish number words, so "ciento veinte sobre ochenta" reads as 120/80. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  cero: 0,
  uno: 1,
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
