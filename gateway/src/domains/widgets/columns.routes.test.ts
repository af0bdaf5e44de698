import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../../test/helper';

interface ColumnRecord {
  fieldName: string;
  chooseField: string;
  viewFlag: 0 | 1;
  iconFlag: 0 | 1;
  show?: boolean;
  sort: number;
}

const GET = '/customer-api/columns/get?listKey=goodsTemplate';
const SAVE = '/customer-api/columns/save?listKey=goodsTemplate';
const DEFAULT = '/customer-api/columns/default?listKey=goodsTemplate';

describe('dynamic columns per user and list', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  beforeAll(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo', 'Demo@12345');
    demoSub = await login(app, 'demo_sub', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  const columns = async (token: string, language = 'EN'): Promise<ColumnRecord[]> =>
    body(await get(app, GET, authHeaders(token, language))).data;

  it('needs a session for get, save and default', async () => {
    expect((await get(app, GET)).statusCode).toBe(401);
    expect((await post(app, SAVE, [])).statusCode).toBe(401);
    expect((await get(app, DEFAULT)).statusCode).toBe(401);
  });

  it('answers the default layout of goodsTemplate with fieldName in the request language', async () => {
    const english = await columns(demo);
    expect(english.map((c) => c.chooseField)).toEqual([
      'name',
      'isEnable',
      'goodsType',
      'weight',
      'length',
      'width',
      'height',
      'declaredValue',
      'remark',
      'createTime',
    ]);
    expect(english[0]).toEqual({
      fieldName: 'Goods name',
      chooseField: 'name',
      viewFlag: 1,
      iconFlag: 1,
      show: true,
      sort: 0,
    });
    expect(english.find((c) => c.chooseField === 'remark')).toMatchObject({ viewFlag: 0, show: false });
    expect((await columns(demo, 'CN'))[0].fieldName).toBe('物品名称');
    expect((await columns(demo, 'YN'))[0].fieldName).toBe('Nama barang');
  });

  it('has the orderManagement list too', async () => {
    const orders = body(
      await get(app, '/customer-api/columns/get?listKey=orderManagement', authHeaders(demo)),
    ).data;
    expect(orders.map((c: ColumnRecord) => c.chooseField)).toEqual([
      'billCode',
      'status',
      'customerOrderNo',
      'receiverName',
      'receiverPhone',
      'receiverCity',
      'codAmount',
      'weight',
      'lengthCm',
      'senderDistrict',
      'createTime',
    ]);
  });

  it('refuses an unknown list with a translated msg', async () => {
    const answer = body(await get(app, '/customer-api/columns/get?listKey=nope', authHeaders(demo)));
    expect(answer).toMatchObject({ code: 500, msg: 'the list nope has no configurable columns', data: null });
    const constructor = body(
      await get(app, '/customer-api/columns/get?listKey=constructor', authHeaders(demo)),
    );
    expect(constructor.code).toBe(500);
  });

  it('saves a layout per user (order, shown, fixed) and answers a translated success msg', async () => {
    const layout = (await columns(demo)).reverse().map((c, index) => ({
      ...c,
      viewFlag: c.chooseField === 'height' ? (0 as const) : (1 as const),
      iconFlag: index < 2 ? (1 as const) : (0 as const),
      sort: index,
    }));
    const saved = body(await post(app, SAVE, layout, authHeaders(demo, 'CN')));
    expect(saved).toEqual({ code: 1, msg: '列设置已保存', data: null });
    const after = await columns(demo);
    expect(after.map((c) => c.chooseField)).toEqual(layout.map((c) => c.chooseField));
    expect(after.find((c) => c.chooseField === 'height')).toMatchObject({ viewFlag: 0, show: false });
    expect(after.filter((c) => c.iconFlag === 1).map((c) => c.chooseField)).toEqual(['createTime', 'remark']);
    // Another user of the same customer keeps the default layout.
    expect((await columns(demoSub))[0].chooseField).toBe('name');
  });

  it("refuses a layout with no shown column: 'keep at least one selected item'", async () => {
    const hidden = (await columns(demoSub)).map((c) => ({
      ...c,
      viewFlag: 0 as const,
      iconFlag: 0 as const,
    }));
    const answer = body(await post(app, SAVE, hidden, authHeaders(demoSub)));
    expect(answer).toMatchObject({ code: 500, msg: 'keep at least one selected item' });
    expect(body(await post(app, SAVE, hidden, authHeaders(demoSub, 'CN'))).msg).toBe('至少保留一个选中项');
    expect(body(await post(app, SAVE, [], authHeaders(demoSub))).msg).toBe('keep at least one selected item');
  });

  it("refuses more than 5 fixed columns: 'at most 5 fields can be fixed'", async () => {
    const fixed = (await columns(demoSub)).map((c, index) => ({
      ...c,
      viewFlag: 1 as const,
      iconFlag: index < 6 ? (1 as const) : (0 as const),
    }));
    const answer = body(await post(app, SAVE, fixed, authHeaders(demoSub)));
    expect(answer).toMatchObject({ code: 500, msg: 'at most 5 fields can be fixed' });
    expect(body(await post(app, SAVE, fixed, authHeaders(demoSub, 'YN'))).msg).toBe(
      'maksimal 5 kolom dapat dibekukan',
    );
    const five = fixed.map((c, index) => ({ ...c, iconFlag: index < 5 ? (1 as const) : (0 as const) }));
    expect(body(await post(app, SAVE, five, authHeaders(demoSub))).code).toBe(1);
  });

  it('refuses an unknown chooseField, a field twice and flags other than 0 or 1', async () => {
    const base = await columns(demoSub);
    const unknown = [
      ...base,
      { fieldName: 'x', chooseField: 'password', viewFlag: 1, iconFlag: 0, sort: 99 },
    ];
    expect(body(await post(app, SAVE, unknown, authHeaders(demoSub)))).toMatchObject({
      code: 500,
      msg: 'unknown field password',
    });
    expect(body(await post(app, SAVE, [...base, base[0]], authHeaders(demoSub))).msg).toBe(
      'the field name appears twice',
    );
    const badFlag = base.map((c) => ({ ...c, viewFlag: 2 }));
    expect((await post(app, SAVE, badFlag, authHeaders(demoSub))).statusCode).toBe(400);
  });

  it('appends columns missing from a saved layout as hidden', async () => {
    const only = [{ chooseField: 'weight', viewFlag: 1, iconFlag: 0 }];
    expect(body(await post(app, SAVE, only, authHeaders(demoSub))).code).toBe(1);
    const after = await columns(demoSub);
    expect(after).toHaveLength(10);
    expect(after[0]).toMatchObject({ chooseField: 'weight', viewFlag: 1, sort: 0 });
    expect(after.slice(1).every((c) => c.viewFlag === 0 && c.iconFlag === 0)).toBe(true);
  });

  it('default answers the default layout and resets the saved one', async () => {
    const defaults = body(await get(app, DEFAULT, authHeaders(demo)));
    expect(defaults.code).toBe(1);
    expect(defaults.msg).toBe('default columns restored');
    expect(defaults.data[0]).toMatchObject({ chooseField: 'name', viewFlag: 1, iconFlag: 1 });
    expect(await columns(demo)).toEqual(defaults.data);
  });
});
