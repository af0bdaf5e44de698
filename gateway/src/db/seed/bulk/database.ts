import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { closeDatabase, createDatabase } from '../../client';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../../migrate';
import { seedAll } from '..';
import { schemaSignature, signatureDifference } from './indexes';
import { BULK_SEED_VERSION, bulkSeed, type BulkSeedSpec } from './seed';
import { openBulkTarget, type BulkTarget } from './target';

/** The machine's PostgreSQL as the README sets it up (role portal/portal). */
export const LOCAL_SERVER = 'postgres://portal:portal@127.0.0.1:5432';

/** The one line a bench prints when it finds no PostgreSQL (the README's Benchmarks steps). */
export function startPostgresHint(serverUrl: string, reason: string): string {
  return (
    `no PostgreSQL at ${hidePassword(serverUrl)} (${reason}): start one with ` +
    '`sudo pg_ctlcluster 15 main start` (role portal/portal, superuser: README, Benchmarks) or set ' +
    'BENCH_DATABASE_URL; suites that need it are skipped'
  );
}

export function hidePassword(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1@');
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Null when the server answers, else why not (a short reason). */
export async function postgresProblem(serverUrl: string): Promise<string | null> {
  const client = new Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The seed version a marker must carry: the bulk seed's and the last migration's. */
export function seedVersion(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return `bulk-${BULK_SEED_VERSION}/${journal.entries[journal.entries.length - 1]?.tag ?? 'none'}`;
}

/** The tables whose row counts a marker keeps (and a reused database must still have). */
const COUNTED_TABLES = ['orders', 'order_traces', 'address_book_entries'];

async function tableCounts(target: BulkTarget): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [{ n }] = await target.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(n);
  }
  return counts;
}

export interface BenchDatabase {
  url: string;
  database: string;
  customerId: number;
  userId: number;
  /** True when a database seeded earlier (same version and counts) was used as it was. */
  reused: boolean;
  /** Milliseconds from an empty database to a seeded one in this run (0 when reused). */
  seedMs: number;
  /** What seeding this database took when it was made (this run or an earlier one). */
  builtSeedMs: number;
  rows: Record<string, number>;
  steps: { step: string; ms: number }[];
  /**
   * CPU the two loading sessions' server processes used (COPY, index builds, VACUUM), read from
   * /proc when the server runs on this machine; null otherwise or when reused.
   */
  postgresCpuMs?: number | null;
}

/** CPU ms (user + system) of the server processes behind sessions, from /proc; null when not local. */
async function backendCpuMs(sessions: BulkTarget[]): Promise<number | null> {
  let total = 0;
  for (const session of sessions) {
    const [{ pid }] = await session.query<{ pid: number }>('select pg_backend_pid() as pid');
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return null;
    }
  }
  return Math.round(total);
}

interface Marker {
  version: string;
  spec: BulkSeedSpec;
  rows: Record<string, number>;
  seed_ms: number;
  customer_id: number;
  user_id: number;
}

async function readMarker(url: string): Promise<{ marker: Marker; counts: Record<string, number> } | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const target: BulkTarget = {
    engine: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    copy: () => Promise.reject(new Error('read only')),
    release: async () => {},
  };
  try {
    const [{ present }] = await target.query<{ present: string | null }>(
      "select to_regclass('bench.seed_marker')::text as present",
    );
    if (!present) return null;
    const [marker] = await target.query<Marker>('select * from bench.seed_marker');
    return marker ? { marker, counts: await tableCounts(target) } : null;
  } finally {
    await client.end();
  }
}

const sameSpec = (a: BulkSeedSpec, b: BulkSeedSpec) =>
  (a.orders ?? 0) === (b.orders ?? 0) && (a.addresses ?? 0) === (b.addresses ?? 0);

/**
 * A benchmark database `database` on the server of `serverUrl`, seeded to `spec`: reused when its
 * marker (table bench.seed_marker: seed version, spec, row counts) matches and the tables still
 * hold those counts; otherwise dropped and made again — migrated, demo seed, bulk seed — and its
 * indexes, constraints and triggers compared with a database the migrations alone made
 * (`portal_bench_reference`), failing on any difference.
 */
