import type { Pool } from 'pg';
import { loadConfig } from '../config';
import { closeDatabase, createDatabase } from './client';

describe('the PostgreSQL pool size', () => {
  it('is 20 connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(loadConfig({ DATABASE_POOL_SIZE: 'many' }).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '0' }).databasePoolSize).toBe(20);
  });

  it('is the pool the gateway opens (no connection is made until a query)', async () => {
    const db = createDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      pgliteDir: 'memory://',
      databasePoolSize: 35,
    });
    expect(((db as unknown as { $client: Pool }).$client as Pool).options.max).toBe(35);
    await closeDatabase(db);
  });
});
