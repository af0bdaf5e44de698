// The benchmarks' databases, seeded by the gateway's bulk seed (gateway/src/db/seed/bulk, loaded
// from the built gateway/dist): on the PostgreSQL server of BENCH_DATABASE_URL, or the local one
// (postgres://portal:portal@127.0.0.1:5432), one database per data set (`portal_bench_<name>`),
// made fresh with COPY and indexes built after, and reused while its seed marker (seed version,
// spec, row counts) still matches. Each suite asks only for what it measures.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './support.mjs';

const gatewayRequire = createRequire(join(root, 'gateway/package.json'));
export const { Pool } = gatewayRequire('pg');

/**
 * The built gateway (gateway/dist): `pnpm --filter gateway build` first.
 * BENCH_GATEWAY_DIST points at another build (an earlier commit's, for before/after figures).
 */
export const GATEWAY_DIST = process.env.BENCH_GATEWAY_DIST ?? join(root, 'gateway/dist');

export function gatewayModule(path) {
  return gatewayRequire(join(GATEWAY_DIST, path));
}

/** The seeding module (always this tree's build: it seeds, the measured gateway may be another). */
export function bulk() {
  try {
    return gatewayRequire(join(root, 'gateway/dist/db/seed/bulk/index.js'));
  } catch (error) {
    throw new Error(
      `the benchmarks seed through the built gateway: run \`pnpm --filter gateway build\` first`,
      {
        cause: error,
      },
    );
  }
}

const LOCAL_SERVER = 'postgres://portal:portal@127.0.0.1:5432';

/** The server benchmarks seed on, and the database BENCH_DATABASE_URL names (if any). */
export function benchServer() {
  const given = process.env.BENCH_DATABASE_URL;
  if (!given) return { serverUrl: LOCAL_SERVER, database: null };
  const url = new URL(given);
  const database = url.pathname.replace(/^\//, '') || null;
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), database };
}

/**
 * Null when the benchmarks' PostgreSQL answers, else the one line saying how to start it (the
 * README's Benchmarks steps).
 */
export async function postgresMissing() {
  const { serverUrl } = benchServer();
  const problem = await bulk().postgresProblem(serverUrl);
  return problem && bulk().startPostgresHint(serverUrl, problem);
}

/**
 * The database of data set `name` seeded to `spec` ({ orders, addresses }): `portal_bench_<name>`
 * (the `orders` set takes BENCH_DATABASE_URL's database when given). Returns where it is, the
 * demo shipper and admin, and `seedMs` (0 when a seeded database was reused) with the CPU the
 * seeding took in this process and the machine's load, which disturb the wall time.
 */
export async function prepareBenchData(name, spec) {
  const { serverUrl, database: given } = benchServer();
  const database = name === 'orders' && given ? given : `portal_bench_${name}`;
  const cpuBefore = process.cpuUsage();
  const loadBefore = loadavg()[0];
  const seeded = await bulk().prepareBenchDatabase({
    serverUrl,
    database,
    spec,
    log: (line) => console.log(line),
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ...seeded,
    nodeCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    loadAverage: [loadBefore, loadavg()[0]].map((x) => Math.round(x * 100) / 100),
  };
}

/** What a suite's JSON says about its data: url without password, and the seed figures. */
export function seedFigures(data) {
  const { url, ...rest } = data;
  return { ...rest, url: bulk().hidePassword(url) };
}

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);

/** The orders benchmarks' data set (orders-paging, load): BENCH_ORDERS orders with their scans. */
export function prepareOrdersData() {
  return prepareBenchData('orders', { orders: BENCH_ORDERS });
}

// `node bench/seed.mjs <set> orders=1000000 addresses=1000000`: seeds (or finds seeded) one data set
// without running a suite, e.g. the address books the account benches will read.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [name = 'orders', ...counts] = process.argv.slice(2);
  const spec = Object.fromEntries(counts.map((pair) => pair.split('=')).map(([k, v]) => [k, Number(v)]));
  const missing = await postgresMissing();
  if (missing) {
    console.log(missing);
    process.exit(1);
  }
  const data = await prepareBenchData(name, spec);
  console.log(JSON.stringify(seedFigures(data), null, 2));
}
