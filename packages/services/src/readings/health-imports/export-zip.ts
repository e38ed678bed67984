import { stat } from 'node:fs/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { InvalidInputError } from '../../errors';
import { IMPORT_BOUNDS, type ImportLimits } from './import-limits';
import { PARSE_MESSAGES } from './imported-record';

const EXPORT_XML = /(^|\/)export\.xml$/;
const NESTED_ZIP = /\.zip$/i;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // validateEntrySizes (yauzl's default, said here because the bound below relies on it): an entry's
    // stream fails as soon as it inflates past the size the central directory declares.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(new InvalidInputError(PARSE_MESSAGES.notZip)) : resolve(zip)),
    ),
  );
}

/** Every entry of the central directory (no data is inflated to list them). */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new InvalidInputError(PARSE_MESSAGES.notZip)));
    zip.readEntry();
  });
}

/**
 * Opens an Apple Health export.zip within the bounds of section 11 and gives its export.xml as a stream:
 * at most 10,000 entries, no zip inside, and entries that would inflate in all past 100 times the upload
 * or past IMPORT_MAX_MB × 20 are refused before anything is inflated. The sizes are the central
 * directory's, which yauzl holds each entry's stream to. The caller closes the zip.
 */
export async function openExportXml(
  path: string,
  limits: ImportLimits,
): Promise<{ zip: ZipFile; xml: NodeJS.ReadableStream }> {
  const { size } = await stat(path);
  const zip = await openZip(path);
  try {
    if (zip.entryCount > IMPORT_BOUNDS.zipEntries)
      throw new InvalidInputError(PARSE_MESSAGES.tooManyEntries(IMPORT_BOUNDS.zipEntries));
    const entries = await listEntries(zip);
    if (entries.some((entry) => NESTED_ZIP.test(entry.fileName)))
      throw new InvalidInputError(PARSE_MESSAGES.nestedZip);
    const inflated = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    const allowed = Math.min(
      size * IMPORT_BOUNDS.inflationRatio,
      limits.maxUploadBytes * IMPORT_BOUNDS.inflatedUploadMultiple,
    );
    if (inflated > allowed) throw new InvalidInputError(PARSE_MESSAGES.inflatesTooMuch);
    const entry = entries.find((candidate) => EXPORT_XML.test(candidate.fileName));
    if (!entry) throw new InvalidInputError(PARSE_MESSAGES.noExport);
    const xml = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(new InvalidInputError(PARSE_MESSAGES.notZip)) : resolve(readable),
      ),
    );
    return { zip, xml };
  } catch (error) {
    zip.close();
    throw error;
  }
}
