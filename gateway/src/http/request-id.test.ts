// @postgres: a job queued by a request logs that request's id (pg-boss on the suite's engine)
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/types';
import { SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { sharedTestDatabase } from '../test/shared-database';
import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id of a header', () => {
  it('is carried when it is a short token, replaced by a new UUID otherwise', () => {
    const of = (value?: string | string[]) =>
      requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } });
    expect(of('lb-7f3a.01:2')).toBe('lb-7f3a.01:2');
    expect(of('a'.repeat(128))).toBe('a'.repeat(128));
    for (const bad of [undefined, '', 'a'.repeat(129), 'two words', 'x\r\nforged: 1', '-leading', ['a', 'b']])
      expect(of(bad)).toMatch(UUID);
    expect(of()).not.toBe(of());
  });
});

describe(`X-Request-Id through a gateway (${TEST_ENGINE})`, () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const ran: string[] = [];
  const probe = defineJob({
    name: 'test.request-id-probe',
    payload: z.object({ note: z.string() }).strict(),
    handler: async ({ note }, ctx) => {
      ctx.log.info({ note }, 'probe job ran');
      ran.push(note);
    },
  });

  beforeAll(async () => {
    ({ db, close: closeDb } = await sharedTestDatabase());
    app = await buildApp({ db, config: testConfig({ logLevel: 'info' }), logStream: stream });
    await app.jobs.define(probe);
    app.get('/test/queue-probe', { config: { permission: 'public' } }, async (request) => {
      request.log.info('queueing the probe');
      await app.jobs.send(probe, { note: 'from a request' });
      return { ok: true };
    });
    await app.ready();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await closeDb();
  });

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('echoes a given id on the answer and writes it in every line of the request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/customer-api/no-such-route',
      headers: { 'x-request-id': 'edge-42', language: 'EN' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('edge-42');
    expect(linesOf('edge-42').map((line) => line.msg)).toContain('request');
  });

  it('answers a new id for a missing or unfit one, on errors of the router too', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/health/live' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    const unfit = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'a b' },
    });
    expect(unfit.headers['x-request-id']).toMatch(UUID);
    // a URL the router cannot decode: answered before any hook
    const broken = await app.inject({
      method: 'GET',
      url: '/customer-api/order/detail/%E0%A4%A',
      headers: { 'x-request-id': 'broken-1' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.headers['x-request-id']).toBe('broken-1');
  });

  it('passes the id to the job the request queues: the job’s lines carry it, its payload does not', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/test/queue-probe',
      headers: { 'x-request-id': 'queue-7' },
    });
    expect(response.headers['x-request-id']).toBe('queue-7');
    for (const started = Date.now(); ran.length === 0 && Date.now() - started < 20_000;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // the strict payload schema passed: the id travels beside the payload, not in it
    expect(ran).toEqual(['from a request']);
    const messages = linesOf('queue-7').map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['queueing the probe', 'probe job ran']));
    expect(linesOf('queue-7').find((line) => line.msg === 'probe job ran')).toMatchObject({
      job: 'test.request-id-probe',
      note: 'from a request',
    });
  });
});
