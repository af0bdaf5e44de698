import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, login, post } from '../../test/helper';
import type { MenuNode } from './auth.schemas';

describe('profile, menu and feedback', () => {
  let app: FastifyInstance;
  let admin: string;
  let sub: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await login(app, 'demo', 'Demo@12345');
    sub = await login(app, 'demo_sub', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('returns the full menu tree with childResources and names in the request language', async () => {
    const result = body(
      await post(app, '/customer-api/menu/list?source=portal', {}, authHeaders(admin, 'EN')),
    );
    const tree: MenuNode[] = result.data.menuResourceVos;
    const service = tree.find((node) => node.resourceCode === 'serviceManage');
    expect(service).toMatchObject({ resourceType: 1, resourceName: 'Service management' });
    expect(service?.childResources.map((node) => node.resourceCode)).toEqual([
      'workOrder',
      'suggestions',
      'returnQuiry',
      'stopGodownQuiry',
    ]);
    const orders = tree.find((node) => node.resourceCode === 'orderManage');
    const management = orders?.childResources.find((node) => node.resourceCode === 'orderManagement');
    expect(management?.childResources.map((node) => node.resourceCode)).toContain('orderManagement_DELETE');
    expect(management?.childResources.every((node) => node.resourceType === 2)).toBe(true);
    // the customer data review is the network staff's page: a shipper's admin is not offered it
    const codes = JSON.stringify(tree);
    expect(codes).not.toContain('customerExamine');
    const staff = await login(app, 'demo_staff', 'Demo@12345');
    const staffTree = body(await post(app, '/customer-api/menu/list', {}, authHeaders(staff))).data;
    expect(JSON.stringify(staffTree)).toContain('"customerExamine"');
    const indonesian = body(await post(app, '/customer-api/menu/list', {}, authHeaders(admin, 'YN')));
    expect(indonesian.data.menuResourceVos[0].resourceName).toBe('Manajemen pesanan');
  });

  it('lets an admin read users of its own customer only', async () => {
    expect(
      body(await post(app, '/customer-api/user/detail', { loginCode: 'demo_sub' }, authHeaders(admin))).data
        .loginCode,
    ).toBe('demo_sub');
    const foreign = await post(app, '/customer-api/user/detail', { loginCode: 'other' }, authHeaders(admin));
    expect(body(foreign).code).toBe(404);
    expect(body(foreign).code).toBe(404);
    expect(
      body(await post(app, '/customer-api/user/detail', { loginCode: 'demo' }, authHeaders(sub))).code,
    ).toBe(404);
  });

  it('modifies the own profile', async () => {
    await post(
      app,
      '/customer-api/user/modify',
      { userName: 'Siti R.', phone: '0812-1111-2222' },
      authHeaders(sub),
    );
    expect(body(await post(app, '/customer-api/user/detail', {}, authHeaders(sub))).data).toMatchObject({
      userName: 'Siti R.',
      phone: '0812-1111-2222',
    });
  });

  it("saves and pages a user's own feedback notes", async () => {
    const saved = body(
      await post(
        app,
        '/customer-api/feedback/batchSave',
        { notes: [{ content: 'cepat' }, { content: 'rapi' }] },
        authHeaders(sub),
      ),
    );
    expect(saved.data.saved).toBe(2);
    const page = body(
      await post(app, '/customer-api/feedback/page', { current: 1, size: 10 }, authHeaders(sub)),
    );
    expect(page.data).toMatchObject({ current: 1, total: 2, pages: 1 });
    const foreignEdit = body(
      await post(
        app,
        '/customer-api/feedback/batchSave',
        { notes: [{ id: page.data.records[0].id, content: 'x' }] },
        authHeaders(admin),
      ),
    );
    expect(foreignEdit.data.saved).toBe(0);
    expect(body(await post(app, '/customer-api/feedback/page', {}, authHeaders(admin))).data.total).toBe(0);
  });
});
