import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, orderSenderCounts, orderStatusCounts } from '../../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  login,
  post,
  SETUP_TIMEOUT,
  customerIdOf,
} from '../../../test/helper';
import { countByStatus, countOrders, pageOrders } from '../order.repo';
import {
  FOLD_AFTER_ROWS,
  foldStatusCounts,
  storedCountsAnswer,
  storedStatusCounts,
} from './order-status-counts.repo';
import { churnStatusCounters, counterRowCount } from '../order-status-counters.test-support';
import { newestOrderIds } from '../order-newest-ids.test-support';

describe('stored status counts and deep pages', () => {
  let app: FastifyInstance;
  let demo: string;
  let customerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo', 'Demo@12345');
    customerId = await customerIdOf(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** Orders per status counted on the orders themselves. */
  const exactCounts = async (customer: number) =>
    Object.fromEntries(
      (
        await app.db
          .select({ status: orders.status, n: count() })
          .from(orders)
          .where(eq(orders.customerId, customer))
          .groupBy(orders.status)
      ).map((row) => [row.status, row.n]),
    );
  const storedCounts = async (customer: number) =>
    Object.fromEntries((await storedStatusCounts(app.db, customer)).map((row) => [row.status, row.n]));

  it('agrees with counting the orders after the seed, for every customer', async () => {
    const customerIds = [
      ...new Set((await app.db.select({ id: orders.customerId }).from(orders)).map((row) => row.id)),
    ];
    expect(customerIds.length).toBeGreaterThanOrEqual(2);
    for (const id of customerIds) expect(await storedCounts(id)).toEqual(await exactCounts(id));
  });

  it('follows creation, cancel, status moves and deletion, and ignores other updates', async () => {
    const created = [];
    for (let i = 0; i < 3; i += 1) {
      const res = body(
        await post(
          app,
          '/customer-api/order/create',
          {
            customerOrderNo: `T-COUNTS-${i}`,
            sender: {
              name: 'PT Nusantara',
              phone: '081210002026',
              districtCode: '31.73.05',
              address: 'Jl. A 1',
            },
            receiver: { name: 'Siti', phone: '081234567802', districtCode: '32.73.07', address: 'Jl. B 2' },
            goodsType: 'CLOTHING',
            goodsName: 'Kemeja',
            weightKg: 1,
          },
          authHeaders(demo),
        ),
      );
      expect(res.code).toBe(1);
      created.push(res.data.id as number);
    }
    expect(await storedCounts(customerId)).toEqual(await exactCounts(customerId));
    const cancel = body(
      await post(app, '/customer-api/order/cancel', { ids: [created[0]] }, authHeaders(demo)),
    );
    expect(cancel.data.cancelled).toBe(1);
    await app.db.update(orders).set({ status: 'PICKED_UP' }).where(eq(orders.id, created[1]));
    await app.db.update(orders).set({ printCount: 3 }).where(inArray(orders.id, created));
    expect(await storedCounts(customerId)).toEqual(await exactCounts(customerId));
    await app.db.delete(orders).where(eq(orders.id, created[2]));
    expect(await storedCounts(customerId)).toEqual(await exactCounts(customerId));
    const total = Object.values(await exactCounts(customerId)).reduce((sum, n) => sum + n, 0);
    expect(await countOrders(app.db, { customerId }, {})).toBe(total);
    expect(await countOrders(app.db, { customerId }, { status: ['PICKED_UP', 'CANCELLED'] })).toBe(
      (await exactCounts(customerId)).PICKED_UP + (await exactCounts(customerId)).CANCELLED,
    );
    const byStatus = await countByStatus(app.db, { customerId }, { status: 'CANCELLED' });
    expect(byStatus).toEqual([{ status: 'CANCELLED', n: (await exactCounts(customerId)).CANCELLED }]);
  });

  it('folds many delta rows into one per status and keeps the same counts', async () => {
    await churnStatusCounters(app.db, customerId);
    expect(await counterRowCount(app.db, customerId)).toBeGreaterThan(FOLD_AFTER_ROWS);
    const exact = await exactCounts(customerId);
    expect(await storedCounts(customerId)).toEqual(exact);
    const rowsAfter = await app.db
      .select({ status: orderStatusCounts.status })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.customerId, customerId));
    expect(rowsAfter.length).toBe(Object.keys(exact).length);
    expect(await storedCounts(customerId)).toEqual(exact);
  });

  it('keeps counts per sender key through moves, key changes, deletes and folds; a sender scope counts from them', async () => {
    /** `key|status` -> orders, counted on the orders and as kept. */
    const exactBySender = async () =>
      Object.fromEntries(
        (
          await app.db
            .select({ key: orders.senderKey, status: orders.status, n: count() })
            .from(orders)
            .where(and(eq(orders.customerId, customerId), isNotNull(orders.senderKey)))
            .groupBy(orders.senderKey, orders.status)
        ).map((row) => [`${row.key}|${row.status}`, row.n]),
      );
    const keptBySender = async () =>
      Object.fromEntries(
        (
          await app.db
            .select({
              key: orderSenderCounts.senderKey,
              status: orderSenderCounts.status,
              n: sql<number>`sum(${orderSenderCounts.delta})::int`,
            })
            .from(orderSenderCounts)
            .where(eq(orderSenderCounts.customerId, customerId))
            .groupBy(orderSenderCounts.senderKey, orderSenderCounts.status)
        )
          .filter((row) => row.n !== 0)
          .map((row) => [`${row.key}|${row.status}`, row.n]),
      );
    expect(await keptBySender()).toEqual(await exactBySender());
    const some = await app.db
      .select({ id: orders.id, senderKey: orders.senderKey })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), isNotNull(orders.senderKey)))
      .limit(3);
    // a new order, nothing refers to it yet
    const [fresh] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.customerId, customerId), isNotNull(orders.senderKey), eq(orders.status, 'CREATED')),
      )
      .limit(1);
    some.push({ id: fresh.id, senderKey: null });
    await app.db.update(orders).set({ status: 'PROBLEM' }).where(eq(orders.id, some[0].id));
    await app.db.update(orders).set({ senderKey: 'feedfacefeedface' }).where(eq(orders.id, some[1].id));
    await app.db.update(orders).set({ senderKey: null }).where(eq(orders.id, some[2].id));
    await app.db.delete(orders).where(eq(orders.id, some[3].id));
    expect(await keptBySender()).toEqual(await exactBySender());
    await foldStatusCounts(app.db, customerId);
    expect(await keptBySender()).toEqual(await exactBySender());

    const key = some[0].senderKey!;
    const inScope = async (status?: string) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            inArray(orders.senderKey, [key, 'feedfacefeedface']),
            status ? eq(orders.status, status) : undefined,
          ),
        );
      return row.n;
    };
    const scoped = { customerId, dataScope: { senderKeys: [key, 'feedfacefeedface'] } };
    expect(await countOrders(app.db, scoped, {})).toBe(await inScope());
    expect(await countOrders(app.db, scoped, { status: 'PROBLEM' })).toBe(await inScope('PROBLEM'));
    expect(await countByStatus(app.db, scoped, { status: 'PROBLEM' })).toEqual([
      { status: 'PROBLEM', n: await inScope('PROBLEM') },
    ]);
    expect(await countOrders(app.db, { customerId, dataScope: { senderKeys: [] } }, {})).toBe(0);
  });

  it('uses the counters only for a filter on statuses alone', () => {
    expect(storedCountsAnswer({})).toBe(true);
    expect(storedCountsAnswer({ status: ['CREATED', 'DELIVERED'], billCode: undefined })).toBe(true);
    expect(storedCountsAnswer({ receiverName: 'Siti' })).toBe(false);
    expect(storedCountsAnswer({ printed: false })).toBe(false);
    expect(storedCountsAnswer({ importTaskId: 3 })).toBe(false);
  });

  it('reads every page number, from either end, exactly like a plain OFFSET', async () => {
    const size = 7;
    for (const filter of [{}, { status: 'DELIVERED' as const }]) {
      const where = and(
        eq(orders.customerId, customerId),
        filter.status ? eq(orders.status, filter.status) : undefined,
      );
      const all = await newestOrderIds(app.db, where);
      const total = await countOrders(app.db, { customerId }, filter);
      expect(total).toBe(all.length);
      const pages = Math.ceil(total / size) + 1;
      for (let current = 1; current <= pages; current += 1) {
        const offset = (current - 1) * size;
        const expected = all.slice(offset, offset + size);
        for (const known of [undefined, total]) {
          const rows = await pageOrders(app.db, { customerId }, filter, { offset, size, total: known });
          expect(rows.map((row) => row.id)).toEqual(expected);
        }
      }
    }
    // The oldest end really is the reverse of the newest one.
    const [oldest] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(1);
    const total = await countOrders(app.db, { customerId }, {});
    const last = await pageOrders(app.db, { customerId }, {}, { offset: total - 1, size, total });
    expect(last.map((row) => row.id)).toEqual([oldest.id]);
  });
});