export async function prepareBenchDatabase(options: {
  serverUrl: string;
  database: string;
  spec: BulkSeedSpec;
  log?: (message: string) => void;
}): Promise<BenchDatabase> {
  const { serverUrl, database, spec } = options;
  const log = options.log ?? (() => {});
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`bench database name: ${database}`);
  const url = withDatabase(serverUrl, database);
  const version = seedVersion();
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount) {
      const found = await readMarker(url);
      const why = !found
        ? 'no seed marker'
        : found.marker.version !== version
          ? `seed version ${found.marker.version}, now ${version}`
          : !sameSpec(found.marker.spec, spec)
            ? `seeded ${JSON.stringify(found.marker.spec)}, wanted ${JSON.stringify(spec)}`
            : COUNTED_TABLES.some((t) => found.counts[t] !== found.marker.rows[t])
              ? `row counts ${JSON.stringify(found.counts)} differ from the marker's`
              : null;
      if (found && why === null) {
        log(`› ${database}: seeded earlier (${version}, ${JSON.stringify(spec)}), reused`);
        return {
          url,
          database,
          customerId: found.marker.customer_id,
          userId: found.marker.user_id,
          reused: true,
          seedMs: 0,
          builtSeedMs: found.marker.seed_ms,
          rows: found.counts,
          steps: [],
        };
      }
      log(`› ${database}: ${why}; seeding it again`);
    }
    const started = Date.now();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    const db = createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    const steps: { step: string; ms: number }[] = [];
    let result;
    try {
      log(`› ${database}: migrating and seeding the demo data`);
      const ticker = setInterval(
        () => log(`  … migrating and seeding the demo data (${Math.round((Date.now() - started) / 1000)} s)`),
        5000,
      );
      try {
        await migrateDatabase(db);
        await seedAll(db);
      } finally {
        clearInterval(ticker);
      }
      steps.push({ step: 'migrate and demo seed', ms: Date.now() - started });
      const main = await openBulkTarget(db);
      const side = await openBulkTarget(db);
      try {
        result = await bulkSeed(main, spec, { side, log });
        steps.push(...result.steps);
        const postgresCpuMs = await backendCpuMs([main, side]);
        const rows = await tableCounts(main);
        const seedMs = Date.now() - started;
        await main.query('create schema bench');
        await main.query(
          `create table bench.seed_marker (version text not null, spec jsonb not null, rows jsonb not null,
             seed_ms integer not null, customer_id integer not null, user_id integer not null,
             seeded_at timestamptz not null default now())`,
        );
        await main.query(
          'insert into bench.seed_marker (version, spec, rows, seed_ms, customer_id, user_id) values ($1, $2, $3, $4, $5, $6)',
          [version, JSON.stringify(spec), JSON.stringify(rows), seedMs, result.customerId, result.userId],
        );
        await checkAgainstReference(serverUrl, admin, main, log);
        log(`› ${database}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
        return {
          url,
          database,
          customerId: result.customerId,
          userId: result.userId,
          reused: false,
          seedMs,
          builtSeedMs: seedMs,
          rows,
          steps,
          postgresCpuMs,
        };
      } finally {
        await main.release();
        await side.release();
      }
    } finally {
      await closeDatabase(db);
    }
  } finally {
    await admin.end();
  }
}

/** The migrated-only database the bulk-seeded ones are compared with. */
export const REFERENCE_DATABASE = 'portal_bench_reference';

async function checkAgainstReference(
  serverUrl: string,
  admin: Client,
  seeded: BulkTarget,
  log: (message: string) => void,
): Promise<void> {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [REFERENCE_DATABASE]);
  if (!exists.rowCount) await admin.query(`create database ${REFERENCE_DATABASE}`);
  const db = createDatabase({
    databaseUrl: withDatabase(serverUrl, REFERENCE_DATABASE),
    pgliteDir: 'memory://',
  });
  try {
    await migrateDatabase(db);
    const reference = await openBulkTarget(db);
    try {
      const difference = signatureDifference(await schemaSignature(reference), await schemaSignature(seeded));
      if (difference.length)
        throw new Error(`bulk-seeded schema differs from the migrations':\n${difference.join('\n')}`);
      log(`› indexes, constraints and triggers equal ${REFERENCE_DATABASE}'s (migrations only)`);
    } finally {
      await reference.release();
    }
  } finally {
    await closeDatabase(db);
  }
}
