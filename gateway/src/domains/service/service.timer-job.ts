import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/types';
import { runHeldParcelTimers } from './problem-parcel.effects';

/**
 * The held-parcel timers as a job (every few minutes, once across the gateway processes): the
 * "deadline in 6 hours" reminders, and held parcels past their deadline returned to the sender.
 */
export function heldParcelTimerKind(db: Database) {
  return defineJob({
    name: 'service.heldParcelTimers',
    payload: z.object({}),
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    handler: async (_payload, ctx) => {
      const result = await runHeldParcelTimers(db, new Date());
      ctx.log.info({ reminded: result.reminded, returned: result.returned.length }, 'held parcel timers');
    },
  });
}
