import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../types';

/** A job whose side effect is one row in `job_effects` (created by the test that uses it). */
export function effectKind(db: Database) {
  return defineJob({
    name: 'test.effect',
    payload: z.object({ n: z.number().int() }),
    handler: async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await db.execute(sql`insert into job_effects (n, pid) values (${n}, ${process.pid})`);
    },
  });
}
