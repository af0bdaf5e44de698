import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  codBatches,
  codBatchReturns,
  codLines,
  customerBankAccounts,
  customers,
  monthlyStatementLines,
  monthlyStatements,
  orders,
  parcelReturns,
  problemParcels,
} from '../../../db/schema';
import { startOfWibDay } from '../../../lib/calendar/business-days';
import { seedCodDemo } from '../../../ops/finance-demo';
import { createTestApp, customerIdOf } from '../../../test/helper';
import { SEED_HELD_NOTES } from '../../../db/seed/service-parcels';
import { runCycle } from '../cod/cod-payment.repo';
import { DEFAULT_COD_TERMS, wholeRupiah } from '../cod/cod.rules';

/**
 * The demo as `npm start` seeds it (seed, then the living COD demo replayed up to 28 November),
 * run on to 1 December: the demo shipper's November statement bills no charge a COD batch settled
 * (issue 36: return fees netted in a paid batch, COD fees whose commission a batch deducts, reversed
 * commissions, a COD fee below the minimum), and the seed agrees with itself.
 */
describe("the demo shipper's November statement", () => {
  let app: FastifyInstance;
  let customerId: number;
  const now = new Date('2026-11-28T05:00:00.000Z');

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    await seedCodDemo(app, now);
    const deps = { db: app.db, mailer: app.mailer, quiet: true };
    for (const day of ['2026-11-28', '2026-11-30', '2026-12-01'])
      await runCycle(deps, { customerId }, new Date(startOfWibDay(day).getTime() + 9 * 3_600_000));
  }, 180_000);
  afterAll(() => app.close());

  it('bills no charge a COD batch settled, nothing for a reversed commission, no COD fee below the minimum', async () => {
    const [statement] = await app.db
      .select()
      .from(monthlyStatements)
      .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.period, '2026-11')));
    expect(statement).toBeDefined();
    const lines = await app.db
      .select()
      .from(monthlyStatementLines)
      .where(eq(monthlyStatementLines.statementId, statement.id));
    expect(lines.length).toBeGreaterThan(0);
    const ids = lines.map((line) => line.orderId);
    const orderOf = new Map(
      (await app.db.select().from(orders).where(inArray(orders.id, ids))).map((row) => [row.id, row]),
    );
    const codLineOf = new Map(
      (await app.db.select().from(codLines).where(inArray(codLines.orderId, ids))).map((row) => [
        row.orderId,
        row,
      ]),
    );
    const netted = await app.db
      .select({ orderId: parcelReturns.orderId, fee: codBatchReturns.returnFee })
      .from(codBatchReturns)
      .innerJoin(parcelReturns, eq(parcelReturns.id, codBatchReturns.parcelReturnId))
      .where(eq(codBatchReturns.customerId, customerId));
    const nettedFee = new Map(netted.map((row) => [row.orderId, row.fee]));
    expect(netted.length).toBeGreaterThan(0);
    let codParcels = 0;
    let reversed = 0;
    for (const line of lines) {
      const order = orderOf.get(line.orderId)!;
      const cod = codLineOf.get(line.orderId);
      const freight = wholeRupiah(order.freightFee);
      // what the statement may bill: the freight (less its coupon) and insurance; the return fee
      // unless a batch netted it; the COD fee only of a COD order that no COD line settles
      let billable = freight - Math.min(order.couponDiscount, freight) + wholeRupiah(order.insuranceFee);
      if (!nettedFee.has(line.orderId)) billable += line.returnFee;
      if (!cod) billable += line.codFee;
      const seen = { billCode: line.billCode, billed: line.lineTotal - line.settledAmount };
      expect(seen).toEqual({ billCode: line.billCode, billed: billable });
      if (nettedFee.has(line.orderId)) expect(line.returnFee).toBe(nettedFee.get(line.orderId));
      if (cod && cod.commissionStatus === 'REVERSED') {
        reversed += 1;
        expect({ billCode: line.billCode, codFee: line.codFee }).toEqual({
          billCode: line.billCode,
          codFee: 0,
        });
      } else if (cod) {
        codParcels += 1;
        // the COD fee shown is the commission the batch deducts, settled there
        expect(line.codFee).toBe(cod.commission);
        expect(line.settledAmount).toBeGreaterThanOrEqual(line.codFee);
      }
      if (line.codFee !== 0) expect(line.codFee).toBeGreaterThanOrEqual(DEFAULT_COD_TERMS.minCommission);
    }
    expect(codParcels).toBeGreaterThan(0);
    expect(reversed).toBeGreaterThan(0);
    expect(statement.taxBase).toBe(lines.reduce((sum, line) => sum + line.lineTotal - line.settledAmount, 0));
  });

  it('has no COD fee below the minimum anywhere: orders, COD lines, statement lines', async () => {
    const min = DEFAULT_COD_TERMS.minCommission;
    const cod = (await app.db.select().from(orders).where(eq(orders.customerId, customerId))).filter(
      (row) => row.codAmount > 0,
    );
    expect(cod.length).toBeGreaterThan(0);
    for (const row of cod)
      expect({ billCode: row.billCode, low: row.codFee < min }).toEqual({
        billCode: row.billCode,
        low: false,
      });
    const lines = await app.db.select().from(codLines).where(eq(codLines.customerId, customerId));
    for (const line of lines) if (line.commission !== 0) expect(line.commission).toBeGreaterThanOrEqual(min);
    const billed = await app.db
      .select({ codFee: monthlyStatementLines.codFee })
      .from(monthlyStatementLines)
      .where(eq(monthlyStatementLines.customerId, customerId));
    for (const line of billed) if (line.codFee !== 0) expect(line.codFee).toBeGreaterThanOrEqual(min);
  });

  it('nets only returns received by the cut of their batch', async () => {
    const rows = await app.db
      .select({
        receivedAt: parcelReturns.receivedAt,
        status: parcelReturns.status,
        cutAt: codBatches.createdAt,
      })
      .from(codBatchReturns)
      .innerJoin(parcelReturns, eq(parcelReturns.id, codBatchReturns.parcelReturnId))
      .innerJoin(codBatches, eq(codBatches.id, codBatchReturns.batchId))
      .where(eq(codBatchReturns.customerId, customerId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('RETURNED');
      expect(row.receivedAt!.getTime()).toBeLessThanOrEqual(row.cutAt.getTime());
    }
  });

  it('seeds data that agrees with itself: goods within the COD amount, the bank holder is the legal name, held notes match their reasons', async () => {
    const lines = await app.db.select().from(codLines).where(eq(codLines.customerId, customerId));
    for (const line of lines) expect(line.goodsValue).toBeLessThanOrEqual(line.codAmount);
    const holders = await app.db
      .select({ holder: customerBankAccounts.holderName, name: customers.name })
      .from(customerBankAccounts)
      .innerJoin(customers, eq(customers.id, customerBankAccounts.customerId));
    expect(holders.length).toBeGreaterThan(0);
    for (const row of holders) expect(row.holder).toBe(row.name);
    // the seeded held parcels (the COD demo's scans write their own)
    const held = (await app.db.select().from(problemParcels)).filter(
      (row) => !row.billCode.startsWith('JP8'),
    );
    expect(held.length).toBeGreaterThan(0);
    for (const row of held)
      expect({ reason: row.reasonCode, note: row.courierNote }).toEqual({
        reason: row.reasonCode,
        note: SEED_HELD_NOTES[row.reasonCode],
      });
  });
});
