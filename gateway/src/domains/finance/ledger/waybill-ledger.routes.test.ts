import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema';
import { startOfWibDay } from '../../../lib/calendar/business-days';
import { seedCodDemo } from '../../../ops/finance-demo';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  grantKeys,
  loginDemoAccounts,
  post,
} from '../../../test/helper';
import { scopedCallers } from '../../../test/sub-accounts';
import { runCycle } from '../cod/cod-payment.repo';
import type { WaybillLedger } from './waybill-ledger.repo';
import { LEDGER_CREDITS, type LedgerEntry } from './waybill-ledger.rules';

/**
 * Issue 36 item 2: one ledger per waybill. On the demo as `npm start` seeds it, run on to the
 * November statement (as demo-statement.test.ts), the ledger's figures are the COD bill row's, the
 * batch line's and the statement line's of the same waybill, and the order detail's goods value and
 * COD fee come from it (the order row's declared value is the shipper's input, Rp 0 here).
 */
describe('the ledger of a waybill', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  const ledgers = new Map<string, WaybillLedger>();

  const ledgerOf = async (billCode: string, token = demo) => {
    const answer = body(
      await get(app, `/customer-api/waybillLedger/get?billCode=${billCode}`, authHeaders(token)),
    );
    return answer;
  };
  const demoLedger = async (billCode: string): Promise<WaybillLedger> => {
    if (!ledgers.has(billCode)) {
      const answer = await ledgerOf(billCode);
      expect({ billCode, code: answer.code, msg: answer.msg }).toEqual({ billCode, code: 1, msg: 'success' });
      ledgers.set(billCode, answer.data);
    }
    return ledgers.get(billCode)!;
  };
  const entriesOf = (ledger: WaybillLedger, kind: LedgerEntry['kind']) =>
    ledger.entries.filter((entry) => entry.kind === kind);
  const amountOf = (ledger: WaybillLedger, kind: LedgerEntry['kind']) =>
    entriesOf(ledger, kind).reduce((sum, entry) => sum + entry.amount, 0);
  /** The statement line's part of the ledger (no PPN of the COD fee, no credit notes), signed. */
  const lineAmount = (entries: LedgerEntry[]) =>
    entries
      .filter((entry) => !['COD_VAT', 'CLAIM', 'LINE_CREDIT'].includes(entry.kind))
      .reduce((sum, entry) => sum + (LEDGER_CREDITS.includes(entry.kind) ? -entry.amount : entry.amount), 0);

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    const customerId = await customerIdOf(app);
    await seedCodDemo(app, new Date('2026-11-28T05:00:00.000Z'));
    const deps = { db: app.db, mailer: app.mailer, quiet: true };
    for (const day of ['2026-11-28', '2026-11-30', '2026-12-01'])
      await runCycle(deps, { customerId }, new Date(startOfWibDay(day).getTime() + 9 * 3_600_000));
  }, 240_000);
  afterAll(() => app.close());

  it("gives the COD parcel's goods value and COD fee as its COD bill and batch do, where the order row has Rp 0 declared", async () => {
    // the demo's Rp 1,250,000 COD parcel: a document, nothing declared, Rp 18,000 freight
    const bill = body(await post(app, '/customer-api/codBill/page', { size: 100 }, authHeaders(demo))).data;
    const line = bill.records.find((record: { codAmount: number }) => record.codAmount === 1_250_000);
    expect(line).toMatchObject({ goodsValue: 1_232_000, status: 'REMITTED' });
    const order = body(
      await post(
        app,
        '/customer-api/order/manage/page',
        { billCode: line.billCode, size: 10 },
        authHeaders(demo),
      ),
    ).data.records[0];
    expect(order).toMatchObject({ billCode: line.billCode, declaredValue: 0 });

    const ledger = await demoLedger(line.billCode);
    expect(ledger).toMatchObject({ codAmount: 1_250_000, goodsValue: 1_232_000, declaredValue: 0 });
    expect(entriesOf(ledger, 'COD_FEE')).toEqual([
      { kind: 'COD_FEE', amount: 37_500, settledIn: 'COD_BATCH', documentNo: line.batchNo, reference: null },
    ]);
    expect(entriesOf(ledger, 'COD_VAT')).toEqual([
      { kind: 'COD_VAT', amount: 4_125, settledIn: 'COD_BATCH', documentNo: line.batchNo, reference: null },
    ]);
    expect(ledger.cod).toMatchObject({
      status: 'REMITTED',
      batchNo: line.batchNo,
      net: 1_250_000 - 37_500 - 4_125,
    });
  });

  it('reads the figures of every COD bill row of the demo', async () => {
    const bill = body(await post(app, '/customer-api/codBill/page', { size: 100 }, authHeaders(demo))).data;
    expect(bill.records.length).toBe(20);
    for (const row of bill.records) {
      const ledger = await demoLedger(row.billCode);
      expect({
        billCode: row.billCode,
        ...ledger.cod,
        codAmount: ledger.codAmount,
        goodsValue: ledger.goodsValue,
      }).toMatchObject({
        billCode: row.billCode,
        status: row.status,
        batchNo: row.batchNo,
        codAmount: row.codAmount,
        goodsValue: row.goodsValue,
      });
    }
  });

  it("reads the figures of every batch line, netted return and netted freight of the demo's batches", async () => {
    const batches = body(
      await post(app, '/customer-api/codReconciliation/list', { size: 100 }, authHeaders(demo)),
    ).data.records as { id: number }[];
    expect(batches.length).toBeGreaterThan(0);
    let returns = 0;
    for (const { id } of batches) {
      const detail = body(
        await get(app, `/customer-api/codReconciliation/detail?id=${id}`, authHeaders(demo)),
      ).data;
      for (const line of detail.lines) {
        const ledger = await demoLedger(line.billCode);
        const seen = {
          billCode: line.billCode,
          codAmount: ledger.codAmount,
          commission: amountOf(ledger, 'COD_FEE'),
          vat: amountOf(ledger, 'COD_VAT'),
          status: ledger.cod?.status,
        };
        expect(seen).toEqual({
          billCode: line.billCode,
          codAmount: line.codAmount,
          commission: line.commission,
          vat: line.vat,
          status: line.status,
        });
        if (line.batchId === id)
          expect(entriesOf(ledger, 'COD_FEE')[0]).toMatchObject({
            settledIn: 'COD_BATCH',
            documentNo: detail.batch.batchNo,
          });
      }
      for (const netted of detail.returns) {
        returns += 1;
        const ledger = await demoLedger(netted.billCode);
        expect(entriesOf(ledger, 'RETURN_FEE')).toEqual([
          {
            kind: 'RETURN_FEE',
            amount: netted.returnFee,
            settledIn: 'COD_BATCH',
            documentNo: detail.batch.batchNo,
            reference: null,
          },
        ]);
      }
      for (const netted of detail.freight) {
        const ledger = await demoLedger(netted.billCode);
        const inBatch = ledger.entries.filter((entry) => entry.documentNo === detail.batch.batchNo);
        expect({ billCode: netted.billCode, freight: lineAmount(inBatch) }).toEqual(netted);
      }
    }
    expect(returns).toBeGreaterThan(0);
  });

  it('reads the figures of every statement line: its charges, the part COD batches settled and the part it bills', async () => {
    const statements = body(
      await post(app, '/customer-api/monthlyStatement/page', { size: 100 }, authHeaders(demo)),
    ).data.records as { id: number; statementNo: string; period: string }[];
    expect(statements.map((statement) => statement.period)).toContain('2026-11');
    let lines = 0;
    for (const statement of statements) {
      for (let current = 1; ; current += 1) {
        const page = body(
          await get(
            app,
            `/customer-api/monthlyStatement/detail?id=${statement.id}&current=${current}&size=100`,
            authHeaders(demo),
          ),
        ).data.lines;
        for (const line of page.records) {
          lines += 1;
          const ledger = await demoLedger(line.billCode);
          expect({ billCode: line.billCode, ...ledger.statement }).toEqual({
            billCode: line.billCode,
            statementNo: statement.statementNo,
            period: statement.period,
            status: expect.any(String),
            lineTotal: line.lineTotal,
            settledAmount: line.settledAmount,
            billed: line.lineTotal - line.settledAmount,
            settledBatchNo: line.settledBatchNo,
          });
          const charges = {
            billCode: line.billCode,
            freight: amountOf(ledger, 'FREIGHT'),
            insurance: amountOf(ledger, 'INSURANCE'),
            discount: amountOf(ledger, 'COUPON'),
            codFee: ledger.codAmount > 0 ? amountOf(ledger, 'COD_FEE') : 0,
            returnFee: amountOf(ledger, 'RETURN_FEE'),
            // each charge once: what COD batches settle, what the statement bills
            settled: lineAmount(ledger.entries.filter((entry) => entry.settledIn === 'COD_BATCH')),
            billed: lineAmount(ledger.entries.filter((entry) => entry.settledIn === 'STATEMENT')),
          };
          expect(charges).toEqual({
            billCode: line.billCode,
            freight: line.freight,
            insurance: line.insurance,
            discount: line.discount,
            codFee: line.codFee,
            returnFee: line.returnFee,
            settled: line.settledAmount,
            billed: line.lineTotal - line.settledAmount,
          });
          for (const entry of ledger.entries.filter((e) => e.settledIn === 'STATEMENT'))
            expect(entry.documentNo).toBe(statement.statementNo);
        }
        if (current >= page.pages) break;
      }
    }
    expect(lines).toBeGreaterThan(0);
  });

  it("answers another shipper's waybill, and one the caller does not know, as not found", async () => {
    const [billCode] = ledgers.keys();
    expect(
      body(await get(app, `/customer-api/waybillLedger/get?billCode=${billCode}`, authHeaders(other))).code,
    ).toBe(404);
    expect((await ledgerOf('JP00000000000')).code).toBe(404);
  });

  it('needs the detail key of a page that opens it; a refusal keeps the session (HTTP 200, code 403)', async () => {
    const [billCode] = ledgers.keys();
    const refused = await get(
      app,
      `/customer-api/waybillLedger/get?billCode=${billCode}`,
      authHeaders(demoSub),
    );
    expect({ status: refused.statusCode, code: body(refused).code }).toEqual({ status: 200, code: 403 });
    await grantKeys(app, ['codBillpage', 'codBillpage_DETAIL']);
    try {
      expect((await ledgerOf(billCode, demoSub)).code).toBe(1);
    } finally {
      await grantKeys(app);
    }
  });

  it("keeps a scoped clerk to its senders' parcels and hides every amount from a hide-money clerk", async () => {
    const [billCode] = ledgers.keys();
    const [order] = await app.db.select().from(orders).where(eq(orders.billCode, billCode));
    // scoped to a sender address other than the parcel's
    const callers = await scopedCallers(app, demo, 'ledger', ['orderManagement', 'orderManagement_DETAIL'], {
      ...order,
      senderName: 'Gudang Lain',
      senderAddress: 'Jl. Lain No. 1',
    });
    expect((await ledgerOf(billCode, callers.sender)).code).toBe(404);
    expect((await ledgerOf(billCode, callers.own)).code).toBe(404);
    const hidden = await ledgerOf(billCode, callers.hidden);
    expect(hidden.code).toBe(1);
    expect(hidden.data.codAmount).toBeUndefined();
    expect(hidden.data.goodsValue).toBeUndefined();
    expect(hidden.data.entries.length).toBeGreaterThan(0);
    for (const entry of hidden.data.entries) expect(entry.amount).toBeUndefined();
  });
});
