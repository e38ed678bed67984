import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { convertMmolToMgDl, convertPoundsToKg, roundTo } from '@vitalia/domain';
import { InvalidInputError } from '../../errors';
import { PARSE_MESSAGES, readAppleDate, type ImportedRecord, type ParsedItem } from './imported-record';

/** Apple's HealthKit identifiers read from export.xml; every other record type is passed over. */
const GLUCOSE = 'HKQuantityTypeIdentifierBloodGlucose';
const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';
const HEART_RATE = 'HKQuantityTypeIdentifierHeartRate';
const SYSTOLIC = 'HKQuantityTypeIdentifierBloodPressureSystolic';
const DIASTOLIC = 'HKQuantityTypeIdentifierBloodPressureDiastolic';
const PRESSURE = 'HKCorrelationTypeIdentifierBloodPressure';

const EXPORT_XML = /(^|\/)export\.xml$/;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(new InvalidInputError(PARSE_MESSAGES.notZip)) : resolve(zip),
    ),
  );
}

/** The zip's export.xml entry (apple_health_export/export.xml; the folder's name depends on the language). */
function findExportXml(zip: ZipFile): Promise<Entry> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (EXPORT_XML.test(entry.fileName)) resolve(entry);
      else zip.readEntry();
    });
    zip.on('end', () => reject(new InvalidInputError(PARSE_MESSAGES.noExport)));
    zip.on('error', () => reject(new InvalidInputError(PARSE_MESSAGES.notZip)));
    zip.readEntry();
  });
}

