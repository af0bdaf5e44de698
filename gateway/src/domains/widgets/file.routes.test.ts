import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../../db/schema';
import { UrlSigner } from '../../storage';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login } from '../../test/helper';

const SECRET = 'upload-test-secret';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90), Buffer.from([0, 1, 2, 3])]);
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('\u0000\u0000[Content_Types].xml\u0000xl/workbook.xml\u0000xl/worksheets/sheet1.xml', 'latin1'),
]);

interface Part {
  name: string;
  data: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----portal-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('file upload and signed view URLs', () => {
  let app: FastifyInstance;
  let token: string;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-upload-test-'));

  const upload = (parts: Part[], query = '', headers = authHeaders('')) => {
    const form = multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/customer-api/file/upload${query}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const uploadAs = (parts: Part[], query = '', language = 'EN') =>
    upload(parts, query, authHeaders(token, language));

  beforeAll(async () => {
    // on disk: these checks read the upload folder (storage/files-across-gateways.test.ts covers the database)
    app = await createTestApp({
      uploadDir,
      fileStorage: 'disk',
      uploadUrlSecret: SECRET,
      uploadUrlTtlSeconds: 600,
    });
    token = await login(app, 'demo', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('needs a session to upload (401)', async () => {
    const response = await upload([{ name: 'a.png', data: PNG }], '', { language: 'EN' });
    expect(response.statusCode).toBe(401);
  });

  it('stores an image, records the files row and answers {url, name, size, contentType}', async () => {
    const answer = body(
      await uploadAs([{ name: 'foto paket.png', data: PNG, type: 'image/png' }], '?bizType=goodsImage'),
    );
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('upload succeeded');
    expect(answer.data).toMatchObject({ name: 'foto paket.png', size: PNG.length, contentType: 'image/png' });
    expect(answer.data.url).toMatch(/^\/customer-api\/file\/view\/[0-9a-f-]+\.png\?exp=\d+&sig=[\w-]+$/);
    expect(answer.data.files).toHaveLength(1);
    const [row] = await app.db.select().from(files).where(eq(files.key, answer.data.key));
    expect(row).toMatchObject({
      name: 'foto paket.png',
      size: PNG.length,
      contentType: 'image/png',
      bizType: 'goodsImage',
    });
    expect(fs.readFileSync(path.join(uploadDir, answer.data.key))).toEqual(PNG);
  });

  it('stores the file name without bidirectional controls (a right-to-left override)', async () => {
    const answer = body(await uploadAs([{ name: 'invoice\u202Egnp.pdf\u2066.png', data: PNG }]));
    expect(answer.code).toBe(1);
    expect(answer.data.name).toBe('invoicegnp.pdf.png');
    const [row] = await app.db.select().from(files).where(eq(files.key, answer.data.key));
    expect(row.name).toBe('invoicegnp.pdf.png');
  });

  it('serves the signed URL without the authToken header, with the stored bytes and type', async () => {
    const { url } = body(await uploadAs([{ name: 'label.pdf', data: PDF }])).data;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain('inline');
    expect(response.rawPayload).toEqual(PDF);
  });

  it('refuses a bad signature, a signature of another key and an expired URL (403)', async () => {
    const first = body(await uploadAs([{ name: 'a.png', data: PNG }])).data;
    const second = body(await uploadAs([{ name: 'b.png', data: PNG }])).data;
    const tampered = first.url.replace(
      /sig=([\w-])/,
      (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    expect(body(await app.inject({ method: 'GET', url: tampered })).code).toBe(403);
    const swapped = first.url.replace(first.key, second.key);
    expect(body(await app.inject({ method: 'GET', url: swapped })).code).toBe(403);
    const past = new UrlSigner(SECRET, () => Date.now() - 3_600_000).sign(first.key, 60);
    const expired = await app.inject({
      method: 'GET',
      url: `/customer-api/file/view/${first.key}?exp=${past.exp}&sig=${past.sig}`,
      headers: { language: 'EN' },
    });
    expect(body(expired).code).toBe(403);
    expect(body(expired).msg).toBe('the file link is invalid or has expired');
    const later = new UrlSigner('another-secret').sign(first.key, 60);
    const foreign = `/customer-api/file/view/${first.key}?exp=${later.exp}&sig=${later.sig}`;
    expect(body(await app.inject({ method: 'GET', url: foreign })).code).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/customer-api/file/view/${first.key}` })).statusCode,
    ).toBe(400);
  });

  it("refuses a renamed binary by its content: 'file type does not match', nothing stored", async () => {
    const before = fs.readdirSync(uploadDir).length;
    const renamed = body(await uploadAs([{ name: 'photo.png', data: EXE, type: 'image/png' }]));
    expect(renamed).toMatchObject({ code: 500, msg: 'file type does not match', data: null });
    expect(body(await uploadAs([{ name: 'photo.png', data: EXE }], '', 'CN')).msg).toBe('文件类型不匹配');
    expect(body(await uploadAs([{ name: 'scan.pdf', data: PNG }])).msg).toBe('file type does not match');
    expect(body(await uploadAs([{ name: 'tool.exe', data: EXE }])).msg).toBe('file type does not match');
    expect(body(await uploadAs([{ name: 'notes.txt', data: EXE }])).msg).toBe('file type does not match');
    // One bad file refuses the whole request.
    const mixed = body(
      await uploadAs([
        { name: 'ok.png', data: PNG },
        { name: 'bad.pdf', data: EXE },
      ]),
    );
    expect(mixed.msg).toBe('file type does not match');
    expect(fs.readdirSync(uploadDir).length).toBe(before);
  });

  it('accepts each allowed type whose content matches: xlsx, csv, txt, jpg', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 1)]);
    const answer = body(
      await uploadAs([
        { name: 'orders.xlsx', data: XLSX },
        { name: 'orders.csv', data: Buffer.from('billCode,weight\nJP0001,1.5\n') },
        { name: 'readme.txt', data: Buffer.from('Catatan pengiriman: hati-hati ✓\n') },
        { name: 'photo.JPG', data: jpeg },
      ]),
    );
    expect(answer.code).toBe(1);
    expect(answer.data.files.map((f: { contentType: string }) => f.contentType)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
      'text/plain; charset=utf-8',
      'image/jpeg',
    ]);
  });

  it("refuses a file over 10 MB: 'file too large'", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const answer = body(await uploadAs([{ name: 'big.txt', data: big }]));
    expect(answer).toMatchObject({ code: 500, msg: 'file too large, at most 10 MB' });
    const exact = body(await uploadAs([{ name: 'exact.txt', data: Buffer.alloc(10 * 1024 * 1024, 0x61) }]));
    expect(exact.code).toBe(1);
  });

  it('refuses more than 10 files in one request; 10 are fine', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: PNG }));
    const answer = body(await uploadAs(eleven));
    expect(answer).toMatchObject({ code: 500, msg: 'at most 10 files' });
    expect(body(await uploadAs(eleven, '', 'YN')).msg).toBe('maksimal 10 file');
    const ten = body(await uploadAs(eleven.slice(0, 10)));
    expect(ten.code).toBe(1);
    expect(ten.data.files).toHaveLength(10);
  });

  it("answers 'please choose a file to upload' without a file part or a multipart body", async () => {
    expect(body(await uploadAs([{ name: 'x.png', data: PNG, field: 'other' }])).msg).toBe(
      'please choose a file to upload',
    );
    const json = await app.inject({
      method: 'POST',
      url: '/customer-api/file/upload',
      payload: {},
      headers: authHeaders(token),
    });
    expect(body(json).msg).toBe('please choose a file to upload');
  });

  it('refuses a malformed bizType', async () => {
    expect((await uploadAs([{ name: 'a.png', data: PNG }], '?bizType=../x')).statusCode).toBe(400);
  });

  it('answers 404 for a validly signed key with no file behind it', async () => {
    const signed = new UrlSigner(SECRET).sign('missing.png', 60);
    const response = await get(
      app,
      `/customer-api/file/view/missing.png?exp=${signed.exp}&sig=${signed.sig}`,
    );
    expect(body(response).code).toBe(404);
  });
});
