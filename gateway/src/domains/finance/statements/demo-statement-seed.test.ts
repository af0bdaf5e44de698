import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { monthlyStatementLines, monthlyStatements, orders } from '../../../db/schema';
import { addDays, startOfWibDay, wibDay } from '../../../lib/calendar/business-days';
import { seedCodDemo } from '../../../ops/finance-demo';
import { createTestApp, customerIdOf } from '../../../test/helper';
import { businessCalendar } from '../../common';
import { wholeRupiah } from '../cod/cod.rules';
import { periodBounds, previousPeriod, type StatementAmounts } from './statement.rules';

/**
 * Issue 36 item 7: a newcomer's monthly statement list was empty until the 1st of next month. The
 * demo seed (relative to the day it runs) issues the previous month's statement through the
 * statement job, whatever that day: late in a month (the job ran on its first business day), on
 * that first business day itself (the replay stops the day before), and on a 1st that is no
 * business day (the job has not run yet).
 */
const WIB_HOUR_MS = 3_600_000;
const at = (day: string, wibHour: number) => new Date(startOfWibDay(day).getTime() + wibHour * WIB_HOUR_MS);

const CHARGES: (keyof StatementAmounts)[] = [
  'freight',
  'insurance',
  'codFee',
  'surcharges',
  'discount',
  'returnFee',
  'weightAdjustment',
];

const CASES = [
  'today',
  'on the first business day of this month, before the job ran',
  'on a 1st that is no business day',
] as const;

/** When the seed runs in each case (the test database's orders are relative to today, as the seed's). */
async function seedTimes(app: FastifyInstance): Promise<Record<(typeof CASES)[number], Date>> {
  const calendar = await businessCalendar(app.db);
  const firstBusinessDayOf = (day: string) => calendar.firstBusinessDayOfMonth(...ym(day));
  const today = wibDay(new Date());
  // from this month on, the first 1st of a month that is no business day (a weekend, New Year's Day)
  let holidayFirst = `${today.slice(0, 7)}-01`;
  for (let k = 0; k < 24 && firstBusinessDayOf(holidayFirst) === holidayFirst; k += 1)
    holidayFirst = `${addDays(holidayFirst, 32).slice(0, 7)}-01`;
  return {
    today: new Date(),
    'on the first business day of this month, before the job ran': at(firstBusinessDayOf(today), 7),
    'on a 1st that is no business day': at(holidayFirst, 10),
  };
}

function ym(day: string): [number, number] {
  const [year, month] = day.split('-').map(Number);
  return [year, month];
}

describe("the demo shipper's previous month's statement, whatever day the seed runs", () => {
  let times: Record<(typeof CASES)[number], Date>;
  beforeAll(async () => {
    const app = await createTestApp();
    times = await seedTimes(app);
    await app.close();
  }, 60_000);

  it.each(CASES)(
    'is issued by the statement job, its totals the sums of its lines, when the seed runs %s',
    async (name) => {
      const now = times[name];
      const app = await createTestApp();
      try {
        const customerId = await customerIdOf(app);
        await seedCodDemo(app, now);
        const today = wibDay(now);
        const period = previousPeriod(today);
        const [statement] = await app.db
          .select()
          .from(monthlyStatements)
          .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.period, period)));
        expect({ name, period, issued: statement !== undefined }).toEqual({ name, period, issued: true });
        expect(statement.status).not.toBe('DRAFT');
        expect(statement.issueDay <= today).toBe(true);
        expect(statement.statementNo).toBe(
          `MS${period.replace('-', '')}${String(customerId).padStart(5, '0')}`,
        );

        const lines = await app.db
          .select()
          .from(monthlyStatementLines)
          .where(eq(monthlyStatementLines.statementId, statement.id));
        expect(lines.length).toBeGreaterThan(0);
        expect(statement.lineCount).toBe(lines.length);
        const sum = (of: (line: (typeof lines)[number]) => number) =>
          lines.reduce((total, line) => total + of(line), 0);
        for (const charge of CHARGES)
          expect({ charge, total: statement[charge] }).toEqual({
            charge,
            total: sum((line) => line[charge]),
          });
        expect(statement.settledAmount).toBe(sum((line) => line.settledAmount));
        expect(statement.taxBase).toBe(sum((line) => line.lineTotal - line.settledAmount));
        expect(statement.amountDue).toBe(
          statement.taxBase + statement.ppn - statement.pph23 - statement.creditNotes + statement.receivables,
        );

        // its lines are the orders that ended in that month, with their own charges
        const { from, to } = periodBounds(period);
        const orderOf = new Map(
          (
            await app.db
              .select()
              .from(orders)
              .where(
                inArray(
                  orders.id,
                  lines.map((line) => line.orderId),
                ),
              )
          ).map((row) => [row.id, row]),
        );
        for (const line of lines) {
          const order = orderOf.get(line.orderId)!;
          const freight = wholeRupiah(order.freightFee);
          expect({
            billCode: line.billCode,
            outcome: line.outcome,
            freight: line.freight,
            discount: line.discount,
          }).toEqual({
            billCode: order.billCode,
            outcome: order.status,
            freight,
            discount: Math.min(order.couponDiscount, freight),
          });
          expect(line.day >= from && line.day < to).toBe(true);
        }
      } finally {
        await app.close();
      }
    },
    180_000,
  );
});
