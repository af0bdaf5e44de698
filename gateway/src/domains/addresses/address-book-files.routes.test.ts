import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { addressBookEntries } from '../../db/schema';
import { langFromHeader } from '../../i18n/language';
import { ADDRESS_FILE_COLUMNS } from './address-book.rules';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';

/** A multipart body with one file, as the portal's upload sends it. */
function multipart(fileName: string, data: Buffer) {
  const boundary = '----address-test-boundary';
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
  const sheet = workbook.addWorksheet('addresses');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOf(data: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const HEADER = ['Name', 'Phone', 'District code', 'Address', 'Postal code'];
/** A good row: receiver `i`, one of three Jakarta districts. */
const goodRow = (i: number) => [
  `Penerima Impor ${i}`,
  `0813${String(10_000_000 + i).slice(-8)}`,
  ['31.71.01', '31.71.02', '31.73.05'][i % 3],
  `Jl. Impor No. ${i}`,
  '',
];

describe('address book files', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let customerId: number;

  const bookSize = async (kind: 'SENDER' | 'RECEIVER', id = customerId) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(addressBookEntries)
      .where(and(eq(addressBookEntries.customerId, id), eq(addressBookEntries.kind, kind)));
    return row.n;
  };
  const upload = (token: string, kind: string, fileName: string, data: Buffer) => {
    const form = multipart(fileName, data);
    return app.inject({
      method: 'POST',
      url: `/customer-api/addressBook/import?kind=${kind}`,
      payload: form.payload,
      headers: { ...form.headers, ...authHeaders(token) },
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('imports a 200-row file with 5 bad rows: the 195 good ones saved, each bad row named with its reasons', async () => {
    const before = await bookSize('RECEIVER');
    const rows = Array.from({ length: 200 }, (_, i) => goodRow(i));
    rows[10] = ['Salah Telepon', '12345', '31.71.01', 'Jl. Salah 1', ''];
    rows[50] = ['Salah Wilayah', '081399990050', '99.99.99', 'Jl. Salah 2', ''];
    rows[100] = ['', '081399990100', '31.71.01', 'Jl. Salah 3', ''];
    rows[150] = ['Tanpa Alamat', '081399990150', '31.71.01', '', ''];
    rows[199] = ['Salah Kodepos', '081399990199', '31.71.01', 'Jl. Salah 5', '12'];
    const result = body(await upload(demo, 'RECEIVER', 'receivers.xlsx', await xlsxOf([HEADER, ...rows])));
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ total: 200, imported: 195, duplicates: 0 });
    expect(result.data.errors.map((error: { rowNo: number }) => error.rowNo)).toEqual([
      12, 52, 102, 152, 201,
    ]);
    for (const error of result.data.errors) expect(error.messages.length).toBeGreaterThan(0);
    expect(result.msg).toBe('195 addresses imported, 5 rows with errors');
    expect(await bookSize('RECEIVER')).toBe(before + 195);
    // the same file again: nothing doubles
    const again = body(await upload(demo, 'RECEIVER', 'receivers.xlsx', await xlsxOf([HEADER, ...rows])));
    expect(again.data).toMatchObject({ imported: 0, duplicates: 195 });
    expect(await bookSize('RECEIVER')).toBe(before + 195);
  });

  it('refuses a file of the wrong type, without columns, or too large, and saves nothing', async () => {
    const before = await bookSize('SENDER');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(body(await upload(demo, 'SENDER', 'book.png', png)).msg).toMatch(/xlsx/i);
    expect(body(await upload(demo, 'SENDER', 'book.xlsx', png)).msg).toMatch(/xlsx/i);
    const noColumns = body(
      await upload(
        demo,
        'SENDER',
        'book.xlsx',
        await xlsxOf([
          ['Foo', 'Bar'],
          ['a', 'b'],
        ]),
      ),
    );
    expect(noColumns.msg).toContain('Name, Phone, Address, District');
    const big = Buffer.concat([await xlsxOf([HEADER]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(demo, 'SENDER', 'book.xlsx', big);
    expect(body(tooLarge).code).not.toBe(1);
    expect(await bookSize('SENDER')).toBe(before);
  });

  it('answers the template and the export in the request language', async () => {
    const template = await get(app, '/customer-api/addressBook/template?kind=RECEIVER', authHeaders(demo));
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const [header] = await rowsOf(template.rawPayload);
    expect(header).toEqual([
      'Name',
      'Phone',
      'Province',
      'City',
      'District',
      'District code',
      'Address',
      'Postal code',
    ]);
    const exported = await post(
      app,
      '/customer-api/addressBook/export',
      { kind: 'RECEIVER', keyword: 'Penerima Impor 1' },
      authHeaders(demo),
    );
    const rows = await rowsOf(exported.rawPayload);
    // 'Penerima Impor 1', 10-19, 100-199 less the bad 100 and 150 ... all found by the keyword
    expect(rows.length - 1).toBe(
      body(
        await post(
          app,
          '/customer-api/addressBook/page',
          { kind: 'RECEIVER', keyword: 'Penerima Impor 1', size: 100 },
          authHeaders(demo),
        ),
      ).data.total,
    );
    expect(rows.slice(1).every((row) => String(row[0]).startsWith('Penerima Impor 1'))).toBe(true);
  });

  it.each(['TH', 'KH', 'MY', 'VN', 'CN', 'YN'])(
    'imports its own template downloaded in %s: headers in the language, the example row read',
    async (language) => {
      const template = await get(
        app,
        '/customer-api/addressBook/template?kind=SENDER',
        authHeaders(demo, language),
      );
      const [header] = await rowsOf(template.rawPayload);
      expect(header).toEqual(ADDRESS_FILE_COLUMNS.map((column) => column.headers[langFromHeader(language)]));
      const result = body(await upload(demo, 'SENDER', 'template.xlsx', template.rawPayload));
      expect(result.code).toBe(1);
      expect(result.data).toMatchObject({ total: 1, errors: [] });
      expect(result.data.imported + result.data.duplicates).toBe(1);
    },
  );

  it("reveals a phone of the caller's own book only", async () => {
    const page = body(
      await post(app, '/customer-api/addressBook/page', { kind: 'RECEIVER' }, authHeaders(demo)),
    ).data;
    const entry = page.records[0];
    const shown = body(await get(app, `/customer-api/addressBook/showNum?id=${entry.id}`, authHeaders(demo)));
    expect(shown.data).toEqual({ id: entry.id, phone: entry.phone });
    const foreign = await get(app, `/customer-api/addressBook/showNum?id=${entry.id}`, authHeaders(other));
    expect(body(foreign).code).toBe(404);
  });

  it('deletes a whole book (the other book and the other shipper keep theirs); a sub-account without the key may not', async () => {
    const otherId = await customerIdOf(app, 'other');
    const [senders, otherBook] = [await bookSize('SENDER'), await bookSize('RECEIVER', otherId)];
    expect(
      body(await post(app, '/customer-api/addressBook/deleteAll', { kind: 'RECEIVER' }, authHeaders(demoSub)))
        .code,
    ).toBe(403);
    const result = body(
      await post(app, '/customer-api/addressBook/deleteAll', { kind: 'RECEIVER' }, authHeaders(demo)),
    );
    expect(result.code).toBe(1);
    expect(result.data.deleted).toBeGreaterThan(195);
    expect(await bookSize('RECEIVER')).toBe(0);
    expect(await bookSize('SENDER')).toBe(senders);
    expect(await bookSize('RECEIVER', otherId)).toBe(otherBook);
  });
});
