import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/types';
import { payApprovedClaims } from './claim-desk.service';
import { runHeldParcelTimers } from './problem-parcel-effects.service';
import { escalateOverdueTickets } from './ticket-desk.service';

/**
 * The held-parcel timers as a job (every few minutes, once across the gateway processes): the
 * "deadline in 6 hours" reminders, and held parcels past their deadline returned to the sender;
 * tickets past their SLA escalated; approved claims paid by bank transfer.
 */
export function heldParcelTimerKind(db: Database) {
  return defineJob({
    name: 'service.heldParcelTimers',
    payload: z.object({}),
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    handler: async (_payload, ctx) => {
      const now = new Date();
      const result = await runHeldParcelTimers(db, now);
      const escalated = await escalateOverdueTickets(db, now);
      const paid = await payApprovedClaims(db, now);
      ctx.log.info(
        { reminded: result.reminded, returned: result.returned.length, escalated, paid },
        'service timers',
      );
    },
  });
}
