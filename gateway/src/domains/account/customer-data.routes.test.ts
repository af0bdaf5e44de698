import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerDataSubmissions, files } from '../../db/schema';
import { ownedBy } from '../../db/tenant-scope';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  login,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { DEMO_PASSWORD } from '../../db/seed/core';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const COMPANY = {
  companyName: 'PT Nusantara Niaga',
  npwp: '012345678901234',
  nib: '1234567890123',
  deedNumber: 'AHU-0012345',
  address: 'Jl. Sudirman 1, Jakarta',
  contactName: 'Budi Santoso',
  contactKtp: '3171012345678901',
  contactPhone: '081234567890',
  email: 'finance@nusantara.co.id',
  bankName: 'BCA',
  bankAccountNo: '1234567890',
  bankAccountHolder: 'Nusantara Niaga, PT',
};
const DOCUMENTS = ['npwp', 'nib', 'deed', 'decree', 'contactKtp', 'bankBook'];

function multipart(fileName: string, data: Buffer) {
  const boundary = '----customer-data-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('customer data and its review by network staff', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let staff: string;

  const call = (url: string, token: string, payload: object = {}) =>
    post(app, `/customer-api${url}`, payload, authHeaders(token));
  const upload = (token: string, field: string, fileName: string, data: Buffer) => {
    const form = multipart(fileName, data);
    return app.inject({
      method: 'POST',
      url: `/customer-api/customerData/upload?field=${field}`,
      payload: form.payload,
      headers: { ...form.headers, ...authHeaders(token) },
    });
  };
  const submissionOf = async (loginCode: string) => {
    const customerId = await customerIdOf(app, loginCode);
    const [row] = await app.db
      .select()
      .from(customerDataSubmissions)
      .where(ownedBy(customerDataSubmissions, { customerId }));
    return row;
  };

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    staff = await login(app, 'demo_staff', DEMO_PASSWORD);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('refuses documents that are not an image or a PDF, or over 5 MB', async () => {
    expect(body(await upload(demo, 'npwp', 'npwp.txt', Buffer.from('not a scan'))).msg).toBe(
      'the file must be an image (JPG, PNG) or a PDF',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(body(await upload(demo, 'npwp', 'npwp.pdf', big)).code).not.toBe(1);
    expect(body(await upload(demo, 'vault', 'x.pdf', PDF)).msg).toBe('unknown document: vault');
  });

  it('saves a company draft and refuses to submit it incomplete, naming each field', async () => {
    const saved = body(
      await call('/customerData/save', demo, { entityType: 'COMPANY', fields: { ...COMPANY, nib: '' } }),
    );
    expect(saved.data).toMatchObject({
      status: 'DRAFT',
      entityType: 'COMPANY',
      fields: { companyName: 'PT Nusantara Niaga' },
    });
    const refused = body(await call('/customerData/submit', demo));
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('the data is incomplete: check the 7 marked fields');
    expect(refused.data).toEqual(
      expect.arrayContaining([
        { field: 'nib', message: 'this field is required' },
        { field: 'doc.npwp', message: 'this document is required' },
      ]),
    );
    expect(refused.msg).not.toContain('doc.npwp');
    expect((await submissionOf('demo')).status).toBe('DRAFT');
  });

  it('submits the whole company data with its documents; the network staff see it, not the other network', async () => {
    // its own message, not the address book's (issue 29)
    expect(body(await call('/customerData/save', demo, { entityType: 'COMPANY', fields: COMPANY })).msg).toBe(
      'customer data saved',
    );
    for (const field of DOCUMENTS) {
      const uploaded = body(await upload(demo, field, `${field}.png`, field === 'deed' ? PDF : PNG));
      expect(uploaded.data).toMatchObject({
        field,
        contentType: field === 'deed' ? 'application/pdf' : 'image/png',
      });
      expect(uploaded.data.url).toContain('/customer-api/file/view/');
      // the shipper opens it through the signed link (it answered 404: no files row, issue 29)
      const opened = await get(app, uploaded.data.url);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe(field === 'deed' ? 'application/pdf' : 'image/png');
    }
    expect(body(await call('/customerData/submit', demo)).data.status).toBe('SUBMITTED');
    // the other shipper, served by another network, submits too
    await call('/customerData/save', other, { entityType: 'INDIVIDUAL', fields: { fullName: 'Rina' } });

    const page = body(await call('/examine/page', staff)).data;
    expect(page.records.map((row: { customerCode: string }) => row.customerCode)).toEqual(['C001']);
    // documents uploaded before their files row was written open too (their row is made on reading)
    const demoCustomer = await customerIdOf(app, 'demo');
    await app.db
      .delete(files)
      .where(ownedBy(files, { customerId: demoCustomer }, eq(files.bizType, 'customerData')));
    const detail = body(await call('/examine/query', staff, { id: page.records[0].id })).data;
    expect(detail.documents).toHaveLength(6);
    // the reviewing staff open every document through its signed link
    for (const document of detail.documents as { url: string; contentType: string; size: number }[]) {
      const opened = await get(app, document.url);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe(document.contentType);
      expect(opened.rawPayload.length).toBe(document.size);
    }
    expect(detail.fields.npwp).toBe('012345678901234');
  });

  it("keeps another network's customer out of reach, and changes nothing", async () => {
    await call('/customerData/save', other, {
      entityType: 'INDIVIDUAL',
      fields: {
        fullName: 'Rina Wati',
        ktp: '3171012345678902',
        address: 'Jl. Mawar 2',
        contactPhone: '081299990000',
        email: 'rina@example.co.id',
        bankName: 'BRI',
        bankAccountNo: '99887766',
        bankAccountHolder: 'Rina Wati',
      },
    });
    for (const field of ['ktp', 'bankBook']) await upload(other, field, `${field}.png`, PNG);
    expect(body(await call('/customerData/submit', other)).data.status).toBe('SUBMITTED');
    const foreign = await submissionOf('other');
    for (const [url, payload] of [
      ['/examine/query', { id: foreign.id }],
      ['/examine/saveOrUpdate', { id: foreign.id, fieldReasons: { ktp: 'blurred' } }],
      ['/examine/statusUpdate', { id: foreign.id, status: 'APPROVED' }],
    ] as const)
      expect(body(await call(url, staff, payload)).msg).toBe(
        'no such submission among the customers of your network',
      );
    expect(await submissionOf('other')).toEqual(foreign);
  });

  it('refuses the review calls to a shipper and the shipper calls to the staff', async () => {
    expect(body(await call('/examine/page', demo)).msg).toBe('only network staff review customer data');
    expect(body(await call('/examine/page', demoSub)).code).toBe(403);
    expect(body(await call('/customerData/detail', staff)).code).toBe(403);
  });

  it('rejects the NPWP with a reason the shipper reads; the fixed data is approved once', async () => {
    const { id } = await submissionOf('demo');
    expect(body(await call('/examine/statusUpdate', staff, { id, status: 'REJECTED' })).msg).toBe(
      'give a reason for at least one field to reject or ask for revision',
    );
    const rejected = body(
      await call('/examine/statusUpdate', staff, {
        id,
        status: 'REJECTED',
        fieldReasons: { npwp: 'the NPWP number does not match the card' },
      }),
    );
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reviewedBy: 'demo_staff' });
    expect(rejected.msg).toBe('customer data rejected');
    const seen = body(await call('/customerData/detail', demo)).data;
    expect(seen.status).toBe('REJECTED');
    expect(seen.fieldReasons).toEqual({ npwp: 'the NPWP number does not match the card' });

    await call('/customerData/save', demo, {
      entityType: 'COMPANY',
      fields: { ...COMPANY, npwp: '012345678901235' },
    });
    expect(body(await call('/customerData/submit', demo)).data).toMatchObject({
      status: 'SUBMITTED',
      fieldReasons: {},
    });
    const approved = body(await call('/examine/statusUpdate', staff, { id, status: 'APPROVED' }));
    expect(approved.data).toMatchObject({ status: 'APPROVED', approved: { npwp: '012345678901235' } });
    expect(approved.msg).toBe('customer data approved');

    const before = await submissionOf('demo');
    expect(body(await call('/examine/statusUpdate', staff, { id, status: 'APPROVED' })).msg).toBe(
      'this submission has already been approved',
    );
    expect(await submissionOf('demo')).toEqual(before);
  });

  it('turns an edit after approval into a change request: the approved data stays until the change is approved', async () => {
    const { id } = await submissionOf('demo');
    const draft = body(
      await call('/customerData/save', demo, {
        entityType: 'COMPANY',
        fields: { ...COMPANY, npwp: '012345678901235', bankAccountNo: '5550001111' },
      }),
    ).data;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      isChange: true,
      approved: { bankAccountNo: '1234567890' },
    });
    await call('/customerData/submit', demo);
    expect(body(await call('/examine/saveOrUpdate', staff, { id, fieldReasons: {} })).data.status).toBe(
      'UNDER_REVIEW',
    );
    expect((await submissionOf('demo')).bankChangedAt).toBeNull();
    const approved = body(await call('/examine/statusUpdate', staff, { id, status: 'APPROVED' })).data;
    expect(approved.approved.bankAccountNo).toBe('5550001111');
    expect((await submissionOf('demo')).bankChangedAt).not.toBeNull();
    // finance pays the COD money to the approved account from now on, after its pause
    const payout = body(await get(app, '/customer-api/bankAccount/get', authHeaders(demo))).data;
    expect(payout).toMatchObject({
      bankCode: 'BCA',
      accountMasked: '******1111',
      holderName: 'Nusantara Niaga, PT',
    });
    expect(Date.now() - Date.parse(payout.changedAt)).toBeLessThan(60_000);
  });

  it('exports the network submissions', async () => {
    const response = await call('/examine/export', staff, {});
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});
