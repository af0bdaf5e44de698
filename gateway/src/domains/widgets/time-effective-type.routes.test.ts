import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login } from '../../test/helper';

interface Network {
  id: number;
  name: string;
}

describe('time-effective types and weight bands', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('need a session', async () => {
    expect((await get(app, '/customer-api/timeEffectiveType/page')).statusCode).toBe(401);
    expect((await get(app, '/customer-api/weightBand/list')).statusCode).toBe(401);
  });

  it('pages time-effective types by 10: two pages, some switched off (isEnable 2)', async () => {
    const first = body(
      await get(app, '/customer-api/timeEffectiveType/page?current=1&size=10', authHeaders(token)),
    ).data;
    expect(first).toMatchObject({ current: 1, size: 10, total: 12, pages: 2 });
    expect(first.records[0]).toEqual({
      id: expect.any(Number),
      name: 'Regular',
      code: 'REGULER',
      isEnable: 1,
    });
    const second = body(
      await get(app, '/customer-api/timeEffectiveType/page?current=2', authHeaders(token)),
    ).data;
    expect(second.records).toHaveLength(2);
    const all = [...first.records, ...second.records];
    expect(
      all
        .filter((type: { isEnable: number }) => type.isEnable === 2)
        .map((type: { code: string }) => type.code),
    ).toEqual(['TRUCKING', 'INTERNATIONAL']);
  });

  it('filters by name in the request language or by code', async () => {
    const indonesian = body(
      await get(app, '/customer-api/timeEffectiveType/page?name=kargo', authHeaders(token, 'YN')),
    ).data.records;
    expect(indonesian.map((type: { code: string }) => type.code)).toEqual(['CARGO', 'INTERISLAND']);
    const chinese = body(
      await get(app, '/customer-api/timeEffectiveType/page?name=当日', authHeaders(token, 'CN')),
    ).data.records;
    expect(chinese).toEqual([expect.objectContaining({ code: 'SAMEDAY', name: '当日达' })]);
    const byCode = body(
      await get(app, '/customer-api/timeEffectiveType/page?name=express', authHeaders(token)),
    ).data.records;
    expect(byCode.map((type: { code: string }) => type.code)).toEqual(['EXPRESS']);
  });

  it("filters by networkId: same-day is offered in Jakarta's network, not in Papua's", async () => {
    const hubs: Network[] = body(await get(app, '/customer-api/network/tree', authHeaders(token))).data;
    const codesAt = async (name: string) =>
      body(
        await get(
          app,
          `/customer-api/timeEffectiveType/page?size=20&networkId=${hubs.find((hub) => hub.name === name)!.id}`,
          authHeaders(token),
        ),
      ).data.records.map((type: { code: string }) => type.code);
    expect(await codesAt('Hub Jakarta')).toEqual(expect.arrayContaining(['SAMEDAY', 'INSTANT', 'FRESH']));
    const papua = await codesAt('Hub Papua');
    expect(papua).not.toContain('SAMEDAY');
    expect(papua).toContain('REGULER');
  });

  it("lists weight bands as 'lower < w <= upper' rows, lightest first", async () => {
    const bands = body(await get(app, '/customer-api/weightBand/list', authHeaders(token))).data;
    expect(bands.map((band: { start: number; end: number }) => [band.start, band.end])).toEqual([
      [0, 1],
      [1, 3],
      [3, 5],
      [5, 10],
      [10, 30],
      [30, 9999],
    ]);
    expect(bands[0]).toEqual({ id: expect.any(Number), name: '0-1 kg', start: 0, end: 1 });
  });
});
