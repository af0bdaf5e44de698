// Over 300 lines: one batch's whole life (cut, mail, decrypt, agree, disputes, memo, payout) over one
// booted gateway; the cases follow each other on the same batch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codBatches, codLines, orders, parcelReturns } from '../../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  grantKeys,
  lastMailTo,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DEMO_MAIL = 'demo@example.co.id';
/** 10:00 WIB on Monday 2 November 2026, and the WIB mornings after it. */
const DELIVERED_AT = '2026-11-02T03:00:00.000Z';
const morning = (day: string) => `${day}T02:00:00.000Z`;

interface Part {
  field: string;
  value?: string;
  name?: string;
  data?: Buffer;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----cod-test-boundary';
  const chunks = parts.flatMap((part) =>
    part.data
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.data,
          Buffer.from('\r\n'),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('COD lines, batches and reconciliation', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-proof-test-'));
  let made: { orderId: number; billCode: string }[];
  let batchId: number;
  /** Return fees of the demo data's returns (the service domain's seed): the first batch nets them too. */
  let earlierFees: number;

  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
  const cycle = async (day: string) =>
    body(await hook('runCycle', { customerCode: 'C001', now: morning(day) })).data;
  const detail = async (token = demo, id = batchId) =>
    body(await get(app, `/customer-api/codReconciliation/detail?id=${id}`, authHeaders(token)));
  const call = (url: string, payload: object, token = demo, language = 'EN') =>
    post(app, `/customer-api/codReconciliation/${url}`, payload, authHeaders(token, language));
  const lineOf = (billCode: string) =>
    detail().then((d) => d.data.lines.find((l: { billCode: string }) => l.billCode === billCode));
  const returnApply = (parts: Part[], token = demo) => {
    const form = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/customer-api/codReconciliation/returnApply',
      payload: form.payload,
      headers: { ...authHeaders(token), ...form.headers },
    });
  };

