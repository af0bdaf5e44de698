import type { FastifyInstance } from 'fastify';
import { authHeaders, body, createTestApp, grantKeys, post, loginDemoAccounts } from '../../test/helper';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from '../../db/seed/orders-data';
import { SEEDED_REPLIED_COMPLAINT } from '../../db/seed/service-data';

/** Migrating, seeding and three logins take a few seconds on a busy machine; jest's default hook timeout is 5 s. */
const APP_START_TIMEOUT_MS = 60_000;

describe('complaint routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const save = (token: string, payload: object, language = 'EN') =>
    post(app, '/customer-api/complaint/save', payload, authHeaders(token, language));
  const page = (token: string, payload: object = {}) =>
    post(app, '/customer-api/complaint/page', payload, authHeaders(token));
  const detail = (token: string, id: number) =>
    post(app, '/customer-api/complaint/detail', { id }, authHeaders(token));

  const complaint = {
    kind: 'COMPLAINT',
    category: 'DELIVERY_DELAY',
    billCode: DEMO_BILL_CODES.inTransit,
    content: 'Paket belum bergerak dari hub selama tiga hari.',
    contactPhone: '0812-3456-7890',
  };

  it('pages the seeded complaints newest first, with the replied one answered', async () => {
    const { code, data } = body(await page(demo, { current: 1, size: 10 }));
    expect(code).toBe(1);
    expect(data).toMatchObject({ current: 1, size: 10, total: 4, pages: 1 });
    const times = data.records.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const replied = data.records.find((r: { status: string }) => r.status === 'REPLIED');
    expect(replied).toMatchObject({
      content: SEEDED_REPLIED_COMPLAINT.content,
      reply: SEEDED_REPLIED_COMPLAINT.reply,
      createdBy: 'demo',
    });
    expect(replied.repliedAt).not.toBeNull();
  });

  it('filters by kind and status', async () => {
    expect(body(await page(demo, { kind: 'SUGGESTION' })).data.total).toBe(2);
    expect(body(await page(demo, { kind: 'COMPLAINT', status: 'REPLIED' })).data.total).toBe(1);
  });

  it('refuses saving and the detail to a sub-account without suggestions_ADD / suggestions_DETAIL', async () => {
    await grantKeys(app, [], ['suggestions_ADD', 'suggestions_DETAIL']);
    try {
      expect(body(await save(demoSub, complaint)).code).toBe(403);
      const seeded = body(await page(demoSub, { current: 1, size: 1 })).data.records[0];
      expect(body(await detail(demoSub, seeded.id)).code).toBe(403);
    } finally {
      await grantKeys(app);
    }
  });

  it('saves a complaint on an own waybill, filed by the user, and shows it in detail', async () => {
    const res = await save(demoSub, complaint);
    const { code, data } = body(res);
    expect(code).toBe(1);
    expect(data).toMatchObject({
      kind: 'COMPLAINT',
      billCode: DEMO_BILL_CODES.inTransit,
      contactPhone: '081234567890',
      status: 'SUBMITTED',
      reply: null,
      createdBy: 'demo_sub',
    });
    expect(body(await detail(demo, data.id)).data).toEqual(data);
  });

  it('saves a suggestion without a waybill', async () => {
    const { code, data } = body(
      await save(demo, {
        kind: 'SUGGESTION',
        category: 'WEBSITE',
        content: 'Tolong tambahkan mode gelap.',
        contactPhone: '+6281234567890',
      }),
    );
    expect(code).toBe(1);
    expect(data.billCode).toBeNull();
  });

  it('takes a mobile number as the order rules do (628…, 8…, brackets and dots) and stores it as 08…', async () => {
    for (const contactPhone of ['62 812-3456-7890', '812.3456.7890', '(0812) 3456 7890']) {
      const { code, data } = body(await save(demo, { ...complaint, contactPhone }));
      expect({ contactPhone, code, stored: data.contactPhone }).toEqual({
        contactPhone,
        code: 1,
        stored: '081234567890',
      });
    }
  });

  it('refuses short content, a bad phone and a category of the other kind, with a translated message', async () => {
    for (const change of [
      { content: 'terlambat' },
      { content: 'x'.repeat(1001) },
      { contactPhone: '12345' },
      { category: 'WEBSITE' },
      { kind: 'PRAISE' },
    ]) {
      const res = await save(demo, { ...complaint, ...change }, 'YN');
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('data masukan tidak valid');
    }
  });

  it("refuses another customer's waybill as not found and saves nothing", async () => {
    const before = body(await page(demo)).data.total;
    const res = await save(demo, { ...complaint, billCode: OTHER_CUSTOMER_BILL_CODE });
    expect(body(res).code).toBe(404);
    expect(body(res).data).toBeNull();
    expect(body(await page(demo)).data.total).toBe(before);
  });

  it('references several own waybills; one of another customer among them saves nothing', async () => {
    const before = body(await page(demo)).data.total;
    const mixed = await save(demo, {
      ...complaint,
      billCodes: [DEMO_BILL_CODES.delivered, OTHER_CUSTOMER_BILL_CODE],
    });
    expect(body(mixed).code).toBe(404);
    expect(body(await page(demo)).data.total).toBe(before);
    const saved = body(
      await save(demo, { ...complaint, billCodes: [DEMO_BILL_CODES.delivered, DEMO_BILL_CODES.inTransit] }),
    );
    expect(saved.code).toBe(1);
    expect(saved.data.billCode).toBe(DEMO_BILL_CODES.inTransit);
    expect(saved.data.billCodes).toEqual([DEMO_BILL_CODES.inTransit, DEMO_BILL_CODES.delivered]);
  });

  it("never shows one customer's complaints to another", async () => {
    const own = body(await page(demo)).data.records[0];
    const res = await detail(other, own.id);
    expect(body(res).code).toBe(404);
    const theirs = body(await page(other)).data;
    expect(theirs.total).toBe(1);
    expect(theirs.records[0].createdBy).toBe('other');
    expect(body(await detail(demo, theirs.records[0].id)).code).toBe(404);
  });
});
