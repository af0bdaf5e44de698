import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { goodsTemplates } from '../../db/schema/widgets';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../../test/helper';
import { GOODS_TYPES } from '../../parcel/order-codes';

const PAGE = '/customer-api/goodsTemplate/page';
const SAVE = '/customer-api/goodsTemplate';

const valid = {
  name: 'Kopi Toraja 250 g',
  goodsType: 'FOOD',
  weight: 0.25,
  length: 15,
  width: 8,
  height: 5,
  declaredValue: 95000,
  isEnable: 1,
  remark: 'Simpan di tempat kering',
};

describe('goods templates (per customer)', () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  beforeAll(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo', 'Demo@12345');
    other = await login(app, 'other', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('needs a session for every call (401), also with a made-up token', async () => {
    expect((await get(app, PAGE)).statusCode).toBe(401);
    expect((await get(app, PAGE, authHeaders('not-a-token'))).statusCode).toBe(401);
    expect((await get(app, '/customer-api/goodsTemplate/detail?id=1')).statusCode).toBe(401);
    expect((await post(app, SAVE, valid)).statusCode).toBe(401);
    expect((await post(app, '/customer-api/goodsTemplate/delete?id=1')).statusCode).toBe(401);
  });

  it('pages the demo customer’s 1200 seeded templates, newest first, in the contract’s shape', async () => {
    const page = body(await get(app, `${PAGE}?current=1&size=10`, authHeaders(demo))).data;
    expect(page).toMatchObject({ current: 1, size: 10, total: 1200, pages: 120 });
    expect(page.records).toHaveLength(10);
    expect(Object.keys(page.records[0]).sort()).toEqual(
      [
        'categoryId',
        'createTime',
        'declaredValue',
        'goodsType',
        'height',
        'id',
        'isEnable',
        'length',
        'name',
        'remark',
        'weight',
        'width',
      ].sort(),
    );
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records[0].createTime >= page.records[9].createTime).toBe(true);
    const big = body(await get(app, `${PAGE}?current=12&size=100`, authHeaders(demo))).data;
    expect(big.records).toHaveLength(100);
  });

  it('filters by name, goodsType, isEnable and the create-time range', async () => {
    const byName = body(await get(app, `${PAGE}?name=power%20bank&size=100`, authHeaders(demo))).data;
    expect(byName.total).toBeGreaterThan(10);
    expect(byName.records.every((r: { name: string }) => /power bank/i.test(r.name))).toBe(true);
    const food = body(await get(app, `${PAGE}?goodsType=FOOD&isEnable=2&size=100`, authHeaders(demo))).data;
    expect(food.total).toBeGreaterThan(0);
    expect(
      food.records.every(
        (r: { goodsType: string; isEnable: number }) => r.goodsType === 'FOOD' && r.isEnable === 2,
      ),
    ).toBe(true);
    // a dictionary value is no goods type: refused rather than answering an empty page
    expect((await get(app, `${PAGE}?goodsType=4`, authHeaders(demo))).statusCode).toBe(400);
    const newest = body(await get(app, `${PAGE}?size=3`, authHeaders(demo))).data.records;
    const window = body(
      await get(
        app,
        `${PAGE}?size=100&createTimeStart=${encodeURIComponent(newest[2].createTime)}&createTimeEnd=${encodeURIComponent(newest[0].createTime)}`,
        authHeaders(demo),
      ),
    ).data;
    expect(window.records.map((r: { id: number }) => r.id)).toEqual(newest.map((r: { id: number }) => r.id));
    expect((await get(app, `${PAGE}?createTimeStart=yesterday`, authHeaders(demo))).statusCode).toBe(400);
  });

  it('creates a template (no id) and updates it (id), answering the saved row', async () => {
    const created = body(await post(app, SAVE, valid, authHeaders(demo)));
    expect(created.code).toBe(1);
    expect(created.msg).toBe('saved successfully');
    expect(created.data).toMatchObject({ ...valid, id: expect.any(Number), categoryId: null });
    const updated = body(
      await post(
        app,
        SAVE,
        { ...valid, id: created.data.id, name: 'Kopi Toraja 500 g', weight: 0.5 },
        authHeaders(demo),
      ),
    ).data;
    expect(updated).toMatchObject({ id: created.data.id, name: 'Kopi Toraja 500 g', weight: 0.5 });
    const detail = body(
      await get(app, `/customer-api/goodsTemplate/detail?id=${created.data.id}`, authHeaders(demo)),
    ).data;
    expect(detail).toEqual(updated);
    expect(body(await get(app, `${PAGE}?size=1`, authHeaders(demo))).data.total).toBe(1201);
  });

  it.each([
    ['a missing name', { name: '' }],
    ['a name over 64 characters', { name: 'x'.repeat(65) }],
    ['weight 0', { weight: 0 }],
    ['weight above 9999', { weight: 10000 }],
    ['a negative length', { length: -1 }],
    ['a negative declared value', { declaredValue: -5 }],
    ['isEnable 3', { isEnable: 3 }],
  ])("refuses %s with 'input data is illegal'", async (_rule, change) => {
    const answer = await post(app, SAVE, { ...valid, ...change }, authHeaders(demo));
    expect(answer.statusCode).toBe(400);
    expect(body(answer).msg).toBe('input data is illegal');
  });

  it('accepts the edges: weight 9999, dimensions and declared value 0', async () => {
    const edge = { ...valid, weight: 9999, length: 0, width: 0, height: 0, declaredValue: 0 };
    expect(body(await post(app, SAVE, edge, authHeaders(demo))).code).toBe(1);
  });

  it('stores and answers the goods type as the order’s code, one of GOODS_TYPES, in every seeded row', async () => {
    const page = body(await get(app, `${PAGE}?size=100`, authHeaders(demo))).data;
    const types = new Set(page.records.map((r: { goodsType: string }) => r.goodsType));
    expect([...types].sort()).toEqual([...GOODS_TYPES].sort());
    const stored = await app.db.selectDistinct({ goodsType: goodsTemplates.goodsType }).from(goodsTemplates);
    expect(stored.map((row) => row.goodsType).sort()).toEqual([...GOODS_TYPES].sort());
  });

  it.each([
    ['CN', '42', '物品类型 42 不存在，可选：DOCUMENT, CLOTHING, ELECTRONICS, FOOD, COSMETICS, OTHER'],
    ['EN', '4', 'unknown goods type 4, use one of DOCUMENT, CLOTHING, ELECTRONICS, FOOD, COSMETICS, OTHER'],
    [
      'YN',
      'food',
      'jenis barang food tidak dikenal, gunakan salah satu dari DOCUMENT, CLOTHING, ELECTRONICS, FOOD, COSMETICS, OTHER',
    ],
  ])(
    'refuses (%s) goodsType %p, a dictionary value or any other non-code, translated',
    async (lang, goodsType, msg) => {
      const before = body(await get(app, `${PAGE}?size=1`, authHeaders(demo))).data.total;
      const answer = body(await post(app, SAVE, { ...valid, goodsType }, authHeaders(demo, lang)));
      expect(answer).toMatchObject({ code: 500, msg });
      expect(body(await get(app, `${PAGE}?size=1`, authHeaders(demo))).data.total).toBe(before);
    },
  );

  it('refuses an update to a dictionary value and keeps the stored code', async () => {
    const { id } = body(await post(app, SAVE, valid, authHeaders(demo))).data;
    const answer = body(await post(app, SAVE, { ...valid, id, goodsType: '2' }, authHeaders(demo)));
    expect(answer.code).toBe(500);
    const detail = body(
      await get(app, `/customer-api/goodsTemplate/detail?id=${id}`, authHeaders(demo)),
    ).data;
    expect(detail.goodsType).toBe('FOOD');
  });

  it('the database refuses a goods type that is no code (goods_templates_goods_type_ck)', async () => {
    const [row] = await app.db.select({ id: goodsTemplates.id }).from(goodsTemplates).limit(1);
    await expect(
      app.db.execute(sql`update goods_templates set goods_type = '2' where id = ${row.id}`),
    ).rejects.toThrow();
  });

  it('refuses a category of another customer', async () => {
    const otherTree = body(await get(app, '/customer-api/goodsCategory/tree', authHeaders(other))).data;
    const answer = body(await post(app, SAVE, { ...valid, categoryId: otherTree[0].id }, authHeaders(demo)));
    expect(answer).toMatchObject({ code: 500, msg: 'goods category not found' });
  });

  it('deletes a template with a translated msg; it is gone after', async () => {
    const { id } = body(await post(app, SAVE, valid, authHeaders(demo))).data;
    const deleted = body(
      await post(app, `/customer-api/goodsTemplate/delete?id=${id}`, undefined, authHeaders(demo, 'YN')),
    );
    expect(deleted).toEqual({ code: 1, msg: 'berhasil dihapus', data: null });
    expect(body(await get(app, `/customer-api/goodsTemplate/detail?id=${id}`, authHeaders(demo))).code).toBe(
      404,
    );
  });

  describe('tenant isolation', () => {
    it('the other shipper sees only its own few templates', async () => {
      const page = body(await get(app, `${PAGE}?size=100`, authHeaders(other))).data;
      expect(page.total).toBe(6);
      const demoIds = new Set(
        body(await get(app, `${PAGE}?size=100`, authHeaders(demo))).data.records.map(
          (r: { id: number }) => r.id,
        ),
      );
      expect(page.records.some((r: { id: number }) => demoIds.has(r.id))).toBe(false);
    });

    it("can never read, update or delete demo's rows: their ids answer as not found", async () => {
      const demoRow = body(await get(app, `${PAGE}?size=1`, authHeaders(demo))).data.records[0];
      const read = await get(app, `/customer-api/goodsTemplate/detail?id=${demoRow.id}`, authHeaders(other));
      expect(body(read).code).toBe(404);
      expect(body(read).msg).toBe('goods template not found');
      const update = await post(
        app,
        SAVE,
        { ...valid, id: demoRow.id, name: 'hijacked' },
        authHeaders(other),
      );
      expect(body(update).code).toBe(404);
      const remove = await post(
        app,
        `/customer-api/goodsTemplate/delete?id=${demoRow.id}`,
        undefined,
        authHeaders(other),
      );
      expect(body(remove).code).toBe(404);
      const unchanged = body(
        await get(app, `/customer-api/goodsTemplate/detail?id=${demoRow.id}`, authHeaders(demo)),
      ).data;
      expect(unchanged).toEqual(demoRow);
      expect(
        body(await get(app, '/customer-api/goodsTemplate/detail?id=99999999', authHeaders(other))).code,
      ).toBe(404);
    });
  });
});
