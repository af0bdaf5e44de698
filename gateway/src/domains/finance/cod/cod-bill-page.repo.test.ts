import { desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codLineBuckets, codLines, orders } from '../../../db/schema';
import { ownedBy } from '../../../db/tenant-scope';
import { addDays, startOfWibDay } from '../../../lib/calendar/business-days';
import { pageOffset } from '../../../lib/paging/paging';
import { createTestApp, customerIdOf, SETUP_TIMEOUT } from '../../../test/helper';
import { foldBillBuckets, storedBillCounts, storedBillPage } from './cod-bill-page.repo';
import { codBillPage } from './cod-bill.repo';

const DAY = 86_400_000;

/**
 * The COD bill's total, held card and pages from cod_line_buckets (kept by the statement triggers
 * of cod_lines) agree with the lines themselves: after inserts, status and amount changes, deletes
 * and a fold, for pages placed by day buckets and pages read on the index.
 */
describe('COD bill page from the line buckets', () => {
  let app: FastifyInstance;
  let customerId: number;
  let lineIds: number[];

  const tenant = () => ({ customerId });

  /** Lines newest first of `status` (or all), as the plain OFFSET query gives them. */
  async function plainPage(status: string | undefined, current: number, size: number) {
    const rows = await app.db
      .select({ id: codLines.id })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), status ? eq(codLines.status, status) : undefined))
      .orderBy(desc(codLines.createdAt), desc(codLines.id))
      .limit(size)
      .offset(pageOffset({ current, size }));
    return rows.map((row) => row.id);
  }

  async function linesFigures(status: string | undefined) {
    const [row] = await app.db
      .select({
        total: sql<string>`count(*)`,
        held: sql<string>`coalesce(sum(${codLines.codAmount} - ${codLines.commission} - ${codLines.vat}) filter (where ${codLines.status} = 'COLLECTED'), 0)`,
      })
      .from(codLines)
      .where(ownedBy(codLines, tenant()));
    const [counted] = await app.db
      .select({ n: sql<string>`count(*)` })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), status ? eq(codLines.status, status) : undefined));
    return { total: status ? Number(counted.n) : Number(row.total), held: Number(row.held) };
  }

  async function expectAgreement() {
    for (const status of [undefined, 'COLLECTED', 'REMITTED'] as const) {
      expect(await storedBillCounts(app.db, customerId, status)).toEqual(await linesFigures(status));
      const { total } = await linesFigures(status);
      for (const size of [3, 7]) {
        const pages = Math.ceil(total / size) + 1;
        for (let current = 1; current <= pages; current += 1) {
          // bucket paging from the first page on, and index paging throughout
          for (const from of [0, 1_000_000]) {
            const page = await storedBillPage(app.db, customerId, { current, size, status }, from);
            expect(page.rows.map((row) => row.id)).toEqual(await plainPage(status, current, size));
          }
        }
      }
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    const taken = app.db.select({ id: codLines.orderId }).from(codLines).where(ownedBy(codLines, tenant()));
    const free = await app.db
      .select({
        id: orders.id,
        billCode: orders.billCode,
        customerOrderNo: orders.customerOrderNo,
        productType: orders.productType,
      })
      .from(orders)
      .where(ownedBy(orders, tenant(), notInArray(orders.id, taken)))
      .orderBy(orders.id)
      .limit(40);
    expect(free.length).toBe(40);
    const start = Date.parse('2026-03-01T20:00:00.000Z');
    const inserted = await app.db
      .insert(codLines)
      .values(
        free.map((order, i) => ({
          customerId,
          orderId: order.id,
          billCode: order.billCode,
          customerOrderNo: order.customerOrderNo,
          productType: order.productType,
          codAmount: 50_000 + i * 1_000,
          goodsValue: 40_000,
          status: i % 3 === 0 ? 'COLLECTED' : 'REMITTED',
          commissionRateBp: 300,
          minCommission: 3_000,
          commission: 3_000,
          vat: 330,
          // several lines a day, some on the same instant (the id breaks the tie), across UTC midnight
          createdAt: new Date(start + Math.floor(i / 6) * DAY + (i % 4) * 2 * 3_600_000),
          // delivered in another order than created
          deliveredAt: new Date(start + ((i * 7) % 40) * 0.5 * DAY),
        })),
      )
      .returning({ id: codLines.id });
    lineIds = inserted.map((row) => row.id);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await app.db.delete(codLines).where(ownedBy(codLines, tenant(), inArray(codLines.id, lineIds)));
    await app.close();
  });

  it('agrees with the lines after inserts', async () => {
    await expectAgreement();
  });

  it('agrees after status and amount changes, a delete and a fold', async () => {
    await app.db
      .update(codLines)
      .set({ status: 'COLLECTED' })
      .where(ownedBy(codLines, tenant(), inArray(codLines.id, lineIds.slice(0, 10))));
    await app.db
      .update(codLines)
      .set({ commission: 4_000 })
      .where(ownedBy(codLines, tenant(), eq(codLines.id, lineIds[0])));
    const [gone] = await app.db
      .delete(codLines)
      .where(ownedBy(codLines, tenant(), eq(codLines.id, lineIds[39])))
      .returning({ id: codLines.id });
    lineIds = lineIds.filter((id) => id !== gone.id);
    await expectAgreement();
    await foldBillBuckets(app.db, customerId);
    const rows = await app.db
      .select({ status: codLineBuckets.status, day: codLineBuckets.day, n: sql<string>`count(*)` })
      .from(codLineBuckets)
      .where(ownedBy(codLineBuckets, tenant()))
      .groupBy(codLineBuckets.status, codLineBuckets.day);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    await expectAgreement();
  });

  it('pages a delivery-day filter newest first, as the plain query does', async () => {
    const filter = { deliveredFrom: '2026-03-04', deliveredTo: '2026-03-10' };
    const where = ownedBy(
      codLines,
      tenant(),
      gte(codLines.deliveredAt, startOfWibDay(filter.deliveredFrom)),
      lt(codLines.deliveredAt, startOfWibDay(addDays(filter.deliveredTo, 1))),
    );
    const all = await app.db
      .select({ id: codLines.id })
      .from(codLines)
      .where(where)
      .orderBy(desc(codLines.createdAt), desc(codLines.id));
    expect(all.length).toBeGreaterThan(8);
    for (let current = 1; current <= 4; current += 1) {
      const page = await codBillPage(app.db, tenant(), { current, size: 4, ...filter }, new Date());
      expect(page.total).toBe(all.length);
      expect(page.records.map((row) => row.id)).toEqual(
        all.slice((current - 1) * 4, current * 4).map((row) => row.id),
      );
    }
  });

  it('gives no rows past the last line', async () => {
    const { total } = await storedBillCounts(app.db, customerId, undefined);
    const page = await storedBillPage(app.db, customerId, { current: total + 1, size: 1 }, 0);
    expect(page.rows).toEqual([]);
    expect(page.total).toBe(total);
  });
});