  beforeAll(async () => {
    // on disk: a refused dispute is checked to leave the upload folder empty
    app = await createTestApp({ uploadDir, fileStorage: 'disk' });
    [demo, demoSub, other] = await loginDemoAccounts(app);
    made = body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 1,
        at: DELIVERED_AT,
        orders: [
          { codAmount: 200_000, fate: 'DELIVER' },
          { codAmount: 50_000, fate: 'DELIVER' },
          { codAmount: 1_234_567, fate: 'DELIVER' },
          { codAmount: 80_000, fate: 'RETURN' },
        ],
      }),
    ).data;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('makes one line per COD order from its scans: collected with commission and VAT, or returned and reversed', async () => {
    const { data } = body(await post(app, '/customer-api/codBill/page', { size: 100 }, authHeaders(demo)));
    const ours = data.records.filter((r: { billCode: string }) =>
      made.some((m) => m.billCode === r.billCode),
    );
    expect(ours).toHaveLength(4);
    const byCode = new Map(ours.map((r: { billCode: string }) => [r.billCode, r]));
    expect(byCode.get(made[0].billCode)).toMatchObject({
      codAmount: 200_000,
      status: 'COLLECTED',
      expectedPayoutDay: '2026-11-04',
    });
    expect(byCode.get(made[3].billCode)).toMatchObject({ status: 'RETURNED' });
    expect(data.cards.held).toBe(200_000 - 6_660 + 50_000 - 3_330 + 1_234_567 - 41_111);

    const commission = body(
      await post(app, '/customer-api/codCommission/page', { billCode: made[0].billCode }, authHeaders(demo)),
    ).data;
    expect(commission.records[0]).toMatchObject({
      feeBase: 200_000,
      rateBp: 300,
      minFee: 3_000,
      fee: 6_000,
      vat: 660,
      total: 6_660,
      status: 'UNBILLED',
    });
    const returned = body(
      await post(app, '/customer-api/codCommission/page', { billCode: made[3].billCode }, authHeaders(demo)),
    ).data;
    expect(returned.records[0]).toMatchObject({ fee: 0, vat: 0, status: 'REVERSED' });
    const one = body(
      await get(app, `/customer-api/codCommission/detail?id=${commission.records[0].id}`, authHeaders(demo)),
    );
    expect(one.data).toMatchObject({ fee: 6_000, vatRateBp: 1_200, vatBase: '11/12' });
    expect(
      body(
        await get(
          app,
          `/customer-api/codCommission/detail?id=${commission.records[0].id}`,
          authHeaders(other),
        ),
      ).code,
    ).toBe(404);
  });

  it('cuts the batch on the payout day (T+2 business days), nets the return fee and mails a code', async () => {
    const [returnedOrder] = await app.db.select().from(orders).where(eq(orders.id, made[3].orderId));
    // the service domain wrote the return when the scan started it: fix its figures for this test
    await app.db
      .insert(parcelReturns)
      .values({
        customerId: returnedOrder.customerId,
        orderId: returnedOrder.id,
        billCode: returnedOrder.billCode,
        returnBillCode: 'JR0000000001',
        reasonCode: 'COD_REFUSED',
        faultGroup: 'RECEIVER',
        outboundFreight: 15_000,
        returnFee: 7_500,
      })
      .onConflictDoUpdate({
        target: parcelReturns.orderId,
        set: {
          returnBillCode: 'JR0000000001',
          reasonCode: 'COD_REFUSED',
          faultGroup: 'RECEIVER',
          outboundFreight: 15_000,
          returnFee: 7_500,
        },
      });
    const seededReturns = await app.db
      .select({
        orderId: parcelReturns.orderId,
        returnFee: parcelReturns.returnFee,
        status: parcelReturns.status,
        receivedAt: parcelReturns.receivedAt,
      })
      .from(parcelReturns)
      .where(eq(parcelReturns.customerId, returnedOrder.customerId));
    // the cut nets only the returns received back by the cut (not those still on their way back)
    const cutAt = new Date(morning('2026-11-04'));
    earlierFees = seededReturns
      .filter((row) => row.orderId !== returnedOrder.id)
      .filter((row) => row.status === 'RETURNED' && row.receivedAt !== null && row.receivedAt <= cutAt)
      .reduce((sum, row) => sum + row.returnFee, 0);
    expect((await cycle('2026-11-03')).cut).toBeNull();
    const cut = await cycle('2026-11-04');
    expect(cut.cut).toMatch(/^CB20261104/);
    const list = body(await call('list', { status: 'MAILED' })).data;
    expect(list.total).toBe(1);
    const batch = list.records[0];
    batchId = batch.id;
    expect(batch).toMatchObject({
      parcelCount: 3,
      grossCod: 1_484_567,
      commission: 46_037,
      vat: 5_064,
      returnFees: 7_500 + earlierFees,
      netPayout: 1_484_567 - 46_037 - 5_064 - 7_500 - earlierFees,
      bankCode: 'BCA',
      bankAccountMasked: '******3456',
      autoAgreeDay: '2026-11-07',
    });
    const mail = await lastMailTo(app, DEMO_MAIL);
    expect(mail.kind).toBe('cod-statement');
    expect(mail.payload).toMatchObject({ batchNo: batch.batchNo });
    expect(mail.body).toContain(String(mail.payload.code));
    expect((await detail()).data.returns).toEqual(
      expect.arrayContaining([
        { billCode: made[3].billCode, returnBillCode: 'JR0000000001', returnFee: 7_500 },
      ]),
    );
  });

  it('shows another shipper nothing of the batch and refuses its acts on it', async () => {
    expect(body(await call('list', {}, other)).data.total).toBe(0);
    expect((await detail(other)).msg).toBe('this COD batch does not exist');
    const line = await lineOf(made[0].billCode);
    const v2 = await call(
      'returnApplyLines',
      { batchId, lines: [{ lineId: line.id, reason: 'WRONG_AMOUNT', proofFileKeys: ['x.png'] }] },
      other,
    );
    expect(body(v2).msg).toBe('attach at least one proof file');
    expect(body(await call('agree', { batchId }, other)).msg).toBe('this COD batch does not exist');
    expect(body(await call('memo', { batchId, text: 'mine?' }, other)).msg).toBe(
      'this COD batch does not exist',
    );
    expect((await detail()).data.batch.status).toBe('MAILED');
  });

  it('holds the calls to their keys: the page for reading, CHECK for acting', async () => {
    expect(body(await call('list', {}, demoSub)).code).toBe(403);
    await grantKeys(app, ['codeReconciliation', 'codeReconciliation_DETAIL']);
    try {
      expect(body(await call('list', {}, demoSub)).code).toBe(1);
      expect(body(await call('agree', { batchId }, demoSub)).code).toBe(403);
      expect(body(await call('decrypt', { batchId, code: '000000' }, demoSub)).code).toBe(403);
      expect(body(await call('export', { batchId }, demoSub)).code).toBe(403);
    } finally {
      await grantKeys(app);
    }
    expect(body(await post(app, '/customer-api/codBill/page', {}, authHeaders(demoSub))).code).toBe(403);
    expect(body(await post(app, '/customer-api/codCommission/page', {}, authHeaders(demoSub))).code).toBe(
      403,
    );
  });

  it('refuses to agree before the statement is opened with the code', async () => {
    expect(body(await call('agree', { batchId })).msg).toBe(
      'open the statement with the code from the mail first',
    );
  });

  it('counts wrong codes, locks after the fifth and mails a new code; the new one opens the statement', async () => {
    const first = (await lastMailTo(app, DEMO_MAIL)).payload.code as string;
    const wrong = first === '999999' ? '999998' : '999999';
    expect(body(await call('decrypt', { batchId, code: wrong })).msg).toBe('wrong code: 4 tries left');
    expect(body(await call('decrypt', { batchId, code: wrong }, demo, 'YN')).msg).toBe(
      'kode salah: sisa 3 percobaan',
    );
    await call('decrypt', { batchId, code: wrong });
    await call('decrypt', { batchId, code: wrong });
    expect(body(await call('decrypt', { batchId, code: wrong })).msg).toBe(
      'the code was wrong 5 times and is locked; a new code has been sent to your e-mail',
    );
    const second = (await lastMailTo(app, DEMO_MAIL)).payload.code as string;
    expect((await detail()).data.batch.verifiedAt).toBeNull();
    if (second !== first)
      expect(body(await call('decrypt', { batchId, code: first })).msg).toBe('wrong code: 4 tries left');
    const opened = body(await call('decrypt', { batchId, code: second }));
    expect(opened.data).toMatchObject({ status: 'VERIFIED' });
    expect(opened.data.verifiedAt).not.toBeNull();
    expect(body(await call('decrypt', { batchId, code: second })).msg).toBe(
      'this COD batch has already been verified',
    );
  });

  it('refuses bad proof files and lines of another batch, changing nothing', async () => {
    const line = await lineOf(made[0].billCode);
    const fields = (lineId: number) => [
      { field: 'batchId', value: String(batchId) },
      { field: 'lineId', value: String(lineId) },
      { field: 'reason', value: 'WRONG_AMOUNT' },
    ];
    expect(
      body(
        await returnApply([
          ...fields(line.id),
          { field: 'file', name: 'proof.txt', data: Buffer.from('hello') },
        ]),
      ).msg,
    ).toBe('a proof file must be a jpg, png or pdf');
    expect(
      body(
        await returnApply([
          ...fields(line.id),
          { field: 'file', name: 'big.png', data: Buffer.alloc(6 * 1024 * 1024) },
        ]),
      ).msg,
    ).toBe('proof files may be at most 5 MB each, 5 files at most');
    expect(body(await returnApply(fields(line.id))).msg).toBe('attach at least one proof file');
    const returned = await app.db.select().from(codLines).where(eq(codLines.orderId, made[3].orderId));
    expect(
      body(await returnApply([...fields(returned[0].id), { field: 'file', name: 'p.png', data: PNG }])).msg,
    ).toBe(`line ${returned[0].id} is not part of this batch`);
    expect(
      body(
        await returnApply([
          { field: 'batchId', value: String(batchId) },
          { field: 'file', name: 'p.png', data: PNG },
        ]),
      ).msg,
    ).toBe('the dispute form is incomplete');
    const after = (await detail()).data;
    expect(after.batch.status).toBe('VERIFIED');
    expect(after.disputes).toEqual([]);
    expect(fs.readdirSync(uploadDir).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('disputes one line with a proof file (v1): the batch is adjusted without it', async () => {
    const line = await lineOf(made[0].billCode);
    const res = body(
      await returnApply([
        { field: 'batchId', value: String(batchId) },
        { field: 'lineId', value: String(line.id) },
        { field: 'reason', value: 'WRONG_AMOUNT' },
        { field: 'description', value: 'receiver paid 190,000' },
        { field: 'file', name: 'receipt.png', data: PNG },
      ]),
    );
    expect(res.data).toMatchObject({
      status: 'ADJUSTED',
      parcelCount: 2,
      grossCod: 1_284_567,
      netPayout: 1_284_567 - 40_037 - 4_404 - 7_500 - earlierFees,
    });
    const after = (await detail()).data;
    expect(after.disputes).toHaveLength(1);
    expect(after.disputes[0]).toMatchObject({
      billCode: made[0].billCode,
      reason: 'WRONG_AMOUNT',
      status: 'OPEN',
    });
    expect(after.disputes[0].proofFiles[0].name).toBe('receipt.png');
    expect(after.lines.find((l: { billCode: string }) => l.billCode === made[0].billCode).status).toBe(
      'DISPUTED',
    );
    // the same line again, in v2
    expect(
      body(
        await call('returnApplyLines', {
          batchId,
          lines: [{ lineId: line.id, reason: 'OTHER', proofFileKeys: [after.disputes[0].proofFiles[0].key] }],
        }),
      ).msg,
    ).toBe('attach at least one proof file');
  });

  it('keeps a memo thread and the mail history', async () => {
    expect(body(await call('memo', { batchId, text: 'please check waybill 1' })).code).toBe(1);
    const kinds = (await detail()).data.events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['GENERATED', 'MAILED', 'LOCKED', 'VERIFIED', 'DISPUTED', 'MEMO']),
    );
  });

  it('agrees the rest once, schedules and pays it with a transfer reference, to the rupiah', async () => {
    const agreed = body(await call('confirmUpdate', { batchId }));
    expect(agreed.data.status).toBe('AGREED');
    expect(body(await call('agree', { batchId })).msg).toBe('this COD batch has already been agreed');
    await cycle('2026-11-05');
    expect((await detail()).data.batch).toMatchObject({
      status: 'PAYMENT_SCHEDULED',
      plannedPayDay: '2026-11-06',
    });
    expect((await cycle('2026-11-06')).paid).toBe(1);
    const paid = (await detail()).data.batch;
    expect(paid.status).toBe('PAID');
    expect(paid.netPayout).toBe(1_232_626 - earlierFees);
    expect(paid.transferReference).toMatch(/^TRF/);
    const ledger = body(
      await get(app, `/customer-api/waybillLedger/get?billCode=${made[1].billCode}`, authHeaders(demo)),
    ).data;
    expect(ledger.cod).toMatchObject({
      status: 'REMITTED',
      batchStatus: 'PAID',
      transferReference: paid.transferReference,
    });
    const [row] = await app.db.select().from(codBatches).where(eq(codBatches.id, batchId));
    expect(row.netPayout).toBe(row.grossCod - row.commission - row.vat - row.returnFees + row.adjustments);
  });

  it('puts the resolved line into the next batch, which is agreed automatically after 3 business days', async () => {
    const dispute = (await detail()).data.disputes[0];
    await hook('resolveDispute', { customerCode: 'C001', disputeId: dispute.id, now: morning('2026-11-09') });
    const next = await cycle('2026-11-09');
    expect(next.cut).not.toBeNull();
    const batch = body(await call('list', { batchNo: next.cut })).data.records[0];
    expect(batch).toMatchObject({ parcelCount: 1, grossCod: 200_000, netPayout: 193_340, status: 'MAILED' });
    const auto = await cycle('2026-11-12');
    expect(auto.autoAgreed).toBe(1);
    expect(body(await call('agree', { batchId: batch.id })).msg).toBe(
      'this COD batch was already agreed automatically',
    );
    expect(body(await call('agree', { batchId: batch.id }, demo, 'CN')).msg).toBe('该批次已自动确认');
  });

  it("answers a waybill's ledger only for the caller", async () => {
    const res = body(
      await get(app, `/customer-api/waybillLedger/get?billCode=${made[1].billCode}`, authHeaders(other)),
    );
    expect({ code: res.code, msg: res.msg }).toEqual({ code: 404, msg: 'waybill not found' });
  });

  it('downloads the return-apply template', async () => {
    const res = await get(app, '/customer-api/codReconciliation/template', authHeaders(demo));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
