// @postgres: trigger-kept name counts over multi-row statements on the production engine
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderReceiverNames, orders } from '../../db/schema';
import { createTestApp, customerIdOf, SETUP_TIMEOUT, TEST_ENGINE } from '../../test/helper';
import { receiverNamePattern } from './list/order-filters.rules';
import { countOrders, pageOrders } from './order.repo';
import { newestOrderIds } from './order-newest-ids.test-support';
import { orderTemplateOf } from './order-template.test-support';

describe(`receiver names kept with their order counts (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;
  let otherId: number;

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    otherId = await customerIdOf(app, 'other');
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** Inserts copies of one of the customer's orders under the given receiver names, in one statement. */
  async function insertOrders(owner: number, tag: string, names: string[]) {
    const template = await orderTemplateOf(app.db, customerId);
    return app.db
      .insert(orders)
      .values(
        names.map((receiverName, i) => ({
          ...template,
          customerId: owner,
          customerOrderNo: `T-RN-${tag}-${i}`,
          billCode: `RN${tag}${String(i).padStart(6, '0')}`,
          receiverName,
        })),
      )
      .returning({ id: orders.id });
  }

  /** The customer's stored count of a name (undefined: no row). */
  async function storedCount(owner: number, name: string) {
    const [row] = await app.db
      .select({ n: orderReceiverNames.orderCount })
      .from(orderReceiverNames)
      .where(and(eq(orderReceiverNames.customerId, owner), eq(orderReceiverNames.receiverName, name)));
    return row?.n;
  }

  /** Every stored name of the customer against the orders' own names and counts. */
  async function expectNamesMatchOrders(owner: number) {
    const stored = await app.db
      .select({ name: orderReceiverNames.receiverName, n: orderReceiverNames.orderCount })
      .from(orderReceiverNames)
      .where(eq(orderReceiverNames.customerId, owner));
    const counted = await app.db
      .select({ name: orders.receiverName, n: count() })
      .from(orders)
      .where(eq(orders.customerId, owner))
      .groupBy(orders.receiverName);
    const byName = (rows: { name: string; n: number }[]) =>
      [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(byName(stored)).toEqual(byName(counted));
  }

  it('counts a name per order, over several statements and within one', async () => {
    await insertOrders(customerId, 'A', ['Ratna Sari Uji', 'Ratna Sari Uji', 'Dewi Lestari Uji']);
    await insertOrders(customerId, 'B', ['Ratna Sari Uji']);
    expect(await storedCount(customerId, 'Ratna Sari Uji')).toBe(3);
    expect(await storedCount(customerId, 'Dewi Lestari Uji')).toBe(1);
    await expectNamesMatchOrders(customerId);
  });

  it('removes the name when its last order is renamed, and adds the new name', async () => {
    const [only] = await insertOrders(customerId, 'C', ['Hendra Wijaya Uji']);
    expect(await storedCount(customerId, 'Hendra Wijaya Uji')).toBe(1);
    await app.db.update(orders).set({ receiverName: 'Hendra W. Uji' }).where(eq(orders.id, only.id));
    expect(await storedCount(customerId, 'Hendra Wijaya Uji')).toBeUndefined();
    expect(await storedCount(customerId, 'Hendra W. Uji')).toBe(1);
    expect(await countOrders(app.db, { customerId }, { receiverName: 'Hendra Wijaya Uji' })).toBe(0);
  });

  it('removes the name when its last order is deleted', async () => {
    const [only] = await insertOrders(customerId, 'D', ['Yulia Kusuma Uji']);
    await app.db.delete(orders).where(eq(orders.id, only.id));
    expect(await storedCount(customerId, 'Yulia Kusuma Uji')).toBeUndefined();
    expect(await countOrders(app.db, { customerId }, { receiverName: 'Yulia Kusuma Uji' })).toBe(0);
  });

  it('keeps a name while an order has it, and leaves another customer with the same name alone', async () => {
    const mine = await insertOrders(customerId, 'E', ['Agus Salim Uji', 'Agus Salim Uji', 'Agus Salim Uji']);
    await insertOrders(otherId, 'F', ['Agus Salim Uji']);
    await app.db.delete(orders).where(eq(orders.id, mine[0].id));
    expect(await storedCount(customerId, 'Agus Salim Uji')).toBe(2);
    await app.db.update(orders).set({ receiverName: 'Agus S. Uji' }).where(eq(orders.id, mine[1].id));
    expect(await storedCount(customerId, 'Agus Salim Uji')).toBe(1);
    await app.db.delete(orders).where(inArray(orders.id, [mine[2].id]));
    expect(await storedCount(customerId, 'Agus Salim Uji')).toBeUndefined();
    expect(await storedCount(otherId, 'Agus Salim Uji')).toBe(1);
    await expectNamesMatchOrders(customerId);
    await expectNamesMatchOrders(otherId);
  });

  it('counts a deletion of many orders of many names in one statement', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Massal ${i % 20}`);
    const rows = await insertOrders(customerId, 'G', names);
    // all orders of names 0..9 and one of the three of names 10..19
    const gone = rows.filter((_, i) => i % 20 < 10 || i < 20).map((row) => row.id);
    await app.db.delete(orders).where(inArray(orders.id, gone));
    expect(await storedCount(customerId, 'Massal 3')).toBeUndefined();
    expect(await storedCount(customerId, 'Massal 13')).toBe(2);
    await expectNamesMatchOrders(customerId);
  });

  it('searches after renames and deletions exactly as ILIKE on the orders', async () => {
    const rows = await insertOrders(customerId, 'H', ['Putri Ayu', 'Putri Ayu', 'Putra Bayu', 'Putri Ana']);
    await app.db.update(orders).set({ receiverName: 'Ayu Putri' }).where(eq(orders.id, rows[0].id));
    await app.db.delete(orders).where(eq(orders.id, rows[3].id));
    for (const receiverName of ['putri', 'Putri Ana', 'ayu', 'Pu', 'bayu']) {
      const expected = await newestOrderIds(
        app.db,
        and(eq(orders.customerId, customerId), ilike(orders.receiverName, receiverNamePattern(receiverName))),
      );
      const page = await pageOrders(app.db, { customerId }, { receiverName }, { offset: 0, size: 100 });
      expect({ receiverName, ids: page.map((row) => row.id) }).toEqual({ receiverName, ids: expected });
      expect(await countOrders(app.db, { customerId }, { receiverName })).toBe(expected.length);
    }
  });
});
