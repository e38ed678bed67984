/** One reading read from a health app's file, in Vitalia's metric and unit, not yet checked. */
export interface ImportedRecord {
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
  measuredAt: Date;
  /** The device or app that measured it, as the file names it. */
  device: string | null;
}

/** What a parser yields: a reading, or why one record of the file was refused (the rest go on). */
export type ParsedItem = { record: ImportedRecord } | { refused: string; position: number };

export const PARSE_MESSAGES = {
  noExport:
    'El archivo no trae apple_health_export/export.xml: sube el export.zip tal como lo da la app Salud.',
  notZip: 'El archivo no es un .zip válido: sube el export.zip tal como lo da la app Salud.',
  badXml: (line: number) =>
    `El export.xml está dañado cerca de la línea ${line}; vuelve a exportarlo desde la app Salud.`,
  date: 'La fecha no es válida.',
  value: 'El valor no es un número.',
  unit: (unit: string) => `La unidad «${unit}» no se reconoce.`,
  pressureHalf: 'La presión no trae sistólica y diastólica con la misma hora.',
  tooManyEntries: (entries: number) =>
    `El .zip trae más de ${entries.toLocaleString('es-MX')} archivos: sube el export.zip tal como lo da la app Salud.`,
  nestedZip: 'El .zip trae otro .zip adentro: sube el export.zip tal como lo da la app Salud.',
  inflatesTooMuch:
    'El .zip se descomprime a un tamaño que ninguna exportación de la app Salud tiene: vuelve a exportarlo.',
  elementTooLarge: (line: number) =>
    `El export.xml trae un elemento demasiado grande cerca de la línea ${line}; vuelve a exportarlo desde la app Salud.`,
  tooManyRecords: (records: number) =>
    `El archivo trae más de ${records.toLocaleString('es-MX')} registros, el máximo de una importación: divídelo en partes.`,
} as const;

/** Apple Health's dates: "2024-01-15 08:30:00 -0600" (the phone's offset at that time). */
export function readAppleDate(text: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[3]}${match[4]}:${match[5]}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
