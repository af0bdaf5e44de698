import { createInflateRaw } from 'node:zlib';
import { capError, ImportFileError } from './import-error';
import type { ImportLimits } from './limits';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { unreadable } from './unreadable';

/** Inflated chunks are this large: few enough turns of the stream, small enough to stay cheap. */
const INFLATE_CHUNK_BYTES = 64 * 1024;

/**
 * The entries of an xlsx held in memory, found through the zip's central directory (entry order
 * does not matter), each inflated on demand as a stream of chunks. Every byte inflated counts
 * against the unpacked cap of `limits`, across all the entries read; an entry that inflates past the
 * size it declared, a broken deflate stream or directory is 'import.unreadable'.
 *
 * @example
 * const zip = new ZipEntries(bytes, limits);
 * for await (const chunk of zip.inflate(zip.find('xl/workbook.xml')!)) use(chunk);
 */
export class ZipEntries {
  private readonly byName = new Map<string, ZipEntry>();
  private readonly byLowerName = new Map<string, ZipEntry>();
  private inflatedBytes = 0;

  constructor(
    private readonly data: Buffer,
    private readonly limits: ImportLimits,
  ) {
    let entries: ZipEntry[];
    try {
      entries = readZipDirectory(data, limits.maxZipEntries);
    } catch (error) {
      if (error instanceof ImportFileError) throw unreadable();
      throw error;
    }
    for (const entry of entries) {
      this.byName.set(entry.name, entry);
      // Part names are case-insensitive in a package (OPC); the exact spelling wins.
      if (!this.byLowerName.has(entry.name.toLowerCase()))
        this.byLowerName.set(entry.name.toLowerCase(), entry);
    }
  }

  /** The entry of a part name (`xl/workbook.xml`, no leading slash), exact or case-insensitive. */
  find(name: string): ZipEntry | undefined {
    return this.byName.get(name) ?? this.byLowerName.get(name.toLowerCase());
  }

  /** All entry names, in directory order. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /** The bytes inflated so far by this reader, over all entries. */
  get unpackedBytes(): number {
    return this.inflatedBytes;
  }

  /** The entry's bytes, inflated chunk by chunk; stopping early frees the inflater. */
  async *inflate(entry: ZipEntry): AsyncGenerator<Buffer> {
    const compressed = this.data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) {
      if (compressed.length !== entry.uncompressedSize) throw unreadable();
      for (let at = 0; at < compressed.length; at += INFLATE_CHUNK_BYTES) {
        const chunk = compressed.subarray(at, at + INFLATE_CHUNK_BYTES);
        this.count(chunk.length, 0, entry);
        yield chunk;
      }
      return;
    }
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    inflater.end(compressed);
    let entryBytes = 0;
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) {
        this.count(chunk.length, entryBytes, entry);
        entryBytes += chunk.length;
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw unreadable();
    } finally {
      inflater.destroy();
    }
    if (entryBytes !== entry.uncompressedSize) throw unreadable();
  }

  /** A whole (small) entry as UTF-8 text, within the same caps. */
  async text(entry: ZipEntry): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.inflate(entry)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  private count(bytes: number, entryBytesBefore: number, entry: ZipEntry): void {
    this.inflatedBytes += bytes;
    if (this.inflatedBytes > this.limits.maxUnpackedBytes)
      throw capError('import.unpackedTooLarge', this.limits);
    if (entryBytesBefore + bytes > entry.uncompressedSize) throw unreadable();
  }
}
