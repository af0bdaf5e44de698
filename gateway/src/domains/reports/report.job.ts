import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/types';
import type { Mailer } from '../../mail/mailer';
import { sendWeeklyDigests } from './report-digest.repo';
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

/** When the weekly digest leaves (UTC cron): Mondays 01:00 UTC, 08:00 WIB. */
export const REPORT_DIGEST_CRON = '0 1 * * 1';

/** The weekly digest e-mail as a job: one mail per user who opted in (report-digest.repo.ts). */
export function reportDigestKind(db: Database, mailer: Mailer) {
  return defineJob({
    name: 'reports.weeklyDigest',
    payload: z.object({}),
    retry: { limit: 1, delaySeconds: 300, backoff: false },
    handler: async (_payload, ctx) => {
      ctx.log.info({ sent: await sendWeeklyDigests(db, mailer, new Date()) }, 'weekly digest mailed');
    },
  });
}
