import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import { Pool } from 'pg';
import type { Database } from '../db/client';

type Rows = { rows: unknown[] };

/**
 * pg-boss's database adapter (its `db` option) over the gateway's own connection: the `pg` pool on
 * PostgreSQL, the PGlite instance otherwise. PGlite's `query()` refuses several statements without
 * parameters (pg-boss's schema migration sends such text: "cannot insert multiple commands into a
 * prepared statement"), so parameterless text goes through `exec()` and answers its last result
 * (SETUP-NOTES, 2026-11-24). node-postgres answers a list for several statements: the last too.
 */
export function bossDatabase(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool)
    return {
      async executeSql(text, values) {
        const result = (await client.query(text, values)) as unknown as Rows | Rows[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
    };
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
