import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import claimRoutes from './claim.routes';
import complaintRoutes from './complaint.routes';
import parcelReturnRoutes from './parcel-return.routes';
import problemParcelRoutes from './problem-parcel.routes';
import serviceDictRoutes from './service-dict.routes';
import { serviceMessages } from './service.messages';
import { heldParcelTimerKind } from './service-timer.job';
import ticketRoutes from './work-order.routes';
import attachmentRoutes from './attachment.routes';
import { answerDueTickets } from './ticket-desk.service';
import { decideDueClaims } from './claim-desk.service';
import type { Database } from '../../db/client';
// the scan effects (held parcels, returns) register when the domain loads, as finance's do
import './problem-parcel-effects.service';
import './service.export-type';

// What the simulator (ops/) uses: held parcels as the courier sees them, the timers, the desk.
export { decidedHeldParcel, heldViews } from './problem-parcel.repo';
export { runHeldParcelTimers } from './problem-parcel-effects.service';
export {
  claimsToOffset,
  markClaimsOffset,
  settledClaimsOf,
  type ClaimToOffset,
  type SettledClaim,
} from './claim-offset.repo';
export { escalateOverdueTickets } from './ticket-desk.service';
export { payApprovedClaims } from './claim-desk.service';
// The reports' late-parcel list: what a claim for a parcel would pay, by the claims' own rule.
export { capOf as claimCapOfOrder } from './claim.repo';
export { loadSettings as loadServiceSettings } from './dictionary.repo';

/** The courier's service desk, played by the simulator: answers due tickets and decides due claims. */
export async function runServiceDesk(db: Database, now: Date, customerId?: number) {
  return {
    answered: await answerDueTickets(db, now, customerId),
    decided: await decideDueClaims(db, now, customerId),
  };
}

/** Cron of the service timers (held parcels, ticket escalation, claim payouts; UTC): every 5 minutes. */
const HELD_PARCEL_TIMER_CRON = '*/5 * * * *';

/**
 * Service (remote-service): held parcels, returns, tickets, claims, complaints and their
 * dictionaries. Mounted under /customer-api.
 */
export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(serviceMessages);
  const timers = heldParcelTimerKind(app.db);
  await app.jobs.define(timers);
  await app.jobs.schedule(timers, HELD_PARCEL_TIMER_CRON, {});
  await app.register(complaintRoutes);
  await app.register(problemParcelRoutes);
  await app.register(parcelReturnRoutes);
  await app.register(ticketRoutes);
  await app.register(claimRoutes);
  await app.register(serviceDictRoutes);
  await app.register(attachmentRoutes);
}

// the catalogue, for tests of texts written by other domains (a notification names a held parcel)
export { serviceMessages };
