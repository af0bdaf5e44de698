import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  claims,
  codBatches,
  codBatchFreight,
  codBatchReturns,
  codContracts,
  codDisputes,
  codLines,
  customerBankAccounts,
  customers,
  monthlyStatementLines,
  monthlyStatements,
  orders,
  parcelReturns,
  statementCreditNotes,
  statementReceivables,
  users,
} from '../../db/schema';
import { startOfWibDay, addDays } from '../../lib/calendar/business-days';
import { createCodOrders } from '../../ops/finance-cod-orders';
import { createTestApp, customerIdOf, SETUP_TIMEOUT } from '../../test/helper';
import { asSeen } from './cod/cod-batch-range.repo';
import { disputeLines, resolveDispute } from './cod/cod-dispute.repo';
import { runCycle } from './cod/cod-payment.repo';
import { DEFAULT_COD_TERMS, wholeRupiah } from './cod/cod.rules';

/**
 * The whole money flow of a shipper, random, through the real code on PGlite: COD and non-COD
 * orders scanned to delivery or return (the scan effects write COD lines and returns), coupons on
 * their freight, disputed batch lines resolved later, claims approved for offset, and the daily
 * finance cycle (cut with its net-off, auto-agree, payment, the monthly statement on the first
 * business day). At the end every charge of every parcel is billed on a statement or deducted in a
 * COD batch exactly once, and the shipper's ledger balances to the rupiah.
 */

const HOUR_MS = 3_600_000;
/** 09:00 WIB of a day: when the cycle runs. */
const cycleAt = (day: string) => new Date(startOfWibDay(day).getTime() + 9 * HOUR_MS);

interface OrderSpec {
  /** Day index from 1 Oct (0..60): the day its last scan lands (after that day's cycle). */
  day: number;
  hour: number;
  codAmount: number;
  fate: 'DELIVER' | 'RETURN';
  /** Coupon discount as a share (percent) of the freight; 0: no coupon. */
  couponPercent: number;
  /** An approved claim to offset on the statement, as a share of the freight; 0: none. */
  claimPercent: number;
}

interface Scenario {
  netting: boolean;
  orders: OrderSpec[];
  /** Per day index 0..84: whether the cycle runs that morning (the statement days always run). */
  skip: boolean[];
  /** Per cut: dispute its first line, resolved this many days later (0: no dispute). */
  disputes: number[];
}

const orderSpec: fc.Arbitrary<OrderSpec> = fc.record({
  day: fc.integer({ min: 0, max: 60 }),
  hour: fc.integer({ min: 2, max: 12 }),
  codAmount: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 10_000, max: 120_000 }),
    fc.integer({ min: 120_000, max: 2_000_000 }),
  ),
  fate: fc.constantFrom<'DELIVER' | 'RETURN'>('DELIVER', 'DELIVER', 'RETURN'),
  couponPercent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
  claimPercent: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 10, max: 300 })),
});

const scenario: fc.Arbitrary<Scenario> = fc.record({
  netting: fc.boolean(),
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 12 }),
  skip: fc.array(fc.boolean(), { minLength: 85, maxLength: 85 }),
  disputes: fc.array(fc.constantFrom(0, 0, 2, 5), { minLength: 12, maxLength: 12 }),
});

