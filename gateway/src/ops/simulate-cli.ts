import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { closeDatabase, createDatabase, type Database } from '../db/client';
import { customers } from '../db/schema/core';
import { advance } from './simulator';
// The domains register what they do when a scan moves a parcel (COD lines, held parcels): load
// them as the gateway does, so the CLI's scans have the same effects as the gateway's.
import '../domains';

const USAGE = `Moves open orders one step along their way, as the courier's scans would.

  node dist/ops/simulate-cli.js [--steps N] [--watch SECONDS] [--customer CODE] [--seed N] [--limit N]

  --steps     steps per run (default 1)
  --watch     run again every SECONDS until interrupted
  --customer  only this customer's orders (customer code, e.g. C001)
  --seed      another seed, other parcels held or returned (default 1)
  --limit     orders per step (default 1000)

With the embedded PGlite database, stop the gateway first (one process at a time); with
PostgreSQL (DATABASE_URL) it runs beside the gateway.`;

async function customerIdOf(db: Database, code: string | undefined): Promise<number | undefined> {
  if (!code) return undefined;
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerCode, code));
  if (!row) throw new Error(`no customer ${code}`);
  return row.id;
}

async function runSteps(
  db: Database,
  steps: number,
  options: { customerId?: number; seed: number; limit: number },
) {
  for (let i = 0; i < steps; i += 1) {
    const result = await advance(db, { ...options, now: new Date() });
    const byTarget = new Map<string, number>();
    for (const move of result.moved) byTarget.set(move.to, (byTarget.get(move.to) ?? 0) + 1);
    const summary = [...byTarget].map(([status, n]) => `${status} ${n}`).join(', ') || 'nothing to move';
    console.log(`step ${i + 1}: ${result.moved.length} of ${result.examined} moved (${summary})`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      steps: { type: 'string', default: '1' },
      watch: { type: 'string' },
      customer: { type: 'string' },
      seed: { type: 'string', default: '1' },
      limit: { type: 'string', default: '1000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const steps = Number(values.steps);
  const watch = values.watch === undefined ? undefined : Number(values.watch);
  const seed = Number(values.seed);
  const limit = Number(values.limit);
  if (
    ![steps, seed, limit].every(Number.isInteger) ||
    steps < 1 ||
    limit < 1 ||
    (watch !== undefined && !(watch > 0))
  )
    throw new Error(`bad arguments\n\n${USAGE}`);
  const db = createDatabase(loadConfig());
  try {
    const options = { customerId: await customerIdOf(db, values.customer), seed, limit };
    await runSteps(db, steps, options);
    if (watch === undefined) return;
    const stop = new AbortController();
    process.once('SIGINT', () => stop.abort());
    process.once('SIGTERM', () => stop.abort());
    while (!stop.signal.aborted) {
      const slept = await sleep(watch * 1000, true, { signal: stop.signal }).catch(() => false);
      if (slept) await runSteps(db, steps, options);
    }
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
