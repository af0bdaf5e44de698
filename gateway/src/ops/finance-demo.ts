import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, notifications } from '../db/schema';
import { ownedBy } from '../db/tenant-scope';
import { addDays, startOfWibDay, wibDay } from '../lib/calendar/business-days';
import { businessCalendar } from '../domains/common';
import { generateStatement, runCycle, runStatementDesk } from '../domains/finance';
import { previousPeriod } from '../domains/finance/statements/statement.rules';
import { createCodOrders, type CodOrderSpec } from './finance-cod-orders';

const DAY_MS = 86_400_000;
/** 09:00 WIB of a day. */
const morningOf = (day: string) => new Date(startOfWibDay(day).getTime() + 9 * 3_600_000);

/** COD amounts of the demo shipper's parcels, by how many days ago they were delivered. */
const DEMO_WAVES: { daysAgo: number; orders: CodOrderSpec[] }[] = [
  {
    daysAgo: 16,
    orders: [125_000, 89_000, 240_000, 56_500, 310_000, 75_000].map((codAmount) => ({
      codAmount,
      fate: 'DELIVER',
    })),
  },
  {
    daysAgo: 9,
    orders: [199_000, 64_000, 1_250_000, 98_000, 45_000].map((codAmount) => ({ codAmount, fate: 'DELIVER' })),
  },
  {
    daysAgo: 6,
    orders: [
      { codAmount: 135_000, fate: 'RETURN' },
      { codAmount: 72_000, fate: 'DELIVER' },
    ],
  },
  {
    daysAgo: 4,
    orders: [450_000, 129_900, 88_800, 215_000].map((codAmount) => ({ codAmount, fate: 'DELIVER' })),
  },
  { daysAgo: 0, orders: [99_000, 175_500, 60_000].map((codAmount) => ({ codAmount, fate: 'DELIVER' })) },
];

/**
 * Living COD data for the demo shipper (C001): COD orders created and scanned to delivery or return
 * through recordScan (the finance scan effect makes their lines), then the COD jobs replayed day by
 * day over the past weeks (cut, auto-agree, schedule, pay, the monthly statement and its dunning,
 * the finance desk's payments), quietly (no mails, no notifications): whatever the day, the demo
 * shipper has the previous month's statement, issued by the statement job.
 * Idempotent: the orders are found again by their order numbers, and a replayed day finds nothing due.
 * Run by `npm start` with GATEWAY_SEED=1 after the seed, not by the test database.
 */
export async function seedCodDemo(app: FastifyInstance, now = new Date()): Promise<void> {
  const [demo] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, 'C001'));
  if (!demo) return;
  let first = 1;
  for (const wave of DEMO_WAVES) {
    const at = new Date(
      Math.min(
        now.getTime() - 3_600_000,
        morningOf(wibDay(new Date(now.getTime() - wave.daysAgo * DAY_MS))).getTime() + 2 * 3_600_000,
      ),
    );
    const made = await createCodOrders(app.db, demo.id, null, wave.orders, 9_000 + first, at);
    first += wave.orders.length;
    // a replay of past days is quiet: the held-parcel notices its scans wrote are history, not news
    await app.db.delete(notifications).where(
      ownedBy(
        notifications,
        { customerId: demo.id },
        inArray(
          notifications.link,
          made.map((order) => `/stopGodownQuiry?billCode=${order.billCode}`),
        ),
      ),
    );
  }
  const today = wibDay(now);
  const tenant = { customerId: demo.id };
  const deps = { db: app.db, mailer: app.mailer, quiet: true };
  // the statement job issues the month before's statement on this month's first business day: the
  // replay reaches back to that day at least, so a newcomer's statement list is never empty
  const [year, month] = today.split('-').map(Number);
  const issueDay = (await businessCalendar(app.db)).firstBusinessDayOfMonth(year, month);
  const from = addDays(today, -16) < issueDay ? addDays(today, -16) : issueDay;
  for (let day = from; day < today; day = addDays(day, 1)) {
    await runCycle(deps, tenant, morningOf(day));
    // the courier's finance desk as the simulator plays it: a statement is paid on its due day
    await runStatementDesk(app.db, morningOf(day), demo.id);
  }
  // on that day (today is not replayed) or before it (a 1st on a weekend or a holiday) the job has
  // not run yet: the statement job's own generation issues the month before's statement now
  if (issueDay >= today)
    await generateStatement(app.db, tenant, previousPeriod(today), today, now, undefined, true);
}
