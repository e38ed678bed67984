import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's content, given whole or produced piece by piece (a large file is never held). */
  content: string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
}

/**
 * Writes a real zip file (deflate, or stored), streamed: each entry is compressed as it is produced and
 * its CRC and sizes follow it in a data descriptor, as phones and most zip tools write them. Enough for
 * fixtures such as Apple Health's export.zip; zip64 is not written, so entries stay under 4 GB.
 */
export async function writeZip(path: string, entries: ZipEntry[], { store = false } = {}): Promise<number> {
  const out = createWriteStream(path);
  let offset = 0;
  const write = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const central: Buffer[] = [];
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const start = offset;
    const method = store ? 0 : 8;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0x21, 12); // 1980-01-01
    header.writeUInt16LE(name.length, 26);
    await write(Buffer.concat([header, name]));
    let crc = 0;
    let size = 0;
    const dataStart = offset;
    const pieces =
      typeof entry.content === 'string' || Buffer.isBuffer(entry.content) ? [entry.content] : entry.content;
    if (store) {
      for await (const piece of pieces) {
        const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece, 'utf8');
        crc = crc32(buffer, crc);
        size += buffer.length;
        await write(buffer);
      }
    } else {
      const deflate = createDeflateRaw({ level: 6 });
      const drained = (async () => {
        for await (const chunk of deflate as AsyncIterable<Buffer>) await write(chunk);
      })();
      for await (const piece of pieces) {
        const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece, 'utf8');
        crc = crc32(buffer, crc);
        size += buffer.length;
        if (!deflate.write(buffer)) await once(deflate, 'drain');
      }
      deflate.end();
      await drained;
    }
    const compressed = offset - dataStart;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await write(descriptor);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0808, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(start, 42);
    central.push(record, name);
  }
  const directory = Buffer.concat(central);
  const directoryStart = offset;
  await write(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryStart, 16);
  await write(end);
  out.end();
  await once(out, 'close');
  return offset;
}

const escape = (text: string | number) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Apple Health export.xml pieces, as the Health app writes them (attribute values escaped). */
export const appleHealthXml = {
  head: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
]>
<HealthData locale="es_MX">
 <ExportDate value="2026-11-20 10:00:00 -0600"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1965-03-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`,
  tail: '</HealthData>\n',
  record: (
    type: string,
    unit: string,
    value: string | number,
    startDate: string,
    sourceName = 'iPhone de Ana',
  ) =>
    ` <Record type="${type}" sourceName="${sourceName}" sourceVersion="17.1" unit="${escape(unit)}" creationDate="${escape(startDate)}" startDate="${escape(startDate)}" endDate="${escape(startDate)}" value="${escape(value)}"/>\n`,
  pressure: (systolic: number, diastolic: number, startDate: string, sourceName = 'Omron') =>
    ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="${sourceName}" sourceVersion="1" creationDate="${startDate}" startDate="${startDate}" endDate="${startDate}">
  <MetadataEntry key="HKWasUserEntered" value="1"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="${sourceName}" unit="mmHg" creationDate="${startDate}" startDate="${startDate}" endDate="${startDate}" value="${systolic}"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="${sourceName}" unit="mmHg" creationDate="${startDate}" startDate="${startDate}" endDate="${startDate}" value="${diastolic}"/>
 </Correlation>
`,
};

/** "2024-01-01 08:00:00 -0600" for the i-th minute after 2024-01-01 08:00 in Mexico City. */
export function appleMinute(index: number): string {
  const local = new Date(Date.UTC(2024, 0, 1, 8, 0) + index * 60_000);
  return `${local.toISOString().slice(0, 19).replace('T', ' ')} -0600`;
}

/**
 * The blood-pressure flood of the import finding: `correlations` pressure correlations and as many
 * systolic halves with no partner, each at its own minute (about 1 MB zipped for 60,000 of each). Pairing
 * the halves against the correlations one by one makes it quadratic.
 */
export function* pressureFloodXml(correlations: number): Generator<string> {
  yield appleHealthXml.head;
  for (let i = 0; i < correlations; i += 1)
    yield appleHealthXml.record(
      'HKQuantityTypeIdentifierBloodPressureSystolic',
      'mmHg',
      110 + (i % 40),
      appleMinute(2 * i + 1),
      'Omron',
    );
  for (let i = 0; i < correlations; i += 1)
    yield appleHealthXml.pressure(120 + (i % 20), 75 + (i % 10), appleMinute(2 * i));
  yield appleHealthXml.tail;
}

/** Joins small pieces into ~64 KB ones, so a zip is written streaming without a write per line. */
export function* inPieces(lines: Iterable<string>, size = 65_536): Generator<string> {
  let piece = '';
  for (const line of lines) {
    piece += line;
    if (piece.length >= size) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
