import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { convertMmolToMgDl, convertPoundsToKg, roundTo } from '@vitalia/domain';
import { InvalidInputError } from '../../errors';
import { openExportXml } from './export-zip';
import { createTimeSlice, DEFAULT_IMPORT_LIMITS, IMPORT_BOUNDS, type ImportLimits } from './import-limits';
import { PARSE_MESSAGES, readAppleDate, type ImportedRecord, type ParsedItem } from './imported-record';

/** Apple's HealthKit identifiers read from export.xml; every other record type is passed over. */
const GLUCOSE = 'HKQuantityTypeIdentifierBloodGlucose';
const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';
const HEART_RATE = 'HKQuantityTypeIdentifierHeartRate';
const SYSTOLIC = 'HKQuantityTypeIdentifierBloodPressureSystolic';
const DIASTOLIC = 'HKQuantityTypeIdentifierBloodPressureDiastolic';
const PRESSURE = 'HKCorrelationTypeIdentifierBloodPressure';

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

/** Readings yielded at a time: one await (and a chance for the event loop) per array. */
const YIELD_EVERY = 1000;

/**
 * Reads the readings of an Apple Health export.zip, streamed: the zip is read from its file entry by
 * entry (yauzl reads the central directory and inflates one entry at a time) and export.xml is parsed
 * as it inflates (saxes), so memory stays flat whatever the file's size. Records are yielded in arrays.
 * A malformed record is refused alone (`refused`, with its position in the file); an unreadable zip or
 * XML, or one past the bounds of `limits`, stops with a Spanish InvalidInputError.
 *
 * Bounds (CONTRACTS.md section 11): the zip's own (see openExportXml); at most `maxRecords` records;
 * no DTD entity is ever expanded (saxes knows only XML's five, so a declared one is an undefined entity
 * and the file is refused); no text between two tags longer than 1 MB is held. Every step is linear in
 * the file's size and lets the event loop run at least every 20 ms.
 *
 * Blood pressure: HealthKit stores a reading as a correlation holding a systolic and a diastolic
 * sample, and also lists both samples as plain records. Each correlation makes one reading; plain halves
 * are paired by time and source, and a pair a correlation already made is not made twice.
 */
export async function* readAppleHealthExport(
  path: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): AsyncGenerator<ParsedItem[]> {
  const { zip, xml } = await openExportXml(path, limits);
  try {
    const parser = new SaxesParser({ xmlns: false, position: true });
    const slice = createTimeSlice();
    let items: ParsedItem[] = [];
    let failure: Error | null = null;
    let position = 0;
    let records = 0;
    let sawTag = false;
    let untagged = 0;
    let inCorrelation: { measuredAt: Date | null; device: string | null; position: number } | null = null;
    let correlationHalves: { systolic?: number; diastolic?: number } = {};
    /** The readings correlations made, and the time and source of each, for the loose halves below. */
    const fromCorrelations = new Set<string>();
    const correlationSlots = new Set<string>();
    const looseHalves = new Map<string, { systolic?: PressureHalf; diastolic?: PressureHalf }>();
    const slotKey = (measuredAt: Date, device: string | null) => `${measuredAt.getTime()}|${device ?? ''}`;
    const pressureKey = (measuredAt: Date, device: string | null, systolic: number, diastolic: number) =>
      `${slotKey(measuredAt, device)}|${systolic}|${diastolic}`;
    const countRecord = () => {
      records += 1;
      if (records > limits.maxRecords)
        failure ??= new InvalidInputError(PARSE_MESSAGES.tooManyRecords(limits.maxRecords));
    };

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

    parser.on('error', () => {
      failure ??= new InvalidInputError(PARSE_MESSAGES.badXml(parser.line));
    });
    parser.on('closetag', () => {
      sawTag = true;
    });
    parser.on('opentag', (tag: SaxesTagPlain) => {
      sawTag = true;
      if (tag.name === 'Correlation' && tag.attributes.type === PRESSURE) {
        countRecord();
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
      countRecord();
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
        const key = slotKey(measuredAt, device);
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
        correlationSlots.add(slotKey(measuredAt, device));
        pushPressure(measuredAt, device, systolic, diastolic);
      }
    });

    const decoder = new TextDecoder('utf-8');
    try {
      for await (const chunk of xml as AsyncIterable<Buffer>) {
        sawTag = false;
        parser.write(decoder.decode(chunk, { stream: true }));
        // Text with no tag in it (a huge attribute or text node, an endless DOCTYPE) is held by the parser
        // until its tag ends: past 1 MB it is not an export.
        untagged = sawTag ? 0 : untagged + chunk.length;
        if (untagged > IMPORT_BOUNDS.xmlUntaggedBytes)
          failure ??= new InvalidInputError(PARSE_MESSAGES.elementTooLarge(parser.line));
        if (failure) throw failure;
        if (items.length > 0) {
          yield items;
          items = [];
        }
        await slice();
      }
      parser.write(decoder.decode());
      parser.close();
    } catch (error) {
      if (error instanceof InvalidInputError) throw error;
      // The inflated stream failed: a damaged entry, or one inflating past the size it declares.
      throw new InvalidInputError(PARSE_MESSAGES.notZip);
    }
    if (failure) throw failure;
    // Plain halves, after every correlation was seen (Apple writes the plain records first): a pair makes a
    // reading unless a correlation made the same one; a half with no partner is refused, unless a
    // correlation has the same time and source. Each is one look-up: linear in the halves.
    for (const { systolic, diastolic } of looseHalves.values()) {
      if (systolic && diastolic) {
        const made = pressureKey(systolic.measuredAt, systolic.device, systolic.value, diastolic.value);
        if (!fromCorrelations.has(made))
          pushPressure(systolic.measuredAt, systolic.device, systolic.value, diastolic.value);
      } else {
        const half = (systolic ?? diastolic)!;
        if (!correlationSlots.has(slotKey(half.measuredAt, half.device)))
          items.push({ refused: PARSE_MESSAGES.pressureHalf, position: half.position });
      }
      if (items.length >= YIELD_EVERY) {
        yield items;
        items = [];
        await slice();
      }
    }
    if (items.length > 0) yield items;
  } finally {
    zip.close();
  }
}
