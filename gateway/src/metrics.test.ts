// @postgres: job queue depth read from pg-boss on the suite's engine
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from './jobs/types';
import { SETUP_TIMEOUT, TEST_ENGINE, createTestApp } from './test/helper';

const waitingProbe = defineJob({
  name: 'test.metrics-waiting',
  payload: z.object({}),
  handler: async () => undefined,
});

describe(`/metrics (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, (made) => made.jobs.define(waitingProbe));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return response.body;
  };

  it('times requests by route template, never by raw URL', async () => {
    for (const key of ['a1.png', 'b2.png'])
      await app.inject({
        method: 'GET',
        url: `/customer-api/file/view/${key}?exp=1&sig=x`,
        headers: { language: 'EN' },
      });
    await app.inject({ method: 'GET', url: '/customer-api/no/such/route/42' });
    const text = await scrape();
    const series = text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count'));
    const view = series.filter((line) => line.includes('route="/customer-api/file/view/:key"'));
    expect(view).toHaveLength(1);
    expect(view[0]).toMatch(/method="GET".*status_code="\d{3}"\} 2$/);
    expect(
      series.some((line) => line.includes('route="unmatched"') && line.includes('status_code="404"')),
    ).toBe(true);
    expect(text).not.toMatch(/a1\.png|b2\.png|route\/42/);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE http_pressure_refusals_total counter$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('reports the jobs waiting per kind and the age of the oldest', async () => {
    await app.jobs.send(waitingProbe, {}, { startAfterSeconds: 3600 });
    await app.jobs.send(waitingProbe, {}, { startAfterSeconds: 3600 });
    const text = await scrape();
    expect(text).toMatch(/^job_queue_depth\{queue="test\.metrics-waiting"\} 2$/m);
    expect(text).toMatch(/^job_queue_oldest_seconds\{queue="test\.metrics-waiting"\} \d+(\.\d+)?(e-\d+)?$/m);
  });

  it('is left out of the API document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('/metrics on a listener of its own (METRICS_LISTEN)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ metricsListen: '127.0.0.1:0', jobs: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    if (app.server.listening) await app.close();
  });

  it('answers there, and not on the gateway’s port', async () => {
    const { port } = app.metrics.server!.address() as AddressInfo;
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const gatewayPort = (app.server.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${gatewayPort}/metrics`)).status).toBe(404);
  });

  it('is closed with the gateway', async () => {
    const server = app.metrics.server!;
    await app.close();
    expect(server.listening).toBe(false);
  });
});
