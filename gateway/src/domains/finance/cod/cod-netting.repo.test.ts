import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  codBatches,
  codBatchFreight,
  codContracts,
  monthlyStatementLines,
  orders,
  statementReceivables,
} from '../../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';
import { DEFAULT_COD_TERMS } from './cod.rules';

/**
 * A COD_NETTING contract: the freight of delivered non-COD parcels is netted off the next COD batch;
 * over the gross, the batch pays 0 and its shortfall is billed on the next monthly statement, where
 * the netted parcels appear once, settled in the batch, outside the amount due.
 */
describe('net-off of non-COD freight', () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let customerId: number;
  let nonCod: { orderId: number; billCode: string }[];
  let batchId: number;

  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
  const cycle = (now: string) => hook('runCycle', { customerCode: 'C001', now });
  const batchRow = async () => {
    const [row] = await app.db
      .select()
      .from(codBatches)
      .where(and(eq(codBatches.customerId, customerId), eq(codBatches.id, batchId)));
    return row;
  };

  beforeAll(async () => {
    app = await createTestApp();
    [demo, , other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    // the demo shipper has the default terms; its contract now nets freight off COD
    await app.db.insert(codContracts).values({
      ...DEFAULT_COD_TERMS,
      customerId,
      freightSettlement: 'COD_NETTING',
    });
    await hook('codOrders', {
      customerCode: 'C001',
      first: 900,
      at: '2026-10-05T03:00:00.000Z',
      orders: [{ codAmount: 60_000, fate: 'DELIVER' }],
    });
    nonCod = body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 901,
        at: '2026-10-05T04:00:00.000Z',
        orders: [
          { codAmount: 0, fate: 'DELIVER' },
          { codAmount: 0, fate: 'DELIVER' },
        ],
      }),
    ).data;
    // the first was created with a coupon: Rp 1,000 off its freight, netted as charged
    await app.db
      .update(orders)
      .set({ couponCode: 'TEST1000', couponDiscount: 1_000 })
      .where(eq(orders.id, nonCod[0].orderId));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('nets the freight of delivered non-COD parcels off the batch, pays 0 and keeps the shortfall', async () => {
    const cut = body(await cycle('2026-10-07T02:00:00.000Z')).data.cut;
    expect(cut).toMatch(/^CB/);
    const batches = body(
      await post(app, '/customer-api/codReconciliation/list', { batchNo: cut }, authHeaders(demo)),
    ).data.records;
    batchId = batches[0].id;
    const netted = await app.db
      .select()
      .from(codBatchFreight)
      .where(and(eq(codBatchFreight.customerId, customerId), eq(codBatchFreight.batchId, batchId)));
    expect(netted.map((row) => row.orderId)).toEqual(expect.arrayContaining(nonCod.map((o) => o.orderId)));
    const made = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          inArray(
            orders.id,
            nonCod.map((o) => o.orderId),
          ),
        ),
      );
    for (const order of made)
      expect(netted.find((row) => row.orderId === order.id)?.freight).toBe(
        Math.round(order.freightFee) - order.couponDiscount + Math.round(order.insuranceFee),
      );
    expect(made.find((order) => order.id === nonCod[0].orderId)?.couponDiscount).toBe(1_000);
    const batch = await batchRow();
    expect(batch.freightNetted).toBe(netted.reduce((sum, row) => sum + row.freight, 0));
    const net =
      batch.grossCod -
      batch.commission -
      batch.vat -
      batch.returnFees -
      batch.freightNetted +
      batch.adjustments;
    expect(batch.netPayout - batch.shortfall).toBe(net);
    // the demo shipper's delivered non-COD parcels outweigh one COD parcel: nothing to pay, a shortfall
    expect(net).toBeLessThan(0);
    expect(batch).toMatchObject({ netPayout: 0, shortfall: -net });

    const { data } = body(
      await get(app, `/customer-api/codReconciliation/detail?id=${batchId}`, authHeaders(demo)),
    );
    expect(data.batch).toMatchObject({ freightNetted: batch.freightNetted, shortfall: batch.shortfall });
    expect(data.freight.map((row: { billCode: string }) => row.billCode)).toEqual(
      expect.arrayContaining(nonCod.map((o) => o.billCode)),
    );
    expect(
      body(await get(app, `/customer-api/codReconciliation/detail?id=${batchId}`, authHeaders(other))).msg,
    ).toBe('this COD batch does not exist');
  });

  it('nets a parcel once: the next cut takes only what no batch netted', async () => {
    await hook('codOrders', {
      customerCode: 'C001',
      first: 903,
      at: '2026-10-08T03:00:00.000Z',
      orders: [{ codAmount: 900_000, fate: 'DELIVER' }],
    });
    const later = await hook('codOrders', {
      customerCode: 'C001',
      first: 904,
      at: '2026-10-08T04:00:00.000Z',
      orders: [{ codAmount: 0, fate: 'DELIVER' }],
    });
    const [fresh] = body(later).data;
    const second = body(await cycle('2026-10-12T02:00:00.000Z')).data.cut;
    expect(second).toMatch(/^CB/);
    const rows = await app.db
      .select({ orderId: codBatchFreight.orderId, batchNo: codBatches.batchNo })
      .from(codBatchFreight)
      .innerJoin(codBatches, eq(codBatches.id, codBatchFreight.batchId))
      .where(eq(codBatchFreight.customerId, customerId));
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(rows.length);
    expect(rows.filter((row) => row.batchNo === second).map((row) => row.orderId)).toEqual([fresh.orderId]);
  });

  it('bills the paid batch shortfall on the next statement, and shows netted parcels settled, outside the amount due', async () => {
    for (const day of ['13', '14', '15', '16', '17', '19', '20', '21'])
      await cycle(`2026-10-${day}T02:00:00.000Z`);
    const paid = await batchRow();
    expect(paid.status).toBe('PAID');
    const [receivable] = await app.db
      .select()
      .from(statementReceivables)
      .where(and(eq(statementReceivables.customerId, customerId), eq(statementReceivables.batchId, batchId)));
    expect(receivable).toMatchObject({ amount: paid.shortfall, statementId: null });

    expect(body(await cycle('2026-11-02T02:00:00.000Z')).data.statement).toMatch(/^MS202610/);
    const list = body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(demo))).data;
    const statementId = list.records[0].id;
    const { statement, receivables } = body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}&size=10`, authHeaders(demo)),
    ).data;
    expect(receivables).toEqual([{ id: receivable.id, batchNo: paid.batchNo, amount: paid.shortfall }]);
    const lines = await app.db
      .select()
      .from(monthlyStatementLines)
      .where(
        and(
          eq(monthlyStatementLines.customerId, customerId),
          eq(monthlyStatementLines.statementId, statementId),
        ),
      );
    // each order once; the netted ones settled in their batch
    expect(new Set(lines.map((line) => line.orderId)).size).toBe(lines.length);
    for (const order of nonCod) {
      const line = lines.find((row) => row.orderId === order.orderId)!;
      // a netted non-COD parcel: its whole line (freight with insurance, less the coupon) settled there
      expect(line).toMatchObject({ settledBatchNo: paid.batchNo, settledAmount: line.lineTotal });
    }
    const total = (rows: typeof lines) => rows.reduce((sum, line) => sum + line.lineTotal, 0);
    const settled = lines.filter((line) => line.settledBatchNo !== null);
    // settled per charge: a delivered COD parcel's COD commission is settled in its batch, its freight billed here
    expect(statement.settledAmount).toBe(lines.reduce((sum, line) => sum + line.settledAmount, 0));
    expect(statement.taxBase + statement.settledAmount).toBe(total(lines));
    expect(statement.receivables).toBe(paid.shortfall);
    expect(statement.amountDue).toBe(
      statement.taxBase + statement.ppn - statement.pph23 - statement.creditNotes + statement.receivables,
    );

    const settledLine = settled.find((line) => line.orderId === nonCod[0].orderId)!;
    expect(
      body(
        await post(
          app,
          '/customer-api/monthlyStatement/dispute',
          {
            id: statementId,
            lines: [{ lineId: settledLine.id, reason: 'WRONG_FREIGHT', description: 'netted already' }],
          },
          authHeaders(demo),
        ),
      ).msg,
    ).toBe(
      `waybill ${settledLine.billCode} was settled in COD batch ${paid.batchNo}; it cannot be disputed on the statement`,
    );
    expect(
      body(await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}`, authHeaders(demo))).data
        .statement.status,
    ).toBe('ISSUED');
  });
});
