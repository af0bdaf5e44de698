import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { overPglite, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { pgliteExtensions } from '../db/pglite-extensions';
import { seedAll } from '../db/seed';

const GATEWAY_ROOT = path.resolve(__dirname, '../..');
/**
 * What the snapshot is made from: a change to any of these makes a new one. The seed reads data and
 * rules from the domains (db/seed/*-data.ts, fee rules ...), so all gateway sources count.
 */
const SOURCES = [path.join(GATEWAY_ROOT, 'drizzle'), path.join(GATEWAY_ROOT, 'src')];
const isTestFile = (file: string) => file.endsWith('.test.ts');

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** A short hash of the migrations and seed: test databases made from other sources are stale. */
export function seedSourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles).filter((file) => !isTestFile(file)))
    hash.update(path.relative(GATEWAY_ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function snapshotPath(): string {
  return path.join(os.tmpdir(), `gateway-test-pglite-${seedSourcesHash()}.tar`);
}

/**
 * A migrated and seeded in-memory PGlite. Creating PGlite from scratch runs initdb (5-7 s on this
 * machine); the first call saves a dump of the seeded data directory in the temp folder, and later
 * calls (other test files, later runs) start from it in about a second.
 */
export async function seededMemoryDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const file = snapshotPath();
  if (fs.existsSync(file)) {
    const client = new PGlite({
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    return { db: overPglite(client), close: () => client.close() };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = overPglite(client);
  await migrateDatabase(db);
  await seedAll(db);
  // A checkpoint that removes the WAL segment it no longer needs instead of keeping it for reuse: the
  // dump drops from 66 to 50 MB, and each test file's start from it costs about 0.15 s less CPU.
  await client.exec('SET wal_recycle = off; CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return { db, close: () => client.close() };
}

/**
 * The seeded data directory as a tar (the snapshot file, made first when missing), for a PGlite
 * data folder. Read from the file rather than dumped again: `dumpDataDir` of an instance loaded
 * from a dump with the pg_trgm bundle never settles (PGlite 0.5.16, seen at 0 % CPU for minutes).
 */
export async function seededDataDirTar(): Promise<Blob> {
  const file = snapshotPath();
  if (!fs.existsSync(file)) await (await seededMemoryDatabase()).close();
  return new Blob([fs.readFileSync(file)]);
}
