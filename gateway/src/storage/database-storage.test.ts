// @postgres: the database file storage on the suite's engine (PGlite, or PostgreSQL in CI)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fileObjectChunks, fileObjects } from '../db/schema';
import { SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { sharedTestDatabase } from '../test/shared-database';
import {
  CHUNK_BYTES,
  DatabaseFileStorage,
  ObjectChangedError,
  ObjectTooLargeError,
  sharedSecret,
} from './database-storage';
import { UrlSigner } from './url-signer';

describe(`database file storage (${TEST_ENGINE})`, () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let storage: DatabaseFileStorage;
  const signer = new UrlSigner('secret');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'database-storage-test-'));

  beforeAll(async () => {
    ({ db, close: closeDb } = await sharedTestDatabase());
    storage = new DatabaseFileStorage(db, signer, '/customer-api/file/view/', 3 * CHUNK_BYTES);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await closeDb();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const chunksOf = async (key: string) =>
    (await db.select().from(fileObjectChunks).where(eq(fileObjectChunks.key, key))).length;

  it('puts, gets and deletes by key; a missing key reads null and deletes quietly', async () => {
    await storage.put('k1.txt', Buffer.from('hello'), 'text/plain');
    expect(await storage.get('k1.txt')).toEqual({ data: Buffer.from('hello'), contentType: 'text/plain' });
    await storage.delete('k1.txt');
    expect(await storage.get('k1.txt')).toBeNull();
    await expect(storage.delete('k1.txt')).resolves.toBeUndefined();
    expect(await storage.get('../escape')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
  });

  it('keeps a file over several chunks byte for byte, and an empty one', async () => {
    const data = Buffer.alloc(2 * CHUNK_BYTES + 5);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 7) % 251;
    await storage.put('big.bin', data, 'application/octet-stream');
    expect(await chunksOf('big.bin')).toBe(3);
    expect((await storage.get('big.bin'))?.data.equals(data)).toBe(true);
    await storage.put('empty.txt', Buffer.alloc(0), 'text/plain');
    expect(await storage.get('empty.txt')).toEqual({ data: Buffer.alloc(0), contentType: 'text/plain' });
  });

  /** What a stream yields, chunk by chunk. */
  const pieces = async (stream: NodeJS.ReadableStream): Promise<Buffer[]> => {
    const read: Buffer[] = [];
    for await (const piece of stream) read.push(piece as Buffer);
    return read;
  };

  it('opens a file of several chunks as a stream that yields them in order, byte for byte', async () => {
    const data = Buffer.alloc(3 * CHUNK_BYTES - 7);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 13 + (i >> 12)) % 253;
    await storage.put('streamed.bin', data, 'application/octet-stream');
    const opened = await storage.open('streamed.bin');
    expect(opened).toMatchObject({ size: data.length, contentType: 'application/octet-stream' });
    const read = await pieces(opened!.stream);
    // one chunk row at a time, never the whole file at once
    expect(read.map((piece) => piece.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES - 7]);
    expect(Buffer.concat(read).equals(data)).toBe(true);
    await storage.put('empty-stream.txt', Buffer.alloc(0), 'text/plain');
    const empty = await storage.open('empty-stream.txt');
    expect(empty?.size).toBe(0);
    expect(await pieces(empty!.stream)).toEqual([]);
    expect(await storage.open('missing.bin')).toBeNull();
    expect(await storage.open('../escape')).toBeNull();
  });

  it('fails a stream whose object is replaced or removed while it is read, never mixing versions', async () => {
    for (const change of ['replace', 'remove'] as const) {
      const key = `changing-${change}.bin`;
      await storage.put(key, Buffer.alloc(3 * CHUNK_BYTES, 0x61), 'application/octet-stream');
      const opened = await storage.open(key);
      const read: Buffer[] = [];
      let failure: unknown;
      try {
        for await (const piece of opened!.stream) {
          read.push(piece as Buffer);
          // after the first chunk (the stream may have read one ahead, of the same version)
          if (read.length === 1)
            if (change === 'replace')
              await storage.put(key, Buffer.alloc(3 * CHUNK_BYTES, 0x62), 'application/octet-stream');
            else await storage.delete(key);
        }
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(ObjectChangedError);
      const bytes = Buffer.concat(read);
      expect(bytes.length).toBeLessThan(3 * CHUNK_BYTES);
      expect(bytes.equals(Buffer.alloc(bytes.length, 0x61))).toBe(true);
    }
  });

  it('streams a file from disk (an export) into chunks, and a second put replaces the first', async () => {
    const source = path.join(scratch, 'export.partial');
    const data = Buffer.alloc(CHUNK_BYTES + 1, 0x41);
    fs.writeFileSync(source, data);
    await storage.putFile('export-1.xlsx', source, 'application/vnd.ms-excel');
    expect(await chunksOf('export-1.xlsx')).toBe(2);
    expect((await storage.get('export-1.xlsx'))?.data.equals(data)).toBe(true);
    await storage.put('export-1.xlsx', Buffer.from('v2'), 'text/plain');
    expect(await storage.get('export-1.xlsx')).toEqual({
      data: Buffer.from('v2'),
      contentType: 'text/plain',
    });
    expect(await chunksOf('export-1.xlsx')).toBe(1);
  });

  it('refuses an object over its size limit and leaves nothing of it', async () => {
    const source = path.join(scratch, 'huge.partial');
    fs.writeFileSync(source, Buffer.alloc(3 * CHUNK_BYTES + 1));
    await expect(storage.putFile('huge.bin', source, 'application/octet-stream')).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await storage.get('huge.bin')).toBeNull();
    expect(await chunksOf('huge.bin')).toBe(0);
  });

  it('purges the objects past their expiry, with their chunks, and keeps the others', async () => {
    const now = new Date();
    await storage.put('old.txt', Buffer.from('old'), 'text/plain', {
      expiresAt: new Date(now.getTime() - 1000),
    });
    await storage.put('later.txt', Buffer.from('later'), 'text/plain', {
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await storage.put('kept.txt', Buffer.from('kept'), 'text/plain');
    expect(await storage.purgeExpired(now, 1)).toBe(1);
    expect(await storage.get('old.txt')).toBeNull();
    expect(await chunksOf('old.txt')).toBe(0);
    expect((await storage.get('later.txt'))?.data.toString()).toBe('later');
    expect((await storage.get('kept.txt'))?.data.toString()).toBe('kept');
    expect(await storage.purgeExpired(new Date(now.getTime() + 7_200_000))).toBe(1);
    expect(await db.select().from(fileObjects).where(eq(fileObjects.key, 'later.txt'))).toEqual([]);
  });

  it('signs view URLs the signer verifies', async () => {
    const url = new URL(await storage.signedUrl('k2.png', 300), 'http://localhost');
    expect(url.pathname).toBe('/customer-api/file/view/k2.png');
    expect(signer.verify('k2.png', Number(url.searchParams.get('exp')), url.searchParams.get('sig')!)).toBe(
      true,
    );
  });

  it('makes one shared secret per name, the same for every caller', async () => {
    const [a, b] = await Promise.all([sharedSecret(db, 'test-secret'), sharedSecret(db, 'test-secret')]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await sharedSecret(db, 'another')).not.toBe(a);
  });
});
