import { ImportFileError } from './import-error';

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

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

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
