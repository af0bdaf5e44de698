import type { BulkTarget } from './target';

/** A secondary index dropped before a load, to be built again from its own definition after. */
export interface DeferredIndex {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the indexes of `tables` that no constraint owns (primary keys stay: their ids only grow),
 * and returns their definitions (pg_indexes.indexdef, as the migrations made them) to build them
 * again once the rows are in: one sorted build per index instead of a million single inserts.
 */
export async function dropSecondaryIndexes(
  target: BulkTarget,
  tables: readonly string[],
): Promise<DeferredIndex[]> {
  const rows = await target.query<{ table: string; name: string; definition: string }>(
    `select i.tablename as "table", i.indexname as name, i.indexdef as definition
       from pg_indexes i
       join pg_class c on c.relname = i.indexname and c.relnamespace = 'public'::regnamespace
      where i.schemaname = 'public' and i.tablename = any($1::text[])
        and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
      order by i.tablename, i.indexname`,
    [tables],
  );
  for (const index of rows) await target.query(`drop index "${index.name}"`);
  return rows;
}

/**
 * What must equal between a bulk-seeded database and one the migrations alone made: every index
 * definition (pg_indexes), constraint, trigger and table option of the public schema, one sorted
 * line each.
 */
export async function schemaSignature(target: BulkTarget): Promise<string[]> {
  const rows = await target.query<{ line: string }>(
    `select 'index ' || indexdef as line from pg_indexes where schemaname = 'public'
     union all
     select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
       from pg_constraint where connamespace = 'public'::regnamespace
     union all
     select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
     union all
     select 'options ' || relname || ' ' || array_to_string(reloptions, ',')
       from pg_class where relnamespace = 'public'::regnamespace and reloptions is not null
     order by 1`,
  );
  return rows.map((row) => row.line);
}

/** The lines of one signature missing from the other, for an error message (empty when equal). */
export function signatureDifference(expected: string[], actual: string[]): string[] {
  const got = new Set(actual);
  const want = new Set(expected);
  return [
    ...expected.filter((line) => !got.has(line)).map((line) => `missing: ${line}`),
    ...actual.filter((line) => !want.has(line)).map((line) => `extra: ${line}`),
  ];
}
