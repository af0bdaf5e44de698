// Gateway start-up (issue 37 item 12): from `node gateway/dist/server.js` to its first /health answer,
// on a fresh embedded database (migrations run) and again on the same, migrated one; beside it the
// floor of the same minute: a bare Node HTTP server spawned the same way. No seed, no simulator.
// A start that takes seconds on a quiet machine can take ten on a busy one: the plugin timeout
// (START_TIMEOUT_SECONDS) gives every part 60 s, and this figure says how far from it we are.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, root } from './support.mjs';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const PORT = 3197;
const load = () => Math.round(loadavg()[0] * 100) / 100;

async function answers(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Milliseconds from spawn to the first good answer of `url`; then, when given, of `after`'s first
 * good answer (`[startMs, afterMs]`). The process is stopped after.
 */
async function startTime(args, env, url, after) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  try {
    await answers(url, child);
    const startMs = Math.round(performance.now() - started);
    if (!after) return startMs;
    const visited = performance.now();
    await answers(after, child);
    return [startMs, Math.round(performance.now() - visited)];
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const floorServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`;

export async function run() {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    const env = {
      PGLITE_DIR: join(dir, 'pglite'),
      UPLOAD_DIR: join(dir, 'uploads'),
      GATEWAY_PORT: String(PORT),
      GATEWAY_SEED: '0',
      SIMULATOR_INTERVAL: '0',
      LOG_LEVEL: 'warn',
    };
    delete process.env.DATABASE_URL;
    const health = `http://127.0.0.1:${PORT}/health`;
    try {
      const floorMs = await startTime(['-e', floorServer], {}, health);
      const freshMs = await startTime(['gateway/dist/server.js'], env, health);
      // the API docs (swagger-ui) are built on their first visit, not at start (issue 37 item 12)
      const [migratedMs, firstDocsMs] = await startTime(
        ['gateway/dist/server.js'],
        env,
        health,
        `http://127.0.0.1:${PORT}/docs`,
      );
      runs.push({
        floorMs,
        freshMs,
        migratedMs,
        firstDocsMs,
        migratedOverFloor: Math.round((migratedMs / floorMs) * 10) / 10,
        load: load(),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    runs,
    medians: {
      floorMs: median(runs.map((r) => r.floorMs)),
      freshMs: median(runs.map((r) => r.freshMs)),
      migratedMs: median(runs.map((r) => r.migratedMs)),
      firstDocsMs: median(runs.map((r) => r.firstDocsMs)),
    },
    startTimeoutSeconds: 60,
    note: 'embedded PGlite; fresh = first start with migrations; migrated = the next start on the same database; firstDocs = the first /docs answer after that start (swagger-ui is built then, not at start)',
  };
}
