import type { FastifyInstance } from 'fastify';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  grantKeys,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';

/** 10:00 WIB on Monday 2 November 2026: T+2 business days makes the lines due on Wednesday 4 November. */
const DELIVERED_AT = '2026-11-02T03:00:00.000Z';
const morning = (day: string) => `${day}T02:00:00.000Z`;
const URL = '/customer-api/codPayout/calendar';

interface Day {
  day: string;
  batches: { batchNo: string; status: string; netPayout: number }[];
  lineCount: number;
  expectedNet: number;
  total: number;
}

describe('COD payout calendar', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
  const calendar = async (token: string, query = 'from=2026-11-01&days=31', language = 'EN') =>
    get(app, `${URL}?${query}`, authHeaders(token, language));
  const dayOf = (data: { days: Day[] }, day: string): Day =>
    data.days.find((d) => d.day === day) ?? { day, batches: [], lineCount: 0, expectedNet: 0, total: 0 };

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('shows the collected lines on their expected day, then the batch on its planned pay day, for its owner only', async () => {
    const before = body(await calendar(demo)).data;
    const laterBefore = body(await calendar(demo, 'from=2026-11-05&days=7')).data;
    const otherBefore = body(await calendar(other)).data;
    expect(before).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });

    await hook('codOrders', {
      customerCode: 'C001',
      first: 1,
      at: DELIVERED_AT,
      orders: [
        { codAmount: 200_000, fate: 'DELIVER' },
        { codAmount: 1_234_567, fate: 'DELIVER' },
        { codAmount: 80_000, fate: 'RETURN' },
      ],
    });
    const collected = body(await calendar(demo)).data;
    const wednesday = dayOf(collected, '2026-11-04');
    const was = dayOf(before, '2026-11-04');
    // 3% (min Rp 3,000) commission and 12% × 11/12 VAT on it: 6,000 + 660 and 37,037 + 4,074
    expect(wednesday.lineCount - was.lineCount).toBe(2);
    expect(wednesday.expectedNet - was.expectedNet).toBe(200_000 - 6_660 + 1_234_567 - 41_111);
    expect(collected.totals.expectedNet - before.totals.expectedNet).toBe(
      200_000 - 6_660 + 1_234_567 - 41_111,
    );
    expect(collected.totals.total).toBe(collected.totals.batchNet + collected.totals.expectedNet);
    for (const d of collected.days as Day[])
      expect(d.total).toBe(d.expectedNet + d.batches.reduce((sum, b) => sum + b.netPayout, 0));

    // seen from Thursday, before any cut, the Wednesday lines are carried over, not on a day
    const later = body(await calendar(demo, 'from=2026-11-05&days=7')).data;
    expect(later.carriedOver.lineCount - laterBefore.carriedOver.lineCount).toBe(2);
    expect(later.carriedOver.expectedNet - laterBefore.carriedOver.expectedNet).toBe(
      200_000 - 6_660 + 1_234_567 - 41_111,
    );
    expect(later.days.some((d: Day) => d.day < '2026-11-05')).toBe(false);

    // cut on Wednesday, auto-agreed and scheduled on Saturday 7 November: paid Monday 9 November
    const cut = body(await hook('runCycle', { customerCode: 'C001', now: morning('2026-11-04') })).data.cut;
    expect(cut).toMatch(/^CB20261104/);
    expect(
      body(await hook('runCycle', { customerCode: 'C001', now: morning('2026-11-07') })).data.scheduled,
    ).toBeGreaterThan(0);
    const scheduled = body(await calendar(demo)).data;
    expect(dayOf(scheduled, '2026-11-04').lineCount).toBe(0);
    const batches = (
      body(await post(app, '/customer-api/codReconciliation/list', { batchNo: cut }, authHeaders(demo))).data
        .records as { batchNo: string; netPayout: number }[]
    ).filter((b) => b.batchNo === cut);
    expect(batches).toHaveLength(1);
    expect(dayOf(scheduled, '2026-11-09').batches).toContainEqual(
      expect.objectContaining({ batchNo: cut, status: 'PAYMENT_SCHEDULED', netPayout: batches[0].netPayout }),
    );
    expect(scheduled.totals.batchNet).toBeGreaterThanOrEqual(batches[0].netPayout);

    // another shipper sees nothing of it
    const otherAfter = body(await calendar(other)).data;
    expect(otherAfter).toEqual(otherBefore);
    expect(JSON.stringify(otherAfter)).not.toContain(cut);
  });

  it('defaults to 31 days from today (WIB)', async () => {
    const data = body(await get(app, URL, authHeaders(demo))).data;
    const from = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(data.from).toBe(from);
    expect(Date.parse(data.to) - Date.parse(data.from)).toBe(30 * 86_400_000);
  });

  it('refuses a bad first day or day count with a translated message and answers nothing', async () => {
    for (const query of [
      'from=2026-11-01&days=0',
      'from=2026-11-01&days=63',
      'from=2026-11-01&days=x',
      'from=1.11.2026',
    ])
      expect(body(await calendar(demo, query))).toMatchObject({
        code: 400,
        msg: 'input data is illegal',
        data: expect.anything(),
      });
    expect(body(await calendar(demo, 'from=2026-11-01&days=63', 'ID')).msg).toBe('data masukan tidak valid');
    const impossible = await calendar(demo, 'from=2026-02-30');
    expect(body(impossible)).toMatchObject({
      msg: 'the start day is not a real day (yyyy-MM-dd)',
      data: null,
    });
    expect(body(impossible).code).not.toBe(1);
    expect(body(await calendar(demo, 'from=2026-02-30', 'CN')).msg).toBe(
      '开始日期不是有效日期（yyyy-MM-dd）',
    );
  });

  it('holds the calendar to the codBillpage key', async () => {
    expect(body(await calendar(demoSub)).code).toBe(403);
    await grantKeys(app, ['codBillpage']);
    try {
      expect(body(await calendar(demoSub)).code).toBe(1);
    } finally {
      await grantKeys(app);
    }
  });
});
