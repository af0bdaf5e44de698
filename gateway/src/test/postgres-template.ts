import { Client } from 'pg';
import { closeDatabase, createDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedAll } from '../db/seed';
import { seedSourcesHash } from './pglite-snapshot';

/** Serialises template creation across jest workers. */
const TEMPLATE_LOCK = 7_310_001;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function ensureTemplate(admin: Client, adminUrl: string, template: string): Promise<void> {
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (exists.rowCount) return;
  const building = `${template}_build_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  await admin.query(`CREATE DATABASE ${building}`);
  const db = createDatabase({ databaseUrl: withDatabase(adminUrl, building), pgliteDir: 'memory://' });
  try {
    await migrateDatabase(db);
    await seedAll(db);
  } finally {
    await closeDatabase(db);
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}

/**
 * A fresh, migrated and seeded PostgreSQL database for one test file, cloned from a template that
 * is built once per migration/seed version (`CREATE DATABASE ... TEMPLATE`), and dropped at close.
 * The whole gateway suite runs this way when GATEWAY_TEST_DATABASE_URL is set (CI does).
 */
export async function seededPostgresDatabase(
  adminUrl: string,
): Promise<{ db: Database; close: () => Promise<void> }> {
  const template = `gw_tpl_${seedSourcesHash()}`;
  const name = `gw_t_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await ensureTemplate(admin, adminUrl, template);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
  const db = createDatabase({ databaseUrl: withDatabase(adminUrl, name), pgliteDir: 'memory://' });
  const close = async () => {
    await closeDatabase(db);
    const dropper = new Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  return { db, close };
}
