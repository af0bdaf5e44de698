// @postgres: the planner and the day buckets on the production engine
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closeDatabase, createDatabase, isPostgresServer } from '../../../db/client';
import { executeRows } from '../../../db/execute-rows';
import { orders } from '../../../db/schema/orders';
import { createTestApp, SETUP_TIMEOUT, TEST_ENGINE, customerIdOf } from '../../../test/helper';
import { countOrders, pageOrders } from '../order.repo';
import { bucketPageIds, BUCKET_PAGING_FROM } from './order-page-buckets.repo';
import { foldStatusCounts } from './order-status-counts.repo';
import type { OrderStatus } from '../../../parcel/status';
import { newestOrderIds } from '../order-newest-ids.test-support';

/** Enough orders that a page can be BUCKET_PAGING_FROM deep from both ends. */
const ORDERS = 2 * BUCKET_PAGING_FROM + 2_000;
const STATUS_MIX: OrderStatus[] = ['DELIVERED', 'DELIVERED', 'IN_TRANSIT', 'CREATED', 'CANCELLED'];

describe(`deep pages placed by the day buckets (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;
  let templateId: number;
  let batch = 0;

  /**
   * `count` copies of one of the shipper's orders, created `fromDays`..`toDays` days ago (three
   * at a time sharing one timestamp, so ties fall to the id), statuses in STATUS_MIX's proportions.
   */
  const addOrders = async (count: number, fromDays: number, toDays: number) => {
    batch += 1;
    const copied = Object.values(getTableColumns(orders))
      .map((column) => column.name)
      .filter((name) => !['id', 'customer_order_no', 'bill_code', 'status', 'created_at'].includes(name));
    const columns = sql.raw(copied.map((name) => `"${name}"`).join(', '));
    const statuses = sql.raw(`(array['${STATUS_MIX.join("','")}'])[1 + g % ${STATUS_MIX.length}]`);
    await app.db.execute(sql`
      insert into ${orders} (${columns}, customer_order_no, bill_code, status, created_at)
      select ${columns}, ${`T-BKT-${batch}-`} || g, ${`B${batch}`} || lpad(g::text, 10, '0'), ${statuses},
        now() - make_interval(days => ${fromDays})
          - ((g / 3) * 3 * (${toDays - fromDays} * 86400.0 / ${count})) * interval '1 second'
      from ${orders} t, generate_series(1, ${count}) g where t.id = ${templateId}`);
  };

  /** The ids at positions [offset, offset + size), newest first, by plain OFFSET: the reference. */
  const offsetIds = (statuses: readonly OrderStatus[], offset: number, size: number) =>
    newestOrderIds(
      app.db,
      and(
        eq(orders.customerId, customerId),
        statuses.length ? inArray(orders.status, [...statuses]) : undefined,
      ),
      { offset, size },
    );

  const bucketIds = async (statuses: readonly OrderStatus[], offset: number, size: number) =>
    (
      await executeRows<{ id: string | number }>(app.db, bucketPageIds(customerId, statuses, offset, size))
    ).map((row) => Number(row.id));

  /** Every filter shape, at positions spread over the whole list and at its last page. */
  const expectSameAsOffset = async () => {
    for (const statuses of [[], ['DELIVERED'], ['IN_TRANSIT', 'CANCELLED']] as OrderStatus[][]) {
      const total = await countOrders(app.db, { customerId }, { status: statuses });
      const positions = [0, 1, 19, 777, Math.floor(total / 2), total - 21, total - 20, total - 1, total];
      for (let position = 0; position < total; position += 1_379) positions.push(position);
      for (const position of positions) {
        const expected = await offsetIds(statuses, position, 20);
        expect({ statuses, position, ids: await bucketIds(statuses, position, 20) }).toEqual({
          statuses,
          position,
          ids: expected,
        });
      }
    }
  };

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    [{ id: templateId }] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .limit(1);
    await addOrders(ORDERS, 1, 120);
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  it('gives the rows plain OFFSET gives, for no filter, one status and several', async () => {
    await expectSameAsOffset();
  });

  it('stays exact after back-dated inserts, cancels, status moves and deletes between reads', async () => {
    const middle = Math.floor((await countOrders(app.db, { customerId }, {})) / 2);
    const before = await bucketIds([], middle, 20);
    // Orders created in the middle days push the middle page's rows further back.
    await addOrders(500, 40, 80);
    expect(await bucketIds([], middle, 20)).toEqual(await offsetIds([], middle, 20));
    expect(await bucketIds([], middle, 20)).not.toEqual(before);
    const some = (await offsetIds([], middle - 100, 300)).filter((_, i) => i % 3 === 0);
    await app.db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(inArray(orders.id, some.slice(0, 40)));
    await app.db
      .update(orders)
      .set({ status: 'IN_TRANSIT' })
      .where(inArray(orders.id, some.slice(40, 70)));
    await app.db.delete(orders).where(inArray(orders.id, some.slice(70)));
    await app.db
      .update(orders)
      .set({ printCount: 2 })
      .where(inArray(orders.id, some.slice(0, 70)));
    // A whole day emptied, and one order moved to another day.
    await app.db.execute(sql`delete from ${orders} where ${orders.customerId} = ${customerId}
      and ${orders.createdAt} between now() - interval '61 days' and now() - interval '60 days'`);
    await app.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '9 days'` })
      .where(eq(orders.id, some[1]));
    await expectSameAsOffset();
    await foldStatusCounts(app.db, customerId);
    await expectSameAsOffset();
  });

  it('answers the order page at and past BUCKET_PAGING_FROM exactly as OFFSET does', async () => {
    const total = await countOrders(app.db, { customerId }, {});
    expect(total - BUCKET_PAGING_FROM).toBeGreaterThan(BUCKET_PAGING_FROM);
    for (const offset of [BUCKET_PAGING_FROM, BUCKET_PAGING_FROM + 7, total - BUCKET_PAGING_FROM - 1]) {
      const rows = await pageOrders(
        app.db,
        { customerId },
        {},
        { offset, size: 20, total, latestScan: true },
      );
      expect(rows.map((row) => row.id)).toEqual(await offsetIds([], offset, 20));
      expect(rows.every((row) => row.latestScanTime !== undefined)).toBe(true);
    }
    const delivered = await countOrders(app.db, { customerId }, { status: 'DELIVERED' });
    const rows = await pageOrders(
      app.db,
      { customerId },
      { status: 'DELIVERED' },
      { offset: BUCKET_PAGING_FROM, size: 20, total: delivered },
    );
    expect(rows.map((row) => row.id)).toEqual(await offsetIds(['DELIVERED'], BUCKET_PAGING_FROM, 20));
  });

  it('does not see what another transaction has not committed (PostgreSQL: a second connection)', async () => {
    if (!isPostgresServer(app.db)) {
      // PGlite has one connection: no statement can run beside an open transaction.
      expect(TEST_ENGINE).toBe('PGlite');
      return;
    }
    const url = (app.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const other = createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    try {
      const middle = Math.floor((await countOrders(app.db, { customerId }, {})) / 2);
      const committed = await offsetIds([], middle, 20);
      await other
        .transaction(async (tx) => {
          await tx.update(orders).set({ status: 'CANCELLED' }).where(inArray(orders.id, committed));
          await tx.execute(sql`delete from ${orders} where id in (
          select id from ${orders} where customer_id = ${customerId} order by created_at desc offset 100 limit 50)`);
          expect(await bucketIds([], middle, 20)).toEqual(committed);
          expect(await bucketIds(['DELIVERED'], 100, 20)).toEqual(await offsetIds(['DELIVERED'], 100, 20));
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(await bucketIds([], middle, 20)).toEqual(committed);
    } finally {
      await closeDatabase(other);
    }
  });
});
