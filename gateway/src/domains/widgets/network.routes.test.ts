import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login } from '../../test/helper';

interface Option {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  isEnable: 1 | 2;
  abnormalName?: string;
  level: number;
  typeId: number;
  hasChildren: boolean;
}

describe('network picker calls', () => {
  let app: FastifyInstance;
  let token: string;
  const call = async (url: string, language = 'EN') =>
    body(await get(app, url, authHeaders(token, language)));

  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo_sub', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('refuses every network call without a session (401)', async () => {
    for (const url of [
      '/customer-api/network/tree',
      '/customer-api/network/search',
      '/customer-api/network/all',
    ])
      expect((await get(app, url)).statusCode).toBe(401);
  });

  it('tree without id lists the first-level networks: one regional hub per province (38)', async () => {
    const hubs: Option[] = (await call('/customer-api/network/tree')).data;
    expect(hubs).toHaveLength(38);
    expect(hubs.every((hub) => hub.level === 1 && hub.parentId === null && hub.hasChildren)).toBe(true);
    expect(hubs.find((hub) => hub.name === 'Hub Jakarta')).toMatchObject({ code: 'ID-JKT01', isEnable: 1 });
    expect(hubs.some((hub) => hub.isEnable === 2)).toBe(true);
  });

  it('tree with id lazily returns the children of that network', async () => {
    const jakarta = ((await call('/customer-api/network/tree')).data as Option[]).find(
      (hub) => hub.code === 'ID-JKT01',
    )!;
    const outlets: Option[] = (await call(`/customer-api/network/tree?id=${jakarta.id}&level=1`)).data;
    expect(outlets.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'Outlet Kota Administrasi Jakarta Selatan',
        'Outlet Kabupaten Administrasi Kepulauan Seribu',
      ]),
    );
    expect(outlets.every((o) => o.level === 2 && o.parentId === jakarta.id)).toBe(true);
    const city = outlets.find((o) => o.name === 'Outlet Kota Administrasi Jakarta Selatan')!;
    expect(city.hasChildren).toBe(true);
    const points: Option[] = (await call(`/customer-api/network/tree?id=${city.id}&level=2`)).data;
    expect(points.length).toBeGreaterThan(5);
    expect(points.every((p) => p.level === 3 && !p.hasChildren && p.name.endsWith('Jakarta Selatan'))).toBe(
      true,
    );
  });

  it('tree with networkId stays inside that subtree', async () => {
    const hubs: Option[] = (await call('/customer-api/network/tree')).data;
    const [bali, jakarta] = ['Hub Bali', 'Hub Jakarta'].map((name) => hubs.find((hub) => hub.name === name)!);
    expect((await call(`/customer-api/network/tree?networkId=${bali.id}`)).data).toEqual([
      expect.objectContaining({ id: bali.id }),
    ]);
    const baliOutlets: Option[] = (await call(`/customer-api/network/tree?networkId=${bali.id}&queryLevel=2`))
      .data;
    expect(baliOutlets).toHaveLength(9);
    expect(baliOutlets.every((o) => o.parentId === bali.id)).toBe(true);
    expect((await call(`/customer-api/network/tree?networkId=${bali.id}&id=${jakarta.id}`)).data).toEqual([]);
    expect(
      body(await get(app, '/customer-api/network/tree?networkId=99999999', authHeaders(token))).code,
    ).toBe(404);
  });

  it("search matches name or code in any case and pages 'JAKARTA' over several pages of 10", async () => {
    const first = (await call('/customer-api/network/search?current=1&size=10&key=jakarta')).data;
    expect(first.size).toBe(10);
    expect(first.records).toHaveLength(10);
    expect(first.pages).toBeGreaterThanOrEqual(3);
    expect(first.total).toBe((await call('/customer-api/network/search?key=JAKARTA')).data.total);
    expect(first.records[0]).toMatchObject({ name: 'Hub Jakarta', level: 1 });
    const last = (await call(`/customer-api/network/search?current=${first.pages}&size=10&key=jakarta`)).data;
    expect(last.records.length).toBeGreaterThan(0);
    expect(last.records.length).toBeLessThanOrEqual(10);
    const all = [...first.records, ...last.records] as Option[];
    expect(all.every((o) => /jakarta/i.test(o.name) || /jakarta/i.test(o.code))).toBe(true);
    const byCode = (await call('/customer-api/network/search?key=id-jkt01')).data.records as Option[];
    expect(byCode.map((o) => o.code)).toContain('ID-JKT01');
    const kota = (await call('/customer-api/network/search?key=KOTA')).data;
    expect(kota.pages).toBeGreaterThanOrEqual(5);
  });

  it('search defaults to queryLevel 3 and keeps levels <= queryLevel', async () => {
    const deep = (await call('/customer-api/network/search?key=jakarta&size=100')).data.records as Option[];
    expect(deep.some((o) => o.level === 3)).toBe(true);
    const shallow = (await call('/customer-api/network/search?key=jakarta&size=100&queryLevel=2')).data
      .records as Option[];
    expect(shallow.every((o) => o.level <= 2)).toBe(true);
    expect(shallow.length).toBeLessThan(deep.length);
  });

  it('search filters by typeIds and within the networkId subtree', async () => {
    const outlets = (await call('/customer-api/network/search?key=jakarta&typeIds=2&size=100')).data
      .records as Option[];
    expect(outlets.length).toBe(5);
    expect(outlets.every((o) => o.typeId === 2)).toBe(true);
    const hubs: Option[] = (await call('/customer-api/network/tree')).data;
    const bali = hubs.find((hub) => hub.name === 'Hub Bali')!;
    const scoped = (await call(`/customer-api/network/search?key=kota&networkId=${bali.id}&size=100`)).data;
    expect(scoped.records.map((o: Option) => o.name)).toEqual(['Outlet Kota Denpasar']);
    const inBali = (await call(`/customer-api/network/search?key=jakarta&networkId=${bali.id}`)).data;
    expect(inBali).toMatchObject({ total: 0, pages: 0, records: [] });
  });

  it('search treats % and _ in the key as text, not wildcards', async () => {
    expect((await call('/customer-api/network/search?key=%25')).data.total).toBe(0);
    expect((await call('/customer-api/network/search?key=_')).data.total).toBe(0);
  });

  it('all-network list is not scoped to a network and pages the same way', async () => {
    const all = (await call('/customer-api/network/all?key=kota&current=2&size=10')).data;
    expect(all).toMatchObject({ current: 2, size: 10 });
    expect(all.total).toBe((await call('/customer-api/network/search?key=kota')).data.total);
    const everything = (await call('/customer-api/network/all?size=10')).data;
    expect(everything.total).toBe(38 + 514 + 730);
  });

  it('some networks are switched off (isEnable 2) and some carry a translated abnormalName', async () => {
    const records = (await call('/customer-api/network/all?size=100&queryLevel=2&typeIds=2')).data
      .records as Option[];
    expect(records.some((o) => o.isEnable === 2)).toBe(true);
    const abnormal = records.find((o) => o.abnormalName);
    expect(abnormal).toBeDefined();
    const page = Math.floor(records.indexOf(abnormal!) / 100) + 1;
    const chinese = (
      await call(`/customer-api/network/all?size=100&queryLevel=2&typeIds=2&current=${page}`, 'CN')
    ).data.records as Option[];
    expect(chinese.find((o) => o.id === abnormal!.id)!.abnormalName).not.toBe(abnormal!.abnormalName);
  });

  it('refuses a page size above 100 and an unknown level', async () => {
    expect((await get(app, '/customer-api/network/search?size=101', authHeaders(token))).statusCode).toBe(
      400,
    );
    expect((await get(app, '/customer-api/network/search?queryLevel=4', authHeaders(token))).statusCode).toBe(
      400,
    );
  });
});
