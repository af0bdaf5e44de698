import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { codBatches, codLines } from '../../../db/schema';
import { ownedBy } from '../../../db/tenant-scope';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  grantKeys,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';

/** A multipart body with one file, as the portal's upload sends it. */
function multipart(fileName: string, data: Buffer) {
  const boundary = '----matching-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('matching');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['Waybill or customer order no.', 'Expected COD amount'];
const DELIVERED_AT = '2026-11-02T03:00:00.000Z';

describe('settlement matching (/codMatching)', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let ours: { orderId: number; billCode: string }[];
  let theirs: { orderId: number; billCode: string }[];
  let customerId: number;

  const upload = (token: string, fileName: string, data: Buffer, language = 'EN') => {
    const form = multipart(fileName, data);
    return app.inject({
      method: 'POST',
      url: '/customer-api/codMatching/upload',
      payload: form.payload,
      headers: { ...authHeaders(token, language), ...form.headers },
    });
  };
  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);

  beforeAll(async () => {
    app = await createTestApp({ importLimits: { maxRows: 20 } });
    [demo, demoSub] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    ours = body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 901,
        at: DELIVERED_AT,
        orders: [
          { codAmount: 200_000, fate: 'DELIVER' },
          { codAmount: 50_000, fate: 'DELIVER' },
          { codAmount: 75_000, fate: 'DELIVER' },
        ],
      }),
    ).data;
    theirs = body(
      await hook('codOrders', {
        customerCode: 'C002',
        first: 901,
        at: DELIVERED_AT,
        orders: [{ codAmount: 99_000, fate: 'DELIVER' }],
      }),
    ).data;
    // the first two lines are in a paid batch, the third waits for its payout day
    const [batch] = await app.db
      .insert(codBatches)
      .values({
        customerId,
        batchNo: 'MATCH-TEST-1',
        status: 'PAID',
        periodFrom: '2026-11-02',
        periodTo: '2026-11-02',
        cutOffDay: '2026-11-04',
        // its two lines are paid (written with its id): its range of collected lines is empty
        linesAfterDay: '2026-11-04',
        parcelCount: 2,
        grossCod: 250_000,
        commission: 0,
        vat: 0,
        returnFees: 0,
        netPayout: 250_000,
        plannedPayDay: '2026-11-06',
        autoAgreeDay: '2026-11-09',
        paidAt: new Date('2026-11-06T03:00:00.000Z'),
        transferReference: 'TRF-MATCH-1',
        createdAt: new Date('2026-11-04T02:00:00.000Z'),
      })
      .returning();
    await app.db
      .update(codLines)
      .set({ batchId: batch.id, status: 'REMITTED' })
      .where(
        ownedBy(codLines, { customerId }, inArray(codLines.billCode, [ours[0].billCode, ours[1].billCode])),
      );
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('answers one result per row, the row errors with their row number, and the counts; stores nothing', async () => {
    const [third] = await app.db
      .select()
      .from(codLines)
      .where(ownedBy(codLines, { customerId }, eq(codLines.billCode, ours[2].billCode)));
    const linesBefore = await app.db.select().from(codLines);
    const file = await xlsxOf([
      HEADER,
      [ours[0].billCode, 200_000], // paid as expected
      [ours[1].billCode, '55.000'], // paid, wrong amount
      ['NOPE0000000', 10_000], // unknown
      [ours[2].billCode, 'lots'], // non-numeric
      [third.customerOrderNo, 75_000], // not paid yet, by customer order number
      [theirs[0].billCode, 99_000], // another shipper's waybill
      ['', 5_000], // empty reference
      [],
      [ours[0].billCode.toLowerCase(), 200_000], // the same waybill again
    ]);
    const res = await upload(demo, 'mine.xlsx', file);
    const answer = body(res);
    expect(answer.code).toBe(1);
    expect(answer.msg).toContain('8 rows matched');
    expect(answer.data.counts).toEqual({
      PAID_AS_EXPECTED: 1,
      PAID_DIFFERENT_AMOUNT: 1,
      NOT_PAID_YET: 1,
      UNKNOWN_TO_COURIER: 2,
      ERROR: 3,
    });
    expect(answer.data.total).toBe(8);
    expect(answer.data.compared).toMatch(/COD amount/);
    const byRow = new Map(answer.data.rows.map((r: { rowNo: number }) => [r.rowNo, r]));
    expect(byRow.get(2)).toMatchObject({
      result: 'PAID_AS_EXPECTED',
      difference: 0,
      batchNo: 'MATCH-TEST-1',
    });
    expect(byRow.get(3)).toMatchObject({
      result: 'PAID_DIFFERENT_AMOUNT',
      expectedAmount: 55_000,
      codAmount: 50_000,
      difference: 5_000,
    });
    expect(byRow.get(4)).toMatchObject({ result: 'UNKNOWN_TO_COURIER', billCode: null, codAmount: null });
    expect(byRow.get(6)).toMatchObject({
      result: 'NOT_PAID_YET',
      billCode: ours[2].billCode,
      expectedPayDay: third.expectedPayoutDay,
    });
    expect(third.expectedPayoutDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byRow.get(7)).toMatchObject({ result: 'UNKNOWN_TO_COURIER', codAmount: null });
    expect(answer.data.errors).toEqual([
      {
        rowNo: 5,
        codes: ['nonNumericAmount'],
        messages: ['the expected COD amount is not a whole rupiah number'],
      },
      { rowNo: 8, codes: ['emptyReference'], messages: ['the waybill or customer order number is empty'] },
      { rowNo: 10, codes: ['duplicateReference'], messages: ['the same reference as row 2'] },
    ]);
    expect(await app.db.select().from(codLines)).toEqual(linesBefore);

    const indonesian = body(await upload(demo, 'mine.xlsx', file, 'ID'));
    expect(indonesian.data.errors[0].messages).toEqual([
      'nilai COD yang diharapkan bukan angka rupiah bulat',
    ]);
  });

  it('refuses bad files with a translated message', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(body(await upload(demo, 'mine.png', png)).msg).toMatch(/xlsx/);
    expect(body(await upload(demo, 'mine.xlsx', png, 'ID')).msg).toMatch(/templat xlsx/);
    const noColumns = body(
      await upload(
        demo,
        'mine.xlsx',
        await xlsxOf([
          ['Foo', 'Expected COD amount'],
          ['a', 1],
        ]),
      ),
    );
    expect(noColumns.code).not.toBe(1);
    expect(noColumns.msg).toContain('Waybill or customer order no.');
    const empty = body(await upload(demo, 'mine.xlsx', await xlsxOf([HEADER])));
    expect(empty.code).not.toBe(1);
    const many = Array.from({ length: 21 }, (_, i) => [`JT${i}`, 1_000]);
    const tooMany = body(await upload(demo, 'mine.xlsx', await xlsxOf([HEADER, ...many])));
    expect(tooMany.msg).toContain('at most 20 rows');
    const big = Buffer.concat([await xlsxOf([HEADER]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = body(await upload(demo, 'mine.xlsx', big));
    expect(tooLarge.code).not.toBe(1);
    expect(tooLarge.msg).toMatch(/too large/i);
  });

  it('answers the template with the two columns and an example row, in the request language', async () => {
    const res = await post(app, '/customer-api/codMatching/template', {}, authHeaders(demo, 'ID'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]).toEqual(['No. resi atau no. pesanan', 'Nilai COD yang diharapkan']);
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe(150_000);
  });

  it('asks for codeReconciliation to upload and codeReconciliation_EXCEL for the template', async () => {
    const file = await xlsxOf([HEADER, [ours[0].billCode, 200_000]]);
    expect(body(await upload(demoSub, 'mine.xlsx', file)).code).toBe(403);
    await grantKeys(app, ['codeReconciliation']);
    try {
      expect(body(await upload(demoSub, 'mine.xlsx', file)).data.counts.PAID_AS_EXPECTED).toBe(1);
      expect(body(await post(app, '/customer-api/codMatching/template', {}, authHeaders(demoSub))).code).toBe(
        403,
      );
      await grantKeys(app, ['codeReconciliation', 'codeReconciliation_EXCEL']);
      expect(
        (await post(app, '/customer-api/codMatching/template', {}, authHeaders(demoSub))).statusCode,
      ).toBe(200);
    } finally {
      await grantKeys(app);
    }
  });
});
