import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readZipDirectory } from './zip-directory';

/**
 * A minimal zip writer for tests, under the hand-made xlsx files of ./test-xlsx.ts and crafted zips
 * (an entry that declares a size it does not have, a smuggled entry, a zip bomb).
 */
export interface TestZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size written into the headers, when it should lie. */
  declaredSize?: number;
  /** Written as a local entry but left out of the central directory (a smuggled entry). */
  hidden?: boolean;
  /** Kept uncompressed (method 0), as SheetJS writes every entry. */
  stored?: boolean;
}

export function writeTestZip(entries: readonly TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const compressed = entry.stored ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    if (entry.hidden) {
      offset += 30 + name.length + compressed.length;
      continue;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = entries.filter((entry) => !entry.hidden).length;
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip, inflated, in the order of their local headers (the order a reader meets them). */
export function testZipEntries(zip: Buffer, maxEntries = 200): { name: string; data: Buffer }[] {
  return readZipDirectory(zip, maxEntries)
    .sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)
    .map((entry) => {
      const raw = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
      return { name: entry.name, data: entry.method === 8 ? inflateRawSync(raw) : Buffer.from(raw) };
    });
}
