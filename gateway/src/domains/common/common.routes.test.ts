import type { FastifyInstance } from 'fastify';
import { analyticsEvents } from '../../db/schema';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../../test/helper';

describe('common calls', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo_sub', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('labels dictionaries in the request language', async () => {
    const english = body(await get(app, '/customer-api/dict/goodsTypes', authHeaders(token, 'EN'))).data;
    const chinese = body(await get(app, '/customer-api/dict/goodsTypes', authHeaders(token, 'CN'))).data;
    const indonesian = body(await get(app, '/customer-api/dict/goodsTypes', authHeaders(token, 'YN'))).data;
    expect(english[0]).toEqual({ value: '1', code: 'DOCUMENT', label: 'Documents', name: 'Documents' });
    expect(chinese[0].label).toBe('文件');
    expect(indonesian[0].label).toBe('Dokumen');
    const products = body(await get(app, '/customer-api/dict/productTypes', authHeaders(token))).data;
    expect(products.map((item: { code: string }) => item.code)).toEqual(['EZ', 'SUPER', 'ECO', 'CARGO']);
    for (const dict of ['insuranceTypes', 'otherPieceTypes']) {
      expect(
        body(await get(app, `/customer-api/dict/${dict}`, authHeaders(token))).data.length,
      ).toBeGreaterThan(0);
    }
  });

  it('needs a session for dictionaries', async () => {
    expect((await get(app, '/customer-api/dict/goodsTypes')).statusCode).toBe(401);
  });

  it('serves help, advert and warning texts publicly by language', async () => {
    const help = body(await get(app, '/customer-api/common/help', { language: 'YN' })).data;
    expect(help[0].title).toBe('Cara impor pesanan massal');
    // the Idul Fitri notice's window is over: the flooding in North Jakarta is the warning in force
    expect(body(await get(app, '/customer-api/common/warning', { language: 'EN' })).data[0].title).toBe(
      'Flooding in North Jakarta: deliveries delayed',
    );
    const advert = body(await get(app, '/customer-api/common/advert')).data[0];
    expect(
      body(await post(app, '/customer-api/notice/read', { id: advert.id }, authHeaders(token))).code,
    ).toBe(1);
    expect(body(await post(app, '/customer-api/notice/read', { id: 99999 }, authHeaders(token))).code).toBe(
      404,
    );
    // window, dismissal per user and refusals: notice.routes.test.ts
  });

  it('serves the privacy agreement, which the seeded demo logins have accepted', async () => {
    const agreement = body(
      await get(app, '/customer-api/privacy/agreement?code=PRIVACY', { language: 'EN' }),
    ).data;
    expect(agreement).toMatchObject({ code: 'PRIVACY', version: 1, title: 'Privacy agreement' });
    const status = body(
      await post(app, '/customer-api/privacy/readOnline', { code: 'PRIVACY' }, authHeaders(token)),
    ).data;
    expect(status).toMatchObject({ code: 'PRIVACY', version: 1, read: true });
    // recording and the gate: auth/privacy-gate.test.ts
  });

  it('serves the language dictionary publicly, whole or by strIds', async () => {
    const all = body(await get(app, '/customer-api/language/all')).data;
    expect(all).toContainEqual({
      strId: 'menu.orderEntry',
      lang1: '订单录入',
      lang2: 'Order entry',
      lang3: 'Input pesanan',
    });
    expect(body(await post(app, '/customer-api/language/all')).data.length).toBe(all.length);
    const batch = body(
      await post(app, '/customer-api/language/batch', { strIds: ['menu.workOrder', 'login.title'] }),
    ).data;
    expect(batch.map((entry: { strId: string }) => entry.strId)).toEqual(['login.title', 'menu.workOrder']);
    expect(body(await get(app, '/customer-api/language/batch?strIds=menu.workOrder')).data).toHaveLength(1);
  });

  it('returns agents and guide config to a session', async () => {
    expect(body(await get(app, '/customer-api/agents/all', authHeaders(token))).data[0]).toMatchObject({
      code: 'BDG001',
    });
    const { guides } = body(await get(app, '/customer-api/guide/config', authHeaders(token))).data;
    expect(guides.map((guide: { key: string }) => guide.key)).toEqual(['home', 'orderEntry']);
  });

  it('stores analytics events posted to the public collector', async () => {
    const events = [
      {
        event_type: 'page_view',
        page_name: 'orderManagement',
        page_id: 'p1',
        from_page: 'index',
        user_id: 'demo',
        platform: 'web',
        is_login: 1,
        user_is_new: '0',
        app_channel: 'portal',
        duration: 0,
      },
      {
        event_type: 'button_click',
        page_name: 'orderManagement',
        button_name: 'Export',
        element_id: 'btn-export',
        is_login: true,
      },
      // the host refused a remote built for shared versions it does not provide (skew gate)
      {
        event_type: 'remote_refused',
        page_name: 'vouchers',
        element_id: 'remote_finance',
        button_name: 'shared@^2.0.0',
      },
    ];
    expect(body(await post(app, '/customer-api/analytics/collect', { events })).data).toEqual({ stored: 3 });
    const rows = await app.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      pageName: 'orderManagement',
      isLogin: true,
      userIsNew: false,
      appChannel: 'portal',
    });
    expect(rows[1]).toMatchObject({ buttonName: 'Export', elementId: 'btn-export' });
    expect(rows[2]).toMatchObject({ eventType: 'remote_refused', elementId: 'remote_finance' });
    expect(rows[0].receivedAt).toBeInstanceOf(Date);
    expect((await post(app, '/customer-api/analytics/collect', { events: [] })).statusCode).toBe(400);
  });

  it('refuses an analytics event without one of the spec event types', async () => {
    const untyped = { page_name: 'orderManagement', user_id: 'demo' };
    const response = await post(app, '/customer-api/analytics/collect', { events: [untyped] });
    expect(response.statusCode).toBe(400);
    const unknown = { ...untyped, event_type: 'click' };
    expect((await post(app, '/customer-api/analytics/collect', { events: [unknown] })).statusCode).toBe(400);
  });
});
