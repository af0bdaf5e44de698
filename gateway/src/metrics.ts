import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolsOf } from './db/client';

/** The gateway's Prometheus registry and the counters other parts add to. */
export interface GatewayMetrics {
  registry: Registry;
  /** Requests answered 503 by the back-pressure check (app.ts's pressureHandler). */
  pressureRefusals: Counter;
  /** The listener of METRICS_LISTEN once the app is ready; undefined when on the gateway's port. */
  server?: http.Server;
}

/** Seconds: a list page is tens of milliseconds, an import or a label batch up to 120 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** How long a scrape waits for the job queue's depth before it answers without it. */
const DEPTH_TIMEOUT_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics of one gateway (ARCHITECTURE §14), in a registry of its own (several apps
 * share a test process): the process's defaults (CPU, memory, event-loop lag), the duration of each
 * request by method, route TEMPLATE (`/customer-api/order/detail/:id`, never the raw URL: one series
 * per route, not per id) and status, the PostgreSQL pools' connections (total, idle, waiting), the
 * job queue's depth and oldest job per kind, and the back-pressure refusals.
 *
 * Served at `GET /metrics` on the gateway's port, or with METRICS_LISTEN (`host:port`) on a
 * listener of its own and not on the gateway's. nginx proxies only the API bases, so neither is
 * reachable through the public site (deploy/nginx/portal.conf.template).
 *
 * @example
 * const metrics = createMetrics(app); // before the routes; serveMetrics(app, metrics) with them
 * metrics.pressureRefusals.inc();
 */
export function createMetrics(app: FastifyInstance): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pressureRefusals = new Counter({
    name: 'http_pressure_refusals_total',
    help: 'Requests answered 503 with Retry-After because the gateway was saturated',
    registers: [registry],
  });
  const pools = poolsOf(app.db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of a pool (requests or jobs): total open, idle, and callers waiting for one',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      if (!pools) return;
      for (const [name, pool] of Object.entries(pools)) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  const queued = '$client' in app.db && app.config.jobs !== 'off';
  const depths = () =>
    within(app.jobs.depths(), DEPTH_TIMEOUT_MS).catch((error: unknown) => {
      // a scrape still answers (the pools and durations say why the database is slow)
      app.log.warn({ err: error }, 'metrics: the job queue depth was not read');
      return [];
    });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run (queued or waiting for a retry), by kind',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!queued) return;
      const rows = await depths();
      this.reset();
      for (const row of rows) this.set({ queue: row.name }, row.waiting);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting to run, by kind',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!queued) return;
      const rows = await depths();
      this.reset();
      for (const row of rows) this.set({ queue: row.name }, row.oldestSeconds);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  return { registry, pressureRefusals };
}

/**
 * Serves the registry: `GET /metrics` on the gateway's port (after the auth plugin, as every
 * route), or on the METRICS_LISTEN listener, opened when the app is ready (Fastify's onListen hooks
 * do not hold listen() back) and closed with it.
 *
 * @example
 * serveMetrics(app, metrics);
 */
export function serveMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  const { registry } = metrics;
  const listen = app.config.metricsListen;
  if (!listen) {
    app.get(
      '/metrics',
      // public like the probes (never proxied by nginx), and open under pressure: that is when it matters
      { config: { permission: 'public', pressureHandler: () => null }, schema: { hide: true } },
      async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
    );
    return;
  }
  const colon = listen.lastIndexOf(':');
  const [host, port] = [listen.slice(0, colon).replace(/^\[|\]$/g, ''), Number(listen.slice(colon + 1))];
  app.addHook('onReady', async () => {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    metrics.server = server;
    app.log.info({ address: server.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const server = metrics.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
