// @postgres: two exchanges race for points and stock on pooled connections
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { memberAccounts } from '../../db/schema/member';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  post,
  loginDemoAccounts,
} from '../../test/helper';
import { MEMBER_GOODS, MEMBER_SEED } from '../../db/seed/member-data';

/** Migrating, seeding and three logins take a few seconds on a busy machine; jest's default hook timeout is 5 s. */
const APP_START_TIMEOUT_MS = 60_000;

describe('member routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  const goodsIds: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    const { data } = body(
      await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo, 'EN')),
    );
    for (const goods of data.records) goodsIds[goods.name] = goods.id;
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const points = async (token: string) =>
    body(await get(app, '/customer-api/member/exchangePointsInfo', authHeaders(token))).data.points as number;
  /** Where the demo's physical goods are sent. */
  const DELIVERY = {
    name: 'Budi Santoso',
    phone: '+62 812-1000-2026',
    address: 'Jl. Panjang No. 12, Kedoya Utara, Jakarta Barat 11520',
  };
  const exchange = (token: string, goodsId: number, quantity = 1, language = 'EN', delivery = DELIVERY) =>
    post(app, '/customer-api/member/exchange', { goodsId, quantity, delivery }, authHeaders(token, language));
  const preCheck = (token: string, goodsId: number, quantity = 1) =>
    post(app, '/customer-api/member/exchangePreCheck', { goodsId, quantity }, authHeaders(token));

  it('shows the level, its name in the request language and the next level', async () => {
    const { code, data } = body(await get(app, '/customer-api/member/level', authHeaders(demo, 'YN')));
    expect(code).toBe(1);
    expect(data).toMatchObject({
      levelCode: 'PLATINUM',
      levelName: 'Platinum',
      growth: MEMBER_SEED.demoGrowth,
      nextLevel: 'DIAMOND',
      nextLevelName: 'Berlian',
      nextGrowthStart: 50000,
    });
    expect(data.levels.map((l: { code: string }) => l.code)).toEqual([
      'SILVER',
      'GOLD',
      'PLATINUM',
      'DIAMOND',
    ]);
    expect(data.levels[0]).toEqual({ code: 'SILVER', name: 'Perak', growthStart: 0 });
  });

  it('shows the points balance and the next points to expire', async () => {
    const { data } = body(await get(app, '/customer-api/member/exchangePointsInfo', authHeaders(demo)));
    expect(data.points).toBe(MEMBER_SEED.demoPoints);
    expect(data.expiringPoints).toBe(MEMBER_SEED.demoExpiringPoints);
    expect(Date.parse(data.expiringAt)).toBeGreaterThan(Date.now());
  });

  it('keeps each customer to its own account', async () => {
    expect(await points(other)).toBe(MEMBER_SEED.otherPoints);
    const level = body(await get(app, '/customer-api/member/level', authHeaders(other))).data;
    expect(level.levelCode).toBe('SILVER');
    const ledger = body(
      await post(app, '/customer-api/member/exchangePointsPage', {}, authHeaders(other)),
    ).data;
    expect(ledger.total).toBe(1);
    expect(
      body(await post(app, '/customer-api/member/exchangeRecordPage', {}, authHeaders(other))).data.total,
    ).toBe(0);
  });

  it('pages the goods with names in the request language', async () => {
    const { data } = body(
      await post(app, '/customer-api/member/goodsPage', { current: 1, size: 3 }, authHeaders(demo, 'CN')),
    );
    expect(data).toMatchObject({ current: 1, size: 3, total: 8, pages: 3 });
    expect(data.records[0].name).toBe('不锈钢保温杯 500 毫升');
    const umbrella = goodsIds[MEMBER_GOODS.umbrella];
    const all = body(await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo))).data
      .records;
    expect(all.find((g: { id: number }) => g.id === umbrella).isEnable).toBe(2);
  });

  it('pre-checks an exchange without spending anything', async () => {
    const printer = goodsIds[MEMBER_GOODS.printer];
    expect(body(await preCheck(demo, printer)).data).toEqual({
      ok: true,
      reason: null,
      message: null,
      pointsNeeded: 8000,
      pointsAfter: MEMBER_SEED.demoPoints - 8000,
    });
    expect(body(await preCheck(demo, printer, 2)).data).toMatchObject({
      ok: false,
      reason: 'INSUFFICIENT_POINTS',
      message: 'not enough points',
    });
    expect(body(await preCheck(demo, goodsIds[MEMBER_GOODS.scale])).data.reason).toBe('OUT_OF_STOCK');
    expect(body(await preCheck(demo, goodsIds[MEMBER_GOODS.umbrella])).data.reason).toBe('GOODS_DISABLED');
    expect(await points(demo)).toBe(MEMBER_SEED.demoPoints);
  });

  it('answers 404 for goods that do not exist', async () => {
    expect(body(await preCheck(demo, 999999)).code).toBe(404);
    expect(body(await exchange(demo, 999999)).code).toBe(404);
  });

  it('refuses a quantity of 0 or over 99 as invalid input', async () => {
    const res = await exchange(demo, goodsIds[MEMBER_GOODS.tumbler], 0, 'CN');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('输入数据不合法');
    expect((await exchange(demo, goodsIds[MEMBER_GOODS.tumbler], 100)).statusCode).toBe(400);
  });

  it('refuses disabled and out-of-stock goods with a translated message', async () => {
    expect(body(await exchange(demo, goodsIds[MEMBER_GOODS.umbrella], 1, 'YN')).msg).toBe(
      'barang ini sudah tidak tersedia',
    );
    expect(body(await exchange(demo, goodsIds[MEMBER_GOODS.scale])).msg).toBe('not enough stock');
  });

  it('is closed to a sub-account without vipMember', async () => {
    expect(body(await get(app, '/customer-api/member/level', authHeaders(demoSub))).code).toBe(403);
    expect(body(await exchange(demoSub, goodsIds[MEMBER_GOODS.tumbler])).code).toBe(403);
  });

  it('exchanges: takes the points and the stock, writes the record and the ledger', async () => {
    const tumbler = goodsIds[MEMBER_GOODS.tumbler];
    const before = await points(demo);
    const { code, data } = body(await exchange(demo, tumbler, 2));
    expect(code).toBe(1);
    expect(data).toMatchObject({ pointsSpent: 3000, pointsAfter: before - 3000 });
    expect(await points(demo)).toBe(before - 3000);

    const records = body(
      await post(app, '/customer-api/member/exchangeRecordPage', {}, authHeaders(demo)),
    ).data;
    expect(records.records[0]).toMatchObject({
      id: data.recordId,
      goodsId: tumbler,
      quantity: 2,
      pointsSpent: 3000,
      loginCode: 'demo',
    });
    const ledger = body(
      await post(app, '/customer-api/member/exchangePointsPage', {}, authHeaders(demo)),
    ).data;
    expect(ledger.records[0]).toMatchObject({
      change: -3000,
      reason: 'EXCHANGE',
      reasonLabel: 'Points exchange',
      refId: data.recordId,
    });
    const goods = body(await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo)))
      .data.records;
    expect(goods.find((g: { id: number }) => g.id === tumbler).stock).toBe(118);
  });

  it('never takes points below zero when two exchanges race', async () => {
    const printer = goodsIds[MEMBER_GOODS.printer];
    const before = await points(demo); // 9,500: enough for one printer (8,000), not two
    const results = await Promise.all([exchange(demo, printer), exchange(demo, printer)]);
    const outcomes = results.map((res) => body(res));
    expect(outcomes.map((o) => o.code).sort()).toEqual([1, 500]);
    expect(outcomes.find((o) => o.code === 500)?.msg).toBe('not enough points');
    expect(await points(demo)).toBe(before - 8000);
    const goods = body(await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo)))
      .data.records;
    expect(goods.find((g: { id: number }) => g.id === printer).stock).toBe(4);
  });

  it('never takes stock below zero when two customers race for the last item', async () => {
    const helmet = goodsIds[MEMBER_GOODS.helmet]; // stock 1, 1,000 points
    const results = await Promise.all([exchange(demo, helmet), exchange(other, helmet)]);
    const outcomes = results.map((res) => body(res));
    expect(outcomes.map((o) => o.code).sort()).toEqual([1, 500]);
    expect(outcomes.find((o) => o.code === 500)?.msg).toBe('not enough stock');
    const goods = body(await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo)))
      .data.records;
    expect(goods.find((g: { id: number }) => g.id === helmet).stock).toBe(0);
    // The refused side kept its points: its failed step rolled the whole exchange back.
    const spent = outcomes[0].code === 1 ? [demo, other] : [other, demo];
    expect(
      body(
        await post(app, '/customer-api/member/exchangeRecordPage', {}, authHeaders(spent[1])),
      ).data.records.some((r: { goodsId: number }) => r.goodsId === helmet),
    ).toBe(false);
  });

  /** After the races above: enough points for a tumbler (1,500) and a voucher (5,000). */
  const topUp = async () =>
    app.db
      .update(memberAccounts)
      .set({ points: 10_000 })
      .where(eq(memberAccounts.customerId, await customerIdOf(app)));

  it('refuses physical goods without where to send them, field by field, and spends nothing', async () => {
    await topUp();
    const tumbler = goodsIds[MEMBER_GOODS.tumbler];
    const before = await points(demo);
    const records = async () =>
      body(await post(app, '/customer-api/member/exchangeRecordPage', {}, authHeaders(demo))).data.total;
    const recordsBefore = await records();
    const none = body(
      await post(app, '/customer-api/member/exchange', { goodsId: tumbler }, authHeaders(demo, 'EN')),
    );
    expect(none.code).not.toBe(1);
    expect(none.data).toEqual([
      { field: 'delivery.name', message: 'required: the goods are sent to this address' },
      { field: 'delivery.phone', message: 'required: the goods are sent to this address' },
      { field: 'delivery.address', message: 'required: the goods are sent to this address' },
    ]);
    const bad = body(
      await exchange(demo, tumbler, 1, 'YN', { name: 'Budi', phone: '021 555 1234', address: 'Jl. X' }),
    );
    expect(bad.data).toEqual([
      { field: 'delivery.phone', message: 'bukan nomor HP Indonesia (08… atau +62 8…)' },
      { field: 'delivery.address', message: 'isi alamat lengkap (minimal 10 karakter)' },
    ]);
    expect(await points(demo)).toBe(before);
    expect(await records()).toBe(recordsBefore);
  });

  it('stores where physical goods are sent and shows it in the records (phone masked); a voucher needs none', async () => {
    await topUp();
    const tumbler = goodsIds[MEMBER_GOODS.tumbler];
    const sent = body(await exchange(demo, tumbler));
    expect(sent.code).toBe(1);
    const voucher = goodsIds[MEMBER_GOODS.eWallet];
    const goods = body(await post(app, '/customer-api/member/goodsPage', { size: 100 }, authHeaders(demo)))
      .data.records;
    expect(goods.find((g: { id: number }) => g.id === voucher).physical).toBe(false);
    expect(goods.find((g: { id: number }) => g.id === tumbler).physical).toBe(true);
    const code = body(
      await post(app, '/customer-api/member/exchange', { goodsId: voucher }, authHeaders(demo)),
    );
    expect(code.code).toBe(1);

    const records = body(await post(app, '/customer-api/member/exchangeRecordPage', {}, authHeaders(demo)))
      .data.records;
    expect(records.find((r: { id: number }) => r.id === sent.data.recordId).delivery).toEqual({
      name: 'Budi Santoso',
      phone: '0812****2026',
      address: 'Jl. Panjang No. 12, Kedoya Utara, Jakarta Barat 11520',
    });
    expect(records.find((r: { id: number }) => r.id === code.data.recordId).delivery).toBeNull();
  });
});