function readQuantity(attributes: Record<string, string>): number | null {
  const text = attributes.value?.trim() ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A quantity record as a reading (pressure halves are paired by the caller); a string says why not. */
function readRecord(attributes: Record<string, string>): ImportedRecord | string | null {
  const type = attributes.type;
  if (type !== GLUCOSE && type !== BODY_MASS && type !== HEART_RATE) return null;
  const measuredAt = readAppleDate(attributes.startDate);
  if (!measuredAt) return PARSE_MESSAGES.date;
  const value = readQuantity(attributes);
  if (value === null) return PARSE_MESSAGES.value;
  const unit = attributes.unit?.trim() ?? '';
  const device = attributes.sourceName?.trim().slice(0, 100) || null;
  if (type === GLUCOSE) {
    // HealthKit writes mmol/L of glucose as "mmol<180.1558800000541>/L" (with the molar mass).
    if (unit === 'mg/dL')
      return { metric: 'glucosa', value: roundTo(value, 1), value2: null, unit: 'mg/dL', measuredAt, device };
    if (/^mmol(<[\d.]+>)?\/L$/.test(unit))
      return {
        metric: 'glucosa',
        value: convertMmolToMgDl(value),
        value2: null,
        unit: 'mg/dL',
        measuredAt,
        device,
      };
    return PARSE_MESSAGES.unit(unit);
  }
  if (type === BODY_MASS) {
    if (unit === 'kg')
      return { metric: 'peso', value: roundTo(value, 2), value2: null, unit: 'kg', measuredAt, device };
    if (unit === 'lb')
      return {
        metric: 'peso',
        value: convertPoundsToKg(value),
        value2: null,
        unit: 'kg',
        measuredAt,
        device,
      };
    if (unit === 'g')
      return {
        metric: 'peso',
        value: roundTo(value / 1000, 2),
        value2: null,
        unit: 'kg',
        measuredAt,
        device,
      };
    return PARSE_MESSAGES.unit(unit);
  }
  if (unit !== 'count/min') return PARSE_MESSAGES.unit(unit);
  return {
    metric: 'frecuencia_cardiaca',
    value: roundTo(value, 0),
    value2: null,
    unit: 'lpm',
    measuredAt,
    device,
  };
}

interface PressureHalf {
  value: number;
  measuredAt: Date;
  device: string | null;
  position: number;
}

/**
 * Reads the readings of an Apple Health export.zip, streamed: the zip is read from its file entry by
 * entry (yauzl reads the central directory and inflates one entry at a time) and export.xml is parsed
 * as it inflates (saxes), so memory stays flat whatever the file's size. Records are yielded in arrays,
 * one per inflated chunk. A malformed record is refused alone (`refused`, with its position in the
 * file); an unreadable zip or XML stops with a Spanish InvalidInputError.
 *
 * Blood pressure: HealthKit stores a reading as a correlation holding a systolic and a diastolic
 * sample, and also lists both samples as plain records. Each correlation makes one reading; plain halves
 * are paired by time and source, and a pair a correlation already made is not made twice.
 */
export async function* readAppleHealthExport(path: string): AsyncGenerator<ParsedItem[]> {
  const zip = await openZip(path);
  try {
    const entry = await findExportXml(zip);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(new InvalidInputError(PARSE_MESSAGES.notZip)) : resolve(readable),
      ),
    );
    const parser = new SaxesParser({ xmlns: false, position: true });
    let items: ParsedItem[] = [];
    let failure: Error | null = null;
    let position = 0;
    let inCorrelation: { measuredAt: Date | null; device: string | null; position: number } | null = null;
    let correlationHalves: { systolic?: number; diastolic?: number } = {};
    const fromCorrelations = new Set<string>();
    const looseHalves = new Map<string, { systolic?: PressureHalf; diastolic?: PressureHalf }>();
    const pressureKey = (measuredAt: Date, device: string | null, systolic: number, diastolic: number) =>
      `${measuredAt.getTime()}|${device ?? ''}|${systolic}|${diastolic}`;

    const pushPressure = (measuredAt: Date, device: string | null, systolic: number, diastolic: number) =>
      items.push({
        record: {
          metric: 'presion',
          value: roundTo(systolic, 0),
          value2: roundTo(diastolic, 0),
          unit: 'mmHg',
          measuredAt,
          device,
        },
      });

    parser.on('error', (error) => {
      failure ??= new InvalidInputError(PARSE_MESSAGES.badXml(parser.line));
      void error;
    });
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (tag.name === 'Correlation' && tag.attributes.type === PRESSURE) {
        position += 1;
        inCorrelation = {
          measuredAt: readAppleDate(tag.attributes.startDate),
          device: tag.attributes.sourceName?.trim().slice(0, 100) || null,
          position,
        };
        correlationHalves = {};
        return;
      }
      if (tag.name !== 'Record') return;
      const { type } = tag.attributes;
      if (type === SYSTOLIC || type === DIASTOLIC) {
        const value = readQuantity(tag.attributes);
        const half = type === SYSTOLIC ? 'systolic' : 'diastolic';
        if (inCorrelation) {
          if (value !== null) correlationHalves[half] = value;
          return;
        }
        position += 1;
        const measuredAt = readAppleDate(tag.attributes.startDate);
        if (!measuredAt || value === null) {
          items.push({ refused: measuredAt ? PARSE_MESSAGES.value : PARSE_MESSAGES.date, position });
          return;
        }
        const device = tag.attributes.sourceName?.trim().slice(0, 100) || null;
        const key = `${measuredAt.getTime()}|${device ?? ''}`;
        const pair = looseHalves.get(key) ?? {};
        pair[half] = { value, measuredAt, device, position };
        looseHalves.set(key, pair);
        return;
      }
      if (inCorrelation) return;
      const record = readRecord(tag.attributes);
      if (record === null) return;
      position += 1;
      items.push(typeof record === 'string' ? { refused: record, position } : { record });
    });
    parser.on('closetag', (tag) => {
      if (tag.name !== 'Correlation' || !inCorrelation) return;
      const { measuredAt, device, position: at } = inCorrelation;
      inCorrelation = null;
      const { systolic, diastolic } = correlationHalves;
      if (!measuredAt) items.push({ refused: PARSE_MESSAGES.date, position: at });
      else if (systolic === undefined || diastolic === undefined)
        items.push({ refused: PARSE_MESSAGES.pressureHalf, position: at });
      else {
        fromCorrelations.add(pressureKey(measuredAt, device, systolic, diastolic));
        pushPressure(measuredAt, device, systolic, diastolic);
      }
    });

    const decoder = new TextDecoder('utf-8');
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (failure) throw failure;
      if (items.length > 0) {
        yield items;
        items = [];
      }
    }
    parser.write(decoder.decode());
    parser.close();
    if (failure) throw failure;
    // Plain halves, after every correlation was seen (Apple writes the plain records first): a pair makes a
    // reading unless a correlation made the same one; a half with no partner is refused, unless it is a
    // copy of a correlation's half.
    for (const { systolic, diastolic } of looseHalves.values()) {
      if (systolic && diastolic) {
        const made = pressureKey(systolic.measuredAt, systolic.device, systolic.value, diastolic.value);
        if (!fromCorrelations.has(made))
          pushPressure(systolic.measuredAt, systolic.device, systolic.value, diastolic.value);
        continue;
      }
      const half = (systolic ?? diastolic)!;
      if (!coveredByCorrelation(fromCorrelations, half))
        items.push({ refused: PARSE_MESSAGES.pressureHalf, position: half.position });
    }
    if (items.length > 0) yield items;
  } finally {
    zip.close();
  }
}

function coveredByCorrelation(made: ReadonlySet<string>, half: PressureHalf): boolean {
  const prefix = `${half.measuredAt.getTime()}|${half.device ?? ''}|`;
  for (const key of made) if (key.startsWith(prefix)) return true;
  return false;
}
