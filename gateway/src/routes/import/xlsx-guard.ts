import { createInflateRaw } from 'node:zlib';
import { detectKind } from '../widgets/file-signature';
import { capError, ImportFileError } from './import-error';
import type { ImportLimits } from './limits';
import { locateWorkbookParts } from './xlsx-read/workbook-parts';
import { ZipEntries } from './xlsx-read/zip-entries';

/** One entry of a zip's central directory, with what its local header says. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
  /** Where the entry's central-directory record starts, and its length. */
  centralOffset: number;
  centralLength: number;
}

export interface CheckedXlsx {
  entries: ZipEntry[];
  /** The sum of the entries' uncompressed sizes, as counted while inflating. */
  unpackedBytes: number;
  /** The data rows the first sheet's `<dimension>` claims (it may lie; the reader counts again). */
  declaredRows: number | null;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;
/** Entries this small may compress at any ratio (an empty styles part compresses 50:1). */
const RATIO_FREE_BYTES = 1024 * 1024;
/** The head of the sheet read for its `<dimension>`, which Excel writes before the rows. */
const DIMENSION_PEEK_BYTES = 4096;

const notXlsx = () => new ImportFileError('import.notXlsx');

function u64(data: Buffer, at: number): number {
  const value = data.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notXlsx();
  return Number(value);
}

function endOfCentralDirectory(data: Buffer): { count: number; size: number; offset: number; at: number } {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const lowest = Math.max(0, data.length - 22 - MAX_U16);
  for (let at = data.length - 22; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    if (at + 22 + data.readUInt16LE(at + 20) !== data.length) continue;
    let count = data.readUInt16LE(at + 10);
    let size = data.readUInt32LE(at + 12);
    let offset = data.readUInt32LE(at + 16);
    let end = at;
    if (count === MAX_U16 || size === MAX_U32 || offset === MAX_U32) {
      const locator = at - 20;
      if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) throw notXlsx();
      const record = u64(data, locator + 8);
      if (record + 56 > locator || data.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) throw notXlsx();
      count = u64(data, record + 32);
      size = u64(data, record + 40);
      offset = u64(data, record + 48);
      end = record;
    }
    if (offset + size > end) throw notXlsx();
    return { count, size, offset, at: end };
  }
  throw notXlsx();
}

/** Sizes and offset from a zip64 extended-information extra field, where the 32-bit ones are full. */
function applyZip64Extra(extra: Buffer, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (at + 4 + length > extra.length) throw notXlsx();
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw notXlsx();
        const value = u64(extra, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === MAX_U32) entry.uncompressedSize = next();
      if (entry.compressedSize === MAX_U32) entry.compressedSize = next();
      if (entry.localHeaderOffset === MAX_U32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
  if (entry.uncompressedSize === MAX_U32 || entry.compressedSize === MAX_U32) throw notXlsx();
}

/**
 * The entries of a zip from its central directory, each checked against its local header, and the
 * entries checked to tile the file: no bytes hidden between them, so a streaming reader (which walks
 * the local headers) sees exactly what the directory declares.
 */
export function readZipDirectory(data: Buffer, maxEntries: number): ZipEntry[] {
  if (data.length < 22) throw notXlsx();
  const directory = endOfCentralDirectory(data);
  if (directory.count > maxEntries) throw notXlsx();
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = directory.offset;
  for (let i = 0; i < directory.count; i += 1) {
    if (at + 46 > directory.offset + directory.size || data.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw notXlsx();
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      name,
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      dataOffset: 0,
      centralOffset: at,
      centralLength: 46 + nameLength + extraLength + commentLength,
    };
    applyZip64Extra(data.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    // Encrypted entries, methods other than stored/deflate and repeated names are not an xlsx.
    if (entry.flags & 0x1 || (entry.method !== 0 && entry.method !== 8) || names.has(name)) throw notXlsx();
    names.add(name);
    const local = entry.localHeaderOffset;
    if (local + 30 > directory.offset || data.readUInt32LE(local) !== LOCAL_SIGNATURE) throw notXlsx();
    const localNameLength = data.readUInt16LE(local + 26);
    const localName = data.toString('utf8', local + 30, local + 30 + localNameLength);
    if (localName !== name || data.readUInt16LE(local + 8) !== entry.method) throw notXlsx();
    entry.dataOffset = local + 30 + localNameLength + data.readUInt16LE(local + 28);
    if (entry.dataOffset + entry.compressedSize > directory.offset) throw notXlsx();
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  assertTiled(data, entries, directory.offset);
  return entries;
}

function assertTiled(data: Buffer, entries: ZipEntry[], directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  let expected = 0;
  for (const entry of byOffset) {
    if (entry.localHeaderOffset !== expected) throw notXlsx();
    expected = entry.dataOffset + entry.compressedSize;
    if (entry.flags & 0x8) {
      // A data descriptor follows: 12 or 20 bytes, or 16 or 24 with its optional signature.
      const next = byOffset[byOffset.indexOf(entry) + 1]?.localHeaderOffset ?? directoryOffset;
      const gap = next - expected;
      const signed = expected + 4 <= data.length && data.readUInt32LE(expected) === DESCRIPTOR_SIGNATURE;
      if (!(signed ? [16, 24] : [12, 20]).includes(gap)) throw notXlsx();
      expected = next;
    }
  }
  if (expected !== directoryOffset) throw notXlsx();
}

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
