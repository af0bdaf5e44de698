import { z } from 'zod';
import type { Database } from '../../db/client';
import { acrossTenants } from '../../db/tenant-scope';
import { defineJob } from '../../jobs/types';
import { purgeNotifications } from './notification.repo';

/**
 * The daily purge of notifications past their retention (NOTIFICATION_RETENTION_DAYS), every
 * customer's at once: scheduled on the job queue (NOTIFICATION_PURGE_CRON, UTC; 00:30 WIB by
 * default), run once per day across the gateway processes. Safe to run again, so it is retried.
 */
export function notificationPurgeKind(db: Database, retentionDays: number) {
  return defineJob({
    name: 'notification.purge',
    payload: z.object({}),
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    handler: async (_payload, ctx) => {
      const purged = await acrossTenants('maintenance', () => purgeNotifications(db, retentionDays));
      ctx.log.info({ purged, retentionDays }, 'notifications purged');
    },
  });
}
