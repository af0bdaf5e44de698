import { crc32 } from 'node:zlib';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { readZipDirectory, type ZipEntry } from '../../lib/xlsx-read/zip-directory';

const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;
const WORKSHEET = /^xl\/worksheets\//;

/**
 * Where an entry goes in a reader-friendly xlsx: the parts ExcelJS's streaming reader needs before
 * a sheet (package, relationships, workbook, styles, shared strings), then the rest, the sheets last.
 */
function rankOf(name: string): number {
  switch (name) {
    case '[Content_Types].xml':
      return 0;
    case '_rels/.rels':
      return 1;
    case 'xl/_rels/workbook.xml.rels':
      return 2;
    case 'xl/workbook.xml':
      return 3;
    case 'xl/styles.xml':
      return 4;
    case 'xl/sharedStrings.xml':
      return 5;
    default:
      return WORKSHEET.test(name) ? 7 : 6;
  }
}

/** Sheets by their number (sheet2 before sheet10), as the import picks the first; others stay put. */
function sheetOrder(a: string, b: string, rank: number): number {
  return rank === 7 ? a.localeCompare(b, 'en', { numeric: true }) : 0;
}

/** An empty shared-string table, stored (not deflated): added when a workbook has none. */
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
  'utf8',
);
const SHARED_STRINGS_NAME = Buffer.from('xl/sharedStrings.xml', 'utf8');

/** The local header, name and bytes of a stored entry, and its central-directory record. */
function storedEntry(name: Buffer, data: Buffer, crc: number): { local: Buffer; central: Buffer } {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  return { local: Buffer.concat([local, name, data]), central: Buffer.concat([central, name]) };
}

const EMPTY_SHARED_STRINGS_CRC = crc32(EMPTY_SHARED_STRINGS);

/** The central-directory record of an entry with its local header moved to `offset`. */
function movedCentralRecord(data: Buffer, entry: ZipEntry, offset: number): Buffer {
  const record = Buffer.from(data.subarray(entry.centralOffset, entry.centralOffset + entry.centralLength));
  if (record.readUInt32LE(42) !== MAX_U32) {
    record.writeUInt32LE(offset, 42);
    return record;
  }
  // The offset lives in the zip64 extra field, after the sizes that are full in the record.
  const nameLength = record.readUInt16LE(28);
  const extraLength = record.readUInt16LE(30);
  for (let at = 46 + nameLength; at + 4 <= 46 + nameLength + extraLength;) {
    const id = record.readUInt16LE(at);
    const length = record.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      if (record.readUInt32LE(24) === MAX_U32) field += 8;
      if (record.readUInt32LE(20) === MAX_U32) field += 8;
      record.writeBigUInt64LE(BigInt(offset), field);
      return record;
    }
    at += 4 + length;
  }
  throw new ImportFileError('import.notXlsx');
}

/**
 * The import reads sheets with ./xlsx-read/ (entry order does not matter there); this module feeds
 * ExcelJS's streaming reader, which tests keep as the reference the new reader is compared with
 * (./xlsx-read/test-exceljs-rows.ts).
 *
 * The bytes of an xlsx in the order ExcelJS's streaming reader reads reliably, as slices of the
 * original (no entry is inflated or recompressed) and a new central directory.
 *
 * Why: ExcelJS 4.4.0's WorkbookReader parks a worksheet that comes before the workbook and shared
 * strings in a temporary file and parses it after the zip iteration; that iteration sometimes ends
 * early, before xl/workbook.xml, and the read fails inside ExcelJS (about one read in five of a
 * file written by SheetJS or by ExcelJS's own streaming writer, which both put the sheets first).
 * With the workbook, its relationships and the shared strings first, the sheet is parsed straight
 * from the zip. A workbook without shared strings (inline strings only) gets an empty table, so its
 * sheets take the same direct path.
 *
 * @example
 * const input = new PassThrough();
 * for (const chunk of readerFriendlyXlsx(bytes, 200)) input.write(chunk);
 * input.end();
 */
export function readerFriendlyXlsx(data: Buffer, maxEntries: number): Buffer[] {
  const entries = readZipDirectory(data, maxEntries);
  if (entries.length === 0) throw new ImportFileError('import.notXlsx');
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  // Each entry's local bytes run to the next entry's header (its data descriptor included); the
  // last one's to the central directory, whose first record is the first entry's.
  const directoryOffset = Math.min(...entries.map((entry) => entry.centralOffset));
  const ends = new Map<ZipEntry, number>();
  byOffset.forEach((entry, i) => ends.set(entry, byOffset[i + 1]?.localHeaderOffset ?? directoryOffset));
  const ordered = [...entries].sort(
    (a, b) => rankOf(a.name) - rankOf(b.name) || sheetOrder(a.name, b.name, rankOf(a.name)),
  );
  const chunks: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let sharedStrings = entries.some((entry) => entry.name === 'xl/sharedStrings.xml');
  for (const entry of ordered) {
    if (!sharedStrings && rankOf(entry.name) > 5) {
      const stored = storedEntry(SHARED_STRINGS_NAME, EMPTY_SHARED_STRINGS, EMPTY_SHARED_STRINGS_CRC);
      stored.central.writeUInt32LE(offset, 42);
      chunks.push(stored.local);
      centrals.push(stored.central);
      offset += stored.local.length;
      sharedStrings = true;
    }
    const local = data.subarray(entry.localHeaderOffset, ends.get(entry));
    chunks.push(local);
    centrals.push(movedCentralRecord(data, entry, offset));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = centrals.length;
  if (count > MAX_U16 || offset > MAX_U32 || directory.length > MAX_U32)
    throw new ImportFileError('import.notXlsx');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  chunks.push(directory, end);
  return chunks;
}
