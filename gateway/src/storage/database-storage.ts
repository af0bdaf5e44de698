import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fileObjectChunks, fileObjects, gatewaySecrets } from '../db/schema';
import {
  isValidStorageKey,
  type FileStorage,
  type PutOptions,
  type StoredFile,
  type StoredStream,
} from './file-storage';
import type { UrlSigner } from './url-signer';

/** Bytes per chunk row: small enough for one round trip each, large enough to keep rows few. */
export const CHUNK_BYTES = 1024 * 1024;

/** Raised when an object is larger than the storage takes (FILE_STORAGE_MAX_MB). */
export class ObjectTooLargeError extends Error {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(`object ${key} is larger than the storage's ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** Raised by an open object's stream when the object was replaced or removed while it was read. */
export class ObjectChangedError extends Error {
  constructor(readonly key: string) {
    super(`object ${key} was replaced or removed while it was read`);
    this.name = 'ObjectChangedError';
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * FileStorage in the gateway's database (tables file_objects and file_object_chunks), so that a
 * file written through one gateway is read through any other on the same PostgreSQL (ARCHITECTURE
 * §10). Bytes are kept in bytea chunks of CHUNK_BYTES; an object is written in one transaction
 * (readers see all of it or nothing, a killed writer leaves nothing behind) and a large export is
 * streamed from its temporary file chunk by chunk, never whole in memory. Signed URLs point at the
 * gateway's own view route, as with the local disk.
 *
 * @example
 * const storage = new DatabaseFileStorage(db, signer, '/customer-api/file/view/', 64 * 1024 * 1024);
 * await storage.put('a1b2.pdf', bytes, 'application/pdf', { expiresAt });
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(
    private readonly db: Database,
    private readonly signer: UrlSigner,
    private readonly viewPath: string,
    private readonly maxBytes: number,
  ) {}

  private checkKey(key: string): void {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  }

  /** Replaces the object under key with the chunks `chunks` yields, in one transaction. */
  private async write(
    key: string,
    contentType: string,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    options: PutOptions,
  ): Promise<void> {
    this.checkKey(key);
    await this.db.transaction(async (tx: Tx) => {
      await tx.delete(fileObjects).where(eq(fileObjects.key, key));
      await tx
        .insert(fileObjects)
        .values({ key, contentType, size: 0, expiresAt: options.expiresAt ?? null });
      let size = 0;
      let seq = 0;
      for await (const chunk of chunks) {
        if (chunk.length === 0) continue;
        size += chunk.length;
        if (size > this.maxBytes) throw new ObjectTooLargeError(key, this.maxBytes);
        await tx.insert(fileObjectChunks).values({ key, seq, data: chunk });
        seq += 1;
      }
      await tx.update(fileObjects).set({ size }).where(eq(fileObjects.key, key));
    });
  }

  async put(key: string, data: Buffer, contentType: string, options: PutOptions = {}): Promise<void> {
    const chunks: Buffer[] = [];
    for (let start = 0; start < data.length; start += CHUNK_BYTES)
      chunks.push(data.subarray(start, start + CHUNK_BYTES));
    await this.write(key, contentType, chunks, options);
  }

  /** Streams a file from disk (a large export) into chunks, never holding it whole. */
  async putFile(key: string, source: string, contentType: string, options: PutOptions = {}): Promise<void> {
    await this.write(key, contentType, createReadStream(source, { highWaterMark: CHUNK_BYTES }), options);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    const [object] = await this.db
      .select({ contentType: fileObjects.contentType, size: fileObjects.size })
      .from(fileObjects)
      .where(eq(fileObjects.key, key));
    if (!object) return null;
    const chunks = await this.db
      .select({ data: fileObjectChunks.data })
      .from(fileObjectChunks)
      .where(eq(fileObjectChunks.key, key))
      .orderBy(asc(fileObjectChunks.seq));
    const data = Buffer.concat(chunks.map((chunk) => chunk.data));
    // a writer replaced it between the two reads: the newer object on the next call
    if (data.length !== object.size) return this.get(key);
    return { data, contentType: object.contentType };
  }

  /**
   * The object as a stream that reads one chunk row at a time, as the reader takes them (one chunk
   * in memory, not the file: a 200,000-row export is tens of MB). No transaction is held open while
   * a slow client reads: each chunk is read on its own, from the same version of the object (the
   * row's xmin, which every write changes), and the stream fails with ObjectChangedError rather
   * than mix two versions when a writer replaced or removed it meanwhile.
   */
  async open(key: string): Promise<StoredStream | null> {
    if (!isValidStorageKey(key)) return null;
    const [object] = await this.db
      .select({
        contentType: fileObjects.contentType,
        size: fileObjects.size,
        version: sql<string>`${fileObjects}.xmin::text`,
      })
      .from(fileObjects)
      .where(eq(fileObjects.key, key));
    if (!object) return null;
    const chunkAt = async (seq: number): Promise<Buffer | undefined> => {
      const [row] = await this.db
        .select({ data: fileObjectChunks.data })
        .from(fileObjectChunks)
        .innerJoin(fileObjects, eq(fileObjects.key, fileObjectChunks.key))
        .where(
          and(
            eq(fileObjectChunks.key, key),
            eq(fileObjectChunks.seq, seq),
            sql`${fileObjects}.xmin::text = ${object.version}`,
          ),
        );
      return row?.data;
    };
    async function* chunks(): AsyncGenerator<Buffer> {
      let read = 0;
      for (let seq = 0; read < object.size; seq += 1) {
        const data = await chunkAt(seq);
        if (!data) throw new ObjectChangedError(key);
        read += data.length;
        yield data;
      }
    }
    return {
      stream: Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES }),
      size: object.size,
      contentType: object.contentType,
    };
  }

  async delete(key: string): Promise<void> {
    this.checkKey(key);
    await this.db.delete(fileObjects).where(eq(fileObjects.key, key));
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    this.checkKey(key);
    const { exp, sig } = this.signer.sign(key, expiresInSeconds);
    return `${this.viewPath}${encodeURIComponent(key)}?exp=${exp}&sig=${sig}`;
  }

  /** Removes the objects past their `expiresAt`, `batch` at a time; returns how many. */
  async purgeExpired(now: Date = new Date(), batch = 100): Promise<number> {
    let purged = 0;
    for (;;) {
      const due = await this.db
        .select({ key: fileObjects.key })
        .from(fileObjects)
        .where(and(isNotNull(fileObjects.expiresAt), lte(fileObjects.expiresAt, now)))
        .limit(batch);
      if (due.length === 0) return purged;
      await this.db.delete(fileObjects).where(
        inArray(
          fileObjects.key,
          due.map((row) => row.key),
        ),
      );
      purged += due.length;
    }
  }
}

/**
 * The secret `name` every gateway on the database shares: made (32 random bytes, hex) by the first
 * that asks, read by the others.
 *
 * @example
 * const secret = await sharedSecret(db, 'file-url');
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(gatewaySecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: gatewaySecrets.value })
    .from(gatewaySecrets)
    .where(eq(gatewaySecrets.name, name));
  return row.value;
}
