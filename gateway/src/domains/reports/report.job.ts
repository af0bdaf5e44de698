import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/types';
import { foldReadModel } from './report.repo';

/** When the read model is folded (UTC cron): every 10 minutes, once across the gateway processes. */
export const REPORT_FOLD_CRON = '*/10 * * * *';

/**
 * The read model's fold as a job (report.repo.ts foldReadModel): the customer days that got delta
 * rows since the last run get one row per group. Safe to run again: a fold changes no figure.
 */
export function reportFoldKind(db: Database) {
  return defineJob({
    name: 'reports.fold',
    payload: z.object({}),
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    handler: async (_payload, ctx) => {
      ctx.log.info({ folded: await foldReadModel(db) }, 'reports read model folded');
    },
  });
}
