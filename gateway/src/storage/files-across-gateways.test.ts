// @postgres: two gateways on one database, each with a folder of its own (as on two hosts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type GatewayConfig } from '../config';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/core';
import { SETUP_TIMEOUT, TEST_ENGINE, authHeaders, body, login } from '../test/helper';
import { sharedTestDatabase } from '../test/shared-database';
import { CHUNK_BYTES } from './database-storage';
import { DatabaseFileStorage, LocalDiskStorage, filesInDatabase } from '.';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One PNG as a browser's multipart upload (`data`: the seeded one-pixel PNG unless given). */
function pngUpload(name: string, data = PNG): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----across-gateways';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`files written through one gateway, read through another (${TEST_ENGINE})`, () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'files-across-gateways-'));

  beforeAll(async () => {
    ({ db, close: closeDb } = await sharedTestDatabase());
    // no UPLOAD_URL_SECRET: the gateways share the one kept in the database. On PostgreSQL the
    // default ('auto') picks the database storage; the embedded PGlite is told to.
    const gateway = async (name: string) => {
      const config: Partial<GatewayConfig> = {
        uploadDir: path.join(scratch, name),
        uploadUrlSecret: '',
        jobs: 'off',
        ...(TEST_ENGINE === 'PGlite' ? { fileStorage: 'database' as const } : {}),
      };
      const app = await buildApp({ db, config: testConfig(config) });
      await app.ready();
      return app;
    };
    [a, b] = [await gateway('a'), await gateway('b')];
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeDb();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('serves through gateway B the upload stored through gateway A, by A’s signed link', async () => {
    expect(a.files.storage).toBeInstanceOf(DatabaseFileStorage);
    const token = await login(a, 'demo', DEMO_PASSWORD);
    const form = pngUpload('parcel.png');
    const uploaded = body(
      await a.inject({
        method: 'POST',
        url: '/customer-api/file/upload',
        payload: form.payload,
        headers: { ...authHeaders(token), ...form.headers },
      }),
    );
    expect(uploaded.code).toBe(1);
    const viewed = await b.inject({ method: 'GET', url: uploaded.data.url });
    expect([viewed.statusCode, viewed.headers['content-type']]).toEqual([200, 'image/png']);
    expect(viewed.rawPayload.equals(PNG)).toBe(true);
    // nothing of it on either gateway's disk
    for (const name of ['a', 'b'])
      expect(fs.existsSync(path.join(scratch, name, uploaded.data.key))).toBe(false);
  });

  it('streams through B an upload of several chunks that A stored, byte for byte, with its length', async () => {
    const token = await login(a, 'demo', DEMO_PASSWORD);
    // a PNG by its signature, 2.5 chunks long
    const data = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(CHUNK_BYTES * 2.5 - 8)]);
    for (let i = 8; i < data.length; i += 1) data[i] = (i * 17 + (i >> 16)) % 256;
    const form = pngUpload('large.png', data);
    const uploaded = body(
      await a.inject({
        method: 'POST',
        url: '/customer-api/file/upload',
        payload: form.payload,
        headers: { ...authHeaders(token), ...form.headers },
      }),
    );
    expect(uploaded.code).toBe(1);
    const viewed = await b.inject({ method: 'GET', url: uploaded.data.url });
    expect([viewed.statusCode, viewed.headers['content-length']]).toEqual([200, String(data.length)]);
    expect(viewed.rawPayload.equals(data)).toBe(true);
  });

  it('lets B delete what A stored, and A then finds nothing', async () => {
    await a.files.storage.put('shared-note.txt', Buffer.from('one copy'), 'text/plain');
    expect((await b.files.storage.get('shared-note.txt'))?.data.toString()).toBe('one copy');
    await b.files.storage.delete('shared-note.txt');
    expect(await a.files.storage.get('shared-note.txt')).toBeNull();
  });
});

describe('which file storage a gateway uses (FILE_STORAGE)', () => {
  it(
    'puts files in the database on PostgreSQL, on disk on PGlite, unless told',
    async () => {
      const { db, close } = await sharedTestDatabase();
      try {
        expect(filesInDatabase({ fileStorage: 'auto' }, db)).toBe(TEST_ENGINE === 'PostgreSQL');
        expect(filesInDatabase({ fileStorage: 'database' }, db)).toBe(true);
        expect(filesInDatabase({ fileStorage: 'disk' }, db)).toBe(false);
        const app = await buildApp({ db, config: testConfig({ fileStorage: 'disk', jobs: 'off' }) });
        expect(app.files.storage).toBeInstanceOf(LocalDiskStorage);
        await app.close();
      } finally {
        await close();
      }
    },
    SETUP_TIMEOUT,
  );
});
