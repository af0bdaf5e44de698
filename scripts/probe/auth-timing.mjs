#!/usr/bin/env node
// Timing probe for account enumeration (issue 16 part 4): how long `mail/sendCaptcha` and
// `forgetPassword` take for a known and an unknown address / account. A probe, not a test: it
// prints medians (and p90) of N calls each, interleaved known / unknown so drift hits both alike.
//
//   node scripts/probe/auth-timing.mjs            # starts its own gateway (gateway/dist, fresh PGlite)
//   node scripts/probe/auth-timing.mjs --url http://127.0.0.1:3110 --n 50
//
// A gateway given with --url needs test hooks on (GATEWAY_TEST_HOOKS=1: forgetPassword needs a
// solved captcha) and a credential rate limit above 4 * N a minute (CREDENTIAL_RATE_LIMIT).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const N = Number(option('n', 50));
const WARM_UP = 5;

const KNOWN_MAIL = 'demo@example.co.id'; // verified on the seeded account `demo`
const UNKNOWN_MAIL = 'nobody.here@example.co.id';
const KNOWN_LOGIN = 'demo';
const UNKNOWN_LOGIN = 'nobody_here';

function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function startGateway() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'auth-timing-'));
  const child = spawn(process.execPath, [join(root, 'gateway/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      PGLITE_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
      GATEWAY_SEED: '1',
      GATEWAY_TEST_HOOKS: '1',
      CREDENTIAL_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, 120_000);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref();
    },
  };
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'EN' },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function solvedCaptcha(base) {
  const { vck } = (await (await fetch(`${base}/customer-api/captcha`)).json()).data;
  const answer = (await (await fetch(`${base}/customer-api/test/captcha?vck=${vck}`)).json()).data.answer;
  return { vck, verifyCode: answer };
}

/** ms of one call; `prepare` runs untimed before it (a fresh captcha). */
async function timed(call, prepare) {
  const input = prepare ? await prepare() : undefined;
  const started = performance.now();
  const body = await call(input);
  const ms = performance.now() - started;
  if (body.code !== 1) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
  return ms;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function probe(name, known, unknown, prepare) {
  for (let i = 0; i < WARM_UP; i += 1) {
    await timed(known, prepare);
    await timed(unknown, prepare);
  }
  const samples = { known: [], unknown: [] };
  for (let i = 0; i < N; i += 1) {
    // alternate which goes first, so neither always follows the other's queued mail
    const order = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) samples[kind].push(await timed(kind === 'known' ? known : unknown, prepare));
  }
  const row = (kind) =>
    `${name.padEnd(16)} ${kind.padEnd(8)} median ${median(samples[kind]).toFixed(2).padStart(6)} ms   p90 ${quantile(samples[kind], 0.9).toFixed(2).padStart(6)} ms   (n=${N})`;
  console.log(row('known'));
  console.log(row('unknown'));
  return { known: median(samples.known), unknown: median(samples.unknown) };
}

const given = option('url');
const gateway = given ? { url: given, stop: () => undefined } : await startGateway();
try {
  const base = gateway.url;
  console.log(`auth timing probe against ${base}`);
  await probe(
    'mail/sendCaptcha',
    () => postJson(`${base}/customer-api/mail/sendCaptcha`, { mail: KNOWN_MAIL }),
    () => postJson(`${base}/customer-api/mail/sendCaptcha`, { mail: UNKNOWN_MAIL }),
  );
  await probe(
    'forgetPassword',
    (captcha) => postJson(`${base}/customer-api/forgetPassword`, { loginCode: KNOWN_LOGIN, ...captcha }),
    (captcha) => postJson(`${base}/customer-api/forgetPassword`, { loginCode: UNKNOWN_LOGIN, ...captcha }),
    () => solvedCaptcha(base),
  );
} finally {
  gateway.stop();
}
