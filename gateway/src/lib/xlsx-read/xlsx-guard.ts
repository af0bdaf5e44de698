import { createInflateRaw } from 'node:zlib';
import { detectKind } from '../files/file-signature';
import { capError, ImportFileError } from './import-error';
import type { ImportLimits } from './limits';
import { locateWorkbookParts } from './workbook-parts';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { ZipEntries } from './zip-entries';

export interface CheckedXlsx {
  entries: ZipEntry[];
  /** The sum of the entries' uncompressed sizes, as counted while inflating. */
  unpackedBytes: number;
  /** The data rows the first sheet's `<dimension>` claims (it may lie; the reader counts again). */
  declaredRows: number | null;
}

/** Entries this small may compress at any ratio (an empty styles part compresses 50:1). */
const RATIO_FREE_BYTES = 1024 * 1024;
/** The head of the sheet read for its `<dimension>`, which Excel writes before the rows. */
const DIMENSION_PEEK_BYTES = 4096;

const notXlsx = () => new ImportFileError('import.notXlsx');

/**
 * Inflates one entry, counting and discarding the bytes (memory stays flat). Refuses an entry that
 * inflates past what it declared or past the remaining budget: the declared sizes are a claim only.
 */
async function inflateCounting(
  data: Buffer,
  entry: ZipEntry,
  budget: number,
  tooLarge: () => ImportFileError,
): Promise<number> {
  const compressed = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const cap = Math.min(entry.uncompressedSize, budget);
  if (entry.method === 0) {
    if (compressed.length !== entry.uncompressedSize) throw notXlsx();
    return compressed.length;
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let bytes = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > cap) fail(bytes > budget ? tooLarge() : notXlsx());
    });
    inflate.on('error', () => fail(notXlsx()));
    inflate.on('end', () => {
      if (settled) return;
      settled = true;
      if (bytes !== entry.uncompressedSize) reject(notXlsx());
      else resolve(bytes);
    });
    inflate.end(compressed);
  });
}

/** The data rows (below the header) a sheet's `<dimension ref="A1:AB501"/>` claims, if it has one. */
export function declaredDataRows(sheetHead: string): number | null {
  const match = /<(?:\w+:)?dimension\s+ref="[A-Z]*\d*:?[A-Z]*(\d+)"/.exec(sheetHead);
  return match ? Math.max(0, Number(match[1]) - 1) : null;
}

/**
 * The data rows the `<dimension>` of the sheet the import reads claims: the workbook's first sheet,
 * located as the reader locates it (./xlsx-read/workbook-parts), not the lowest-numbered sheet file.
 * A workbook whose first sheet cannot be found is not an xlsx.
 */
async function declaredRowsOfFirstSheet(data: Buffer, limits: ImportLimits): Promise<number | null> {
  const zip = new ZipEntries(data, limits);
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    const { firstSheet } = await locateWorkbookParts(zip);
    for await (const chunk of zip.inflate(firstSheet)) {
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= DIMENSION_PEEK_BYTES) break;
    }
  } catch (error) {
    if (error instanceof ImportFileError && error.failureCode === 'import.unreadable') throw notXlsx();
    throw error;
  }
  return declaredDataRows(Buffer.concat(head).subarray(0, DIMENSION_PEEK_BYTES).toString('utf8'));
}

/**
 * Checks an uploaded file before any xlsx parser touches it: a zip (magic bytes) that holds an
 * xlsx (content types, workbook and its first sheet), every entry within the caps by its declared
 * size and by the bytes it really inflates to, and the declared rows of the sheet the import reads
 * within the row cap.
 *
 * @example
 * await checkXlsx(bytes, limits); // throws ImportFileError('import.unpackedTooLarge') for a zip bomb
 */
export async function checkXlsx(data: Buffer, limits: ImportLimits): Promise<CheckedXlsx> {
  if (data.length > limits.maxFileBytes) throw capError('import.fileTooLarge', limits);
  const tooLarge = () => capError('import.unpackedTooLarge', limits);
  if (detectKind(data) !== 'xlsx') throw notXlsx();
  const entries = readZipDirectory(data, limits.maxZipEntries);
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();

  let declared = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    if (declared > limits.maxUnpackedBytes) throw tooLarge();
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_FREE_BYTES && ratio > limits.maxEntryRatio) throw tooLarge();
  }

  let unpackedBytes = 0;
  for (const entry of entries)
    unpackedBytes += await inflateCounting(data, entry, limits.maxUnpackedBytes - unpackedBytes, tooLarge);
  // Every entry inflates to what it declares, within the caps: the workbook can be read now.
  const declaredRows = await declaredRowsOfFirstSheet(data, limits);
  if (declaredRows !== null && declaredRows > limits.maxRows) throw capError('import.tooManyRows', limits);
  return { entries, unpackedBytes, declaredRows };
}
