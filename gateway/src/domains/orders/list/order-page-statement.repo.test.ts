// @postgres: one named prepared statement per page on the production engine
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, orderStatusCounts, orderTraces } from '../../../db/schema';
import { createTestApp, customerIdOf, SETUP_TIMEOUT, TEST_ENGINE } from '../../../test/helper';
import { pageWithStoredTotal } from './order-page-statement.repo';
import { listColumns } from './order-list-row.repo';
import { pageWithTotal } from '../order.repo';
import { FOLD_AFTER_ROWS } from './order-status-counts.repo';
import { churnStatusCounters, counterRowCount } from '../order-status-counters.test-support';
import { ORDER_STATUSES } from '../../../parcel/status';

describe(`order page and total in one statement (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    // Values the mapper must carry exactly: microseconds, a signature, an import task, decimals
    // that are not binary fractions, and a remark.
    const [newest] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    await app.db
      .update(orders)
      .set({
        signer: 'Budi',
        signedAt: sql`'2026-03-04 05:06:07.891234+00'`,
        createdAt: sql`${orders.createdAt} + interval '0.000999 second'`,
        weightKg: 1.105,
        codAmount: 123456.78,
        remark: 'Titip di pos satpam',
        importTaskId: 2 ** 40,
        senderDistrictCode: '31.71.03',
        lengthCm: 30.5,
        widthCm: 20.1,
        heightCm: 10.3,
      })
      .where(eq(orders.id, newest.id));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** The same page through the Drizzle select and its row mapping, with the latest scan times. */
  async function drizzlePage(status: string | undefined, size: number, afterId?: number) {
    const all = await app.db
      .select(listColumns)
      .from(orders)
      .where(and(eq(orders.customerId, customerId), status ? eq(orders.status, status) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const start = afterId === undefined ? 0 : all.findIndex((row) => row.id === afterId) + 1;
    const rows = all.slice(start, start + size);
    const scans = await app.db
      .select({ orderId: orderTraces.orderId, scanTime: max(orderTraces.scanTime) })
      .from(orderTraces)
      .where(eq(orderTraces.customerId, customerId))
      .groupBy(orderTraces.orderId);
    const scanOf = new Map(scans.map((scan) => [scan.orderId, scan.scanTime]));
    return {
      total: all.length,
      rows: rows.map((row) => ({
        ...row,
        latestScanTime: scanOf.get(row.id) ?? null,
      })),
    };
  }

  it('gives the rows and values of the Drizzle select, with the counted total, by status or not', async () => {
    for (const status of [undefined, ...ORDER_STATUSES]) {
      const expected = await drizzlePage(status, 7);
      const { total, rows } = await pageWithStoredTotal(app.db, customerId, { status, size: 7 });
      expect({ status, total, rows }).toEqual({ status, ...expected });
    }
    const { rows } = await pageWithStoredTotal(app.db, customerId, { size: 1 });
    expect(rows[0]).toMatchObject({
      signer: 'Budi',
      weightKg: 1.105,
      importTaskId: 2 ** 40,
      senderDistrictCode: '31.71.03',
      lengthCm: 30.5,
      widthCm: 20.1,
      heightCm: 10.3,
    });
    expect(rows[0].signedAt?.toISOString()).toBe('2026-03-04T05:06:07.891Z');
  });

  it('continues after an order like the next rows of the full list, to an empty page past the end', async () => {
    for (const status of [undefined, 'CREATED', 'DELIVERED']) {
      let afterId: number | undefined;
      for (;;) {
        const expected = await drizzlePage(status, 4, afterId);
        const page = await pageWithStoredTotal(app.db, customerId, { status, size: 4, afterId });
        expect({ status, afterId, total: page.total, rows: page.rows }).toEqual({
          status,
          afterId,
          ...expected,
        });
        if (page.rows.length === 0) break;
        afterId = page.rows.at(-1)?.id;
      }
    }
  });

  it('folds the counters once they pass FOLD_AFTER_ROWS, keeping the total', async () => {
    await churnStatusCounters(app.db, customerId);
    const counterRows = () => counterRowCount(app.db, customerId);
    expect(await counterRows()).toBeGreaterThan(FOLD_AFTER_ROWS);
    const window = { offset: 0, size: 5, latestScan: true };
    const before = await pageWithTotal(app.db, { customerId }, {}, window);
    expect(await counterRows()).toBeLessThanOrEqual(ORDER_STATUSES.length);
    const after = await pageWithTotal(app.db, { customerId }, {}, window);
    expect(after).toEqual(before);
    expect(after.total).toBe((await drizzlePage(undefined, 1)).total);
  });

  it('answers a total of 0 and no rows for a customer without orders, and counts its counter rows', async () => {
    expect(await pageWithStoredTotal(app.db, 2 ** 30, { size: 20 })).toEqual({
      total: 0,
      counterRows: 0,
      rows: [],
    });
    const [{ n }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.customerId, customerId));
    expect((await pageWithStoredTotal(app.db, customerId, { size: 1 })).counterRows).toBe(n);
    // the size is written into the statement's text: only a positive whole number gets there
    await expect(pageWithStoredTotal(app.db, customerId, { size: 0 })).rejects.toThrow('page size');
    await expect(pageWithStoredTotal(app.db, customerId, { size: 2.5 })).rejects.toThrow('page size');
  });
});
