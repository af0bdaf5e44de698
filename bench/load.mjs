// The order page call under concurrent load: autocannon against a real gateway process (the
// built gateway/dist/server.js, request logging at the production default `info`, one line per
// request, stdout discarded; LOG_LEVEL overrides it) on the orders benchmark database (1,000,000
// orders for the demo shipper), 10 and 50 connections, DURATION seconds each. Target (issue 4):
// >= 2,000 req/s at p99 <= 50 ms. The load generator runs on the same 2 cores as the gateway and
// PostgreSQL, so each figure carries the machine's load average and the gateway's own CPU time
// per request (Linux /proc), which other processes on the machine disturb less than req/s.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { GATEWAY_DIST, gatewayModule, Pool, prepareOrdersData, seedFigures } from './seed.mjs';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3240);
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const TARGET = { requestsPerSecond: 2000, p99Ms: 50 };

async function waitForHealth(base, gateway) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) throw new Error(`gateway exited with ${gateway.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('gateway did not answer /health within 60 s');
}

/** CPU time (user + system) a process has used, in ms; null where /proc is missing. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU ms (user + system) of each PostgreSQL backend serving `database` now, by pid. */
function backendCpuMs(database) {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // 'postgres: 15/main: portal portal_bench_orders 127.0.0.1(37976) idle' (no autovacuum)
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      byPid.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/**
 * The CPU time the PostgreSQL backends of `database` use while it runs (sampled every 250 ms, so
 * a backend that ends meanwhile keeps what it used until its last sample); null without /proc.
 */
function postgresCpuMeter(database) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const last = backendCpuMs(database);
  let used = 0;
  const sample = () => {
    for (const [pid, ms] of backendCpuMs(database)) {
      used += ms - (last.get(pid) ?? 0);
      last.set(pid, ms);
    }
  };
  // a sample reads /proc (~1 ms of this process's CPU, counted with autocannon's)
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return used;
    },
  };
}

/** The machine's CPU time so far, busy and idle, in ms over all cores (/proc/stat); null without it. */
function machineCpuMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) * 10, idle: (idle + iowait) * 10 };
  } catch {
    return null;
  }
}

/** CPU ms per request between two readings (null when either is missing). */
function perRequest(before, after, requests) {
  if (before === null || after === null || requests === 0) return null;
  return Math.round(((after - before) / requests) * 1000) / 1000;
}

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/**
 * One autocannon run: `body` null makes it a GET. `target` holds the gateway's base URL, pid and
 * the name of its database.
 */
async function hammer(target, { headers, body, connections, path = '/customer-api/order/manage/page' }) {
  const { base, gatewayPid, database } = target;
  const loadBefore = loadAverage();
  const cpuBefore = cpuMsOf(gatewayPid);
  const postgres = postgresCpuMeter(database);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpuMs();
  const result = await autocannon({
    url: `${base}${path}`,
    ...(body === null
      ? { method: 'GET', headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    connections,
    duration: DURATION,
  });
  const cpuAfter = cpuMsOf(gatewayPid);
  const postgresUsed = postgres.stop();
  const bench = process.cpuUsage(benchBefore);
  const machineAfter = machineCpuMs();
  const requestsPerSecond = Math.round(result.requests.average);
  const gatewayCpuMsPerRequest = perRequest(cpuBefore, cpuAfter, result.requests.total);
  const postgresCpuMsPerRequest = perRequest(0, postgresUsed, result.requests.total);
  const loadGeneratorCpuMsPerRequest = perRequest(
    0,
    (bench.user + bench.system) / 1000,
    result.requests.total,
  );
  const cpuMsPerRequest =
    gatewayCpuMsPerRequest === null || postgresCpuMsPerRequest === null
      ? null
      : gatewayCpuMsPerRequest + postgresCpuMsPerRequest + loadGeneratorCpuMsPerRequest;
  const p99 = result.latency.p99;
  return {
    connections,
    loadAverage1m: { before: loadBefore[0], after: loadAverage()[0] },
    gatewayCpuMsPerRequest,
    // where the machine's cores go per request: PostgreSQL, and autocannon (this process)
    postgresCpuMsPerRequest,
    loadGeneratorCpuMsPerRequest,
    // everything else the machine ran meanwhile (other processes, interrupts), and its idle share
    otherCpuMsPerRequest:
      cpuMsPerRequest === null || !machineBefore || !machineAfter
        ? null
        : Math.round(
            ((machineAfter.busy - machineBefore.busy) / result.requests.total - cpuMsPerRequest) * 1000,
          ) / 1000,
    machineIdlePercent:
      !machineBefore || !machineAfter
        ? null
        : Math.round(
            ((machineAfter.idle - machineBefore.idle) /
              (machineAfter.idle - machineBefore.idle + machineAfter.busy - machineBefore.busy)) *
              100,
          ),
    // the rate these three alone would reach with every core free for them
    requestsPerSecondCpuBound:
      cpuMsPerRequest === null ? null : Math.round((availableParallelism() * 1000) / cpuMsPerRequest),
    seconds: DURATION,
    requests: result.requests.total,
    requestsPerSecond,
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    target: TARGET,
    met: requestsPerSecond >= TARGET.requestsPerSecond && p99 <= TARGET.p99Ms && result.non2xx === 0,
  };
}

export async function run() {
  const database = await prepareOrdersData();
  const { url } = database;
  const { createDatabase, closeDatabase } = gatewayModule('db/client.js');
  const { openSession } = gatewayModule('auth/session-store.js');
  const db = createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  const token = await openSession(db, database.userId);
  await closeDatabase(db);
  const pool = new Pool({ connectionString: url, max: 1 });
  const {
    rows: [deep],
  } = await pool.query(
    'select id from orders where customer_id = $1 order by created_at desc, id desc offset 499999 limit 1',
    [database.customerId],
  );
  await pool.end();

  // BENCH_LOAD_NODE_ARGS: node options for the gateway process (e.g. --cpu-prof)
  const nodeArgs = (process.env.BENCH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const gateway = spawn(process.execPath, [...nodeArgs, join(GATEWAY_DIST, 'server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      GATEWAY_PORT: String(PORT),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_SEED: '0',
      GATEWAY_TEST_HOOKS: '0',
      SIMULATOR_INTERVAL: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const target = { base, gatewayPid: gateway.pid, database: new URL(url).pathname.slice(1) };
  const results = {};
  try {
    await waitForHealth(base, gateway);
    const headers = { authToken: token, language: 'EN' };
    const firstPage = { current: 1, size: 20 };
    const check = await (
      await fetch(`${base}/customer-api/order/manage/page`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(firstPage),
      })
    ).json();
    if (check.code !== 1 || check.data.records.length !== 20)
      throw new Error(`order page answered ${JSON.stringify(check).slice(0, 200)}`);
    console.log('› warm-up');
    await autocannon({
      url: `${base}/customer-api/order/manage/page`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(firstPage),
      connections: 10,
      duration: 3,
    });
    for (const connections of [10, 50]) {
      console.log(`› first page, ${connections} connections`);
      results[`firstPage_${connections}`] = await hammer(target, { headers, body: firstPage, connections });
    }
    // The machine's ceiling for any call: the gateway's cheapest route, no database.
    console.log('› /health, 50 connections');
    const health = await hammer(target, { headers: {}, body: null, connections: 50, path: '/health' });
    results.health_50 = { ...health, met: undefined, target: undefined };
    console.log('› page 25,001 by afterId, 50 connections');
    results.afterIdPage25001_50 = await hammer(target, {
      headers,
      body: { current: 25_001, size: 20, afterId: Number(deep.id) },
      connections: 50,
    });
  } finally {
    gateway.kill('SIGTERM');
    await new Promise((resolve) => gateway.once('exit', resolve));
  }
  return {
    seedMs: database.seedMs,
    database: seedFigures(database),
    gateway: { process: join(GATEWAY_DIST, 'server.js'), logLevel: process.env.LOG_LEVEL ?? 'info' },
    targets: TARGET,
    metAll: Object.values(results).every((figure) => figure.met !== false),
    results,
  };
}