const FIRST_DAY = '2026-10-01';
/** The statement days of October and November 2026 (first business days): the cycle always runs. */
const STATEMENT_DAYS = ['2026-11-02', '2026-12-01'];
const LAST_DAY = 84; // 24 Dec: every batch cut by the start of December is paid by then

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('money flow (property): every charge once, the ledger to the rupiah', () => {
  let app: FastifyInstance;
  let userId: number;
  let run = 0;

  beforeAll(async () => {
    app = await createTestApp();
    const demoCustomerId = await customerIdOf(app);
    const [admin] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, demoCustomerId))
      .limit(1);
    userId = admin.id;
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** A shipper of its own per run: its contract, a bank account changed long ago. */
  async function newShipper(netting: boolean) {
    run += 1;
    const [customer] = await app.db
      .insert(customers)
      .values({ customerCode: `PMF${String(run).padStart(3, '0')}`, name: `PT Uji Aliran ${run}` })
      .returning({ id: customers.id });
    await app.db.insert(codContracts).values({
      ...DEFAULT_COD_TERMS,
      customerId: customer.id,
      freightSettlement: netting ? 'COD_NETTING' : 'STATEMENT',
    });
    await app.db.insert(customerBankAccounts).values({
      customerId: customer.id,
      bankCode: 'BCA',
      accountNumber: '5270999000',
      holderName: `PT Uji Aliran ${run}`,
      changedAt: new Date('2026-01-01T00:00:00Z'),
    });
    return customer.id;
  }

  async function play(s: Scenario) {
    const customerId = await newShipper(s.netting);
    const tenant = { customerId };
    const actor = { customerId, userId };
    const deps = { db: app.db, mailer: app.mailer, quiet: true };
    const made: { orderId: number; spec: OrderSpec }[] = [];
    const openDisputes: { id: number; on: number }[] = [];
    let cuts = 0;
    for (let d = 0; d <= LAST_DAY; d += 1) {
      const day = addDays(FIRST_DAY, d);
      const now = cycleAt(day);
      for (const dispute of openDisputes.filter((row) => row.on === d))
        await resolveDispute(app.db, tenant, dispute.id, now);
      if (!s.skip[d] || STATEMENT_DAYS.includes(day)) {
        const { cut } = await runCycle(deps, tenant, now);
        if (cut) {
          const later = s.disputes[cuts % s.disputes.length];
          cuts += 1;
          const [batch] = await app.db.select().from(codBatches).where(eq(codBatches.batchNo, cut));
          const [line] = (
            await asSeen(
              app.db,
              tenant,
              await app.db.select().from(codLines).where(eq(codLines.customerId, customerId)),
            )
          ).filter((row) => row.batchId === batch.id && row.status === 'IN_BATCH');
          if (later > 0 && line && batch.status === 'MAILED') {
            await disputeLines(
              app.db,
              actor,
              batch.id,
              [{ lineId: line.id, reason: 'WRONG_AMOUNT', description: '', proofFiles: [] }],
              new Date(now.getTime() + HOUR_MS),
            );
            const [dispute] = await app.db
              .select({ id: codDisputes.id })
              .from(codDisputes)
              .where(and(eq(codDisputes.codLineId, line.id), eq(codDisputes.status, 'OPEN')));
            openDisputes.push({ id: dispute.id, on: d + later });
          }
        }
      }
      // the day's parcels end after its cycle (last scans from 10:00 WIB)
      for (const spec of s.orders.filter((o) => o.day === d)) {
        const at = new Date(startOfWibDay(day).getTime() + (10 + spec.hour) * HOUR_MS);
        const first = run * 100 + made.length;
        const [order] = await createCodOrders(
          app.db,
          customerId,
          null,
          [{ codAmount: spec.codAmount, fate: spec.fate }],
          first,
          at,
        );
        made.push({ orderId: order.orderId, spec });
        const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
        const freight = wholeRupiah(row.freightFee);
        if (spec.couponPercent > 0)
          await app.db
            .update(orders)
            .set({ couponCode: 'PROP', couponDiscount: Math.round((freight * spec.couponPercent) / 100) })
            .where(eq(orders.id, row.id));
        if (spec.claimPercent > 0 && spec.fate === 'DELIVER')
          await app.db.insert(claims).values({
            customerId,
            userId,
            claimNo: `CLP${order.orderId}`,
            orderId: row.id,
            billCode: row.billCode,
            claimType: 'DAMAGED',
            insured: false,
            declaredValue: 0,
            premium: 0,
            shippingFee: freight,
            goodsValue: 0,
            amountClaimed: Math.round((freight * spec.claimPercent) / 100),
            cap: freight * 10,
            capRule: 'UNINSURED_FEE',
            amountApproved: Math.round((freight * spec.claimPercent) / 100),
            payoutMethod: 'STATEMENT_OFFSET',
            status: 'APPROVED',
            decidedAt: at,
            createdAt: at,
            updatedAt: at,
          });
      }
    }
    return { customerId, orderIds: made.map((row) => row.orderId) };
  }

  async function check(customerId: number, orderIds: number[]) {
    const tenant = { customerId };
    const byCustomer = <T extends { customerId: unknown }>(table: T) =>
      eq((table as unknown as { customerId: typeof orders.customerId }).customerId, customerId);
    const orderRows = await app.db.select().from(orders).where(inArray(orders.id, orderIds));
    const lines = await asSeen(
      app.db,
      tenant,
      await app.db.select().from(codLines).where(byCustomer(codLines)),
    );
    const returns = await app.db.select().from(parcelReturns).where(byCustomer(parcelReturns));
    const nettedFreight = await app.db.select().from(codBatchFreight).where(byCustomer(codBatchFreight));
    const nettedReturns = await app.db.select().from(codBatchReturns).where(byCustomer(codBatchReturns));
    const batches = await app.db.select().from(codBatches).where(byCustomer(codBatches));
    const statementLines = await app.db
      .select()
      .from(monthlyStatementLines)
      .where(byCustomer(monthlyStatementLines));
    const statements = await app.db.select().from(monthlyStatements).where(byCustomer(monthlyStatements));
    const receivables = await app.db
      .select()
      .from(statementReceivables)
      .where(byCustomer(statementReceivables));
    const credits = await app.db.select().from(statementCreditNotes).where(byCustomer(statementCreditNotes));
    const claimRows = await app.db.select().from(claims).where(byCustomer(claims));

    let expectedCharges = 0;
    let pending = 0;
    for (const order of orderRows) {
      const freight = wholeRupiah(order.freightFee);
      const freightCharge =
        freight - Math.min(order.couponDiscount, freight) + wholeRupiah(order.insuranceFee);
      const line = lines.find((row) => row.orderId === order.id);
      const parcelReturn = returns.find((row) => row.orderId === order.id);
      const returnFee = order.status === 'RETURNED' ? (parcelReturn?.returnFee ?? 0) : 0;
      // the COD commission and its VAT: deducted in a batch once the line is in one, nothing when reversed
      const commission = line && line.commissionStatus !== 'REVERSED' ? line.commission + line.vat : 0;
      const inBatch = line !== undefined && ['IN_BATCH', 'REMITTED'].includes(line.status);
      const held = commission > 0 && !inBatch ? commission : 0;
      const statementLine = statementLines.filter((row) => row.orderId === order.id);
      // every delivered or returned parcel of October and November is on one statement, once
      expect(statementLine).toHaveLength(1);
      const [onStatement] = statementLine;
      const billed = onStatement.lineTotal - onStatement.settledAmount;
      const freightRows = nettedFreight.filter((row) => row.orderId === order.id);
      const returnRows = parcelReturn
        ? nettedReturns.filter((row) => row.parcelReturnId === parcelReturn.id)
        : [];
      expect(freightRows.length).toBeLessThanOrEqual(1);
      expect(returnRows.length).toBeLessThanOrEqual(1);
      const deducted =
        sum(freightRows.map((row) => row.freight)) + sum(returnRows.map((row) => row.returnFee));
      // each charge once: billed here or deducted there, never both, never dropped
      const context = {
        order: order.billCode,
        status: order.status,
        cod: order.codAmount,
        onStatement,
        line,
      };
      expect({ ...context, total: billed + deducted + (inBatch ? commission : 0) + held }).toEqual({
        ...context,
        total: freightCharge + commission + returnFee,
      });
      // a netted charge is settled on its line; the COD fee of a COD parcel is its commission, settled
      if (freightRows.length) expect(onStatement.settledBatchNo).not.toBeNull();
      if (returnRows.length) expect(onStatement.returnFee).toBe(returnRows[0].returnFee);
      if (line) {
        expect(onStatement.codFee).toBe(commission > 0 ? line.commission : 0);
        if (commission > 0) expect(line.commission).toBeGreaterThanOrEqual(DEFAULT_COD_TERMS.minCommission);
      } else expect(onStatement.codFee).toBe(0);
      expectedCharges += freightCharge + commission - held + returnFee;
      pending += held;
    }
    // the batches' totals are the sums of what they deducted; statements bill the rest
    const deductions = sum(batches.map((b) => b.commission + b.vat + b.returnFees + b.freightNetted));
    const taxBase = sum(statements.map((row) => row.taxBase));
    expect(taxBase).toBe(sum(statementLines.map((row) => row.lineTotal - row.settledAmount)));
    expect(deductions + taxBase).toBe(expectedCharges);
    for (const b of batches)
      expect(b.netPayout - b.shortfall).toBe(
        b.grossCod - b.commission - b.vat - b.returnFees - b.freightNetted + b.adjustments,
      );
    // shortfalls of paid batches are receivables, each billed once
    const paid = batches.filter((b) => b.status === 'PAID');
    const unpaid = batches.filter((b) => b.status !== 'PAID');
    expect(sum(receivables.map((row) => row.amount))).toBe(sum(paid.map((b) => b.shortfall)));
    const billedReceivables = sum(statements.map((row) => row.receivables));
    expect(billedReceivables).toBe(
      sum(receivables.filter((r) => r.statementId !== null).map((r) => r.amount)),
    );
    // claims offset once, each for its approved amount
    for (const claim of claimRows) {
      const notes = credits.filter((row) => row.claimId === claim.id);
      expect(notes.map((row) => row.amount)).toEqual(claim.status === 'PAID' ? [claim.amountApproved] : []);
    }
    // the shipper's ledger: what it is paid (or will be: unpaid batches) less what it owes = COD
    // collected less every charge (with the statement's taxes), plus the claims credited
    const grossCod = sum(batches.map((b) => b.grossCod));
    const owed = sum(statements.map((row) => row.amountDue));
    const pendingReceivables = sum(receivables.filter((r) => r.statementId === null).map((r) => r.amount));
    const taxes = sum(statements.map((row) => row.ppn - row.pph23));
    expect(
      sum(batches.map((b) => b.netPayout)) - owed - pendingReceivables - sum(unpaid.map((b) => b.shortfall)),
    ).toBe(
      grossCod +
        sum(batches.map((b) => b.adjustments)) -
        expectedCharges -
        taxes +
        sum(credits.map((c) => c.amount)),
    );
    // nothing below the COD minimum anywhere
    for (const row of statementLines)
      if (row.codFee !== 0) expect(row.codFee).toBeGreaterThanOrEqual(DEFAULT_COD_TERMS.minCommission);
    return pending;
  }

  it('bills or deducts every charge exactly once across batches and statements (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { customerId, orderIds } = await play(s);
        await check(customerId, orderIds);
      }),
      { numRuns: Number(process.env.MONEY_FLOW_RUNS ?? 4), seed: 3_601, endOnFailure: true },
    );
  }, 300_000);
});
