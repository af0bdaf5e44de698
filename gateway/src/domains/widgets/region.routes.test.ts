import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login } from '../../test/helper';

describe('regions for cascading selects (idn-area-data)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'other', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('needs a session', async () => {
    expect((await get(app, '/customer-api/region/list')).statusCode).toBe(401);
  });

  it('lists the 38 provinces without parentCode, as dictionary items', async () => {
    const provinces = body(await get(app, '/customer-api/region/list', authHeaders(token))).data;
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({
      value: '31',
      label: 'Daerah Khusus Ibukota Jakarta',
      code: '31',
      name: 'Daerah Khusus Ibukota Jakarta',
    });
  });

  it('lists the regencies of a province and the districts of a regency', async () => {
    const regencies = body(
      await get(app, '/customer-api/region/list?parentCode=31', authHeaders(token)),
    ).data;
    expect(regencies.map((r: { code: string }) => r.code).sort()).toEqual([
      '31.01',
      '31.71',
      '31.72',
      '31.73',
      '31.74',
      '31.75',
    ]);
    const districts = body(
      await get(app, '/customer-api/region/list?parentCode=31.74', authHeaders(token)),
    ).data;
    expect(districts.map((d: { label: string }) => d.label)).toContain('Kebayoran Baru');
    expect(districts.every((d: { code: string }) => d.code.startsWith('31.74.'))).toBe(true);
  });

  it('answers an empty list below districts (villages are not loaded) and refuses a malformed code', async () => {
    expect(
      body(await get(app, '/customer-api/region/list?parentCode=31.74.01', authHeaders(token))).data,
    ).toEqual([]);
    expect((await get(app, "/customer-api/region/list?parentCode=31'", authHeaders(token))).statusCode).toBe(
      400,
    );
  });
});
