import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { customers, users } from '../../db/schema/core';
import { claims, problemParcels, tickets } from '../../db/schema/service';
import { ownedBy } from '../../db/tenant-scope';
import { NotFoundError } from '../../http/envelope';
import { loadSettings } from './dictionary.repo';

/** The ticket statuses still open for the shipper. */
const OPEN_TICKET_STATUSES = [
  'SUBMITTED',
  'ASSIGNED',
  'IN_PROGRESS',
  'AWAITING_CUSTOMER',
  'ESCALATED',
  'REOPENED',
] as const;

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * The caller's own service summary for the forms: contact, open tickets, open claims, held
 * parcels and the no-scan days. Another customer's code answers as not found.
 */
export async function serviceSummary(db: Database, session: SessionContext, customerCode: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  if (!customer || customer.customerCode !== customerCode) throw new NotFoundError('customer');
  const [user] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(ownedBy(users, session, eq(users.id, session.userId)));
  const settings = await loadSettings(db);
  return {
    customerCode: customer.customerCode,
    customerName: customer.name,
    contactPhone: user?.phone ?? null,
    openTickets: await countOf(
      db
        .select({ n: count() })
        .from(tickets)
        .where(ownedBy(tickets, session, inArray(tickets.status, [...OPEN_TICKET_STATUSES]))),
    ),
    openClaims: await countOf(
      db
        .select({ n: count() })
        .from(claims)
        .where(ownedBy(claims, session, and(ne(claims.status, 'REJECTED'), ne(claims.status, 'PAID')))),
    ),
    heldParcels: await countOf(
      db
        .select({ n: count() })
        .from(problemParcels)
        .where(
          ownedBy(problemParcels, session, inArray(problemParcels.status, ['AWAITING_SHIPPER', 'HOLD'])),
        ),
    ),
    noScanDays: settings.noScanDays,
  };
}
