import type { Pool } from 'pg';
import { loadConfig } from '../config';
import { closeDatabase, createDatabase } from './client';

describe('the PostgreSQL pool size', () => {
  it('is 20 connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    // a setting the gateway cannot use stops the start, naming it (config.test.ts)
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be at least 1');
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
