// Over 300 lines: the sub-account calls (create, refuse, scope, keys, disable, reset, delete) over one
// booted gateway and its seeded users; a boot per file costs more than the cases.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountAuditLog,
  addressBookEntries,
  subAccountSettings,
  userPermissions,
  users,
} from '../../db/schema';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  grantKeys,
  lastMailTo,
  login,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { ROLE_PRESETS } from '../../db/seed/account-data';
import {
  FIRST_PASSWORD,
  OWN_PASSWORD,
  newSubAccount,
  readySubAccount,
  signInFirstTime,
} from '../../test/sub-accounts';

const FINANCE_KEYS = ROLE_PRESETS.find((preset) => preset.code === 'FINANCE')!.permissionKeys;

describe('sub-account calls', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let demoSender: number;
  let otherSender: number;

  const call = (url: string, token: string, payload: object = {}, language = 'EN') =>
    post(app, `/customer-api${url}`, payload, authHeaders(token, language));

  /** What must stay as it was after a refused call: users, keys, settings and the audit log. */
  async function snapshot() {
    const [[u], [p], [s], [a]] = await Promise.all([
      app.db.select({ n: count() }).from(users),
      app.db.select({ n: count() }).from(userPermissions),
      app.db.select({ n: count() }).from(subAccountSettings),
      app.db.select({ n: count() }).from(accountAuditLog),
    ]);
    return { users: u.n, keys: p.n, settings: s.n, audit: a.n };
  }

  async function senderOf(loginCode: string) {
    const customerId = await customerIdOf(app, loginCode);
    const [entry] = await app.db
      .select({ id: addressBookEntries.id })
      .from(addressBookEntries)
      .where(and(eq(addressBookEntries.customerId, customerId), eq(addressBookEntries.kind, 'SENDER')));
    return entry.id;
  }

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    demoSender = await senderOf('demo');
    otherSender = await senderOf('other');
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('offers the five presets and the menu as a tree of pages and buttons, user management not grantable', async () => {
    const presets = body(await call('/user/rolePresets', demo)).data;
    expect(presets.map((preset: { name: string }) => preset.name)).toEqual([
      'Admin',
      'Finance',
      'Operator',
      'Analyst (read-only)',
      'Tracker',
    ]);
    const { tree, grantable } = body(await call('/user/menuPermissionList', demo)).data;
    const account = tree.find((node: { resourceCode: string }) => node.resourceCode === 'accountManage');
    const page = account.childResources.find(
      (node: { resourceCode: string }) => node.resourceCode === 'authoritySetting',
    );
    expect(page.grantable).toBe(false);
    expect(page.childResources.map((node: { resourceCode: string }) => node.resourceCode)).toContain(
      'authoritySetting_ADD',
    );
    expect(grantable).toContain('codBillpage_EXCEL');
    expect(grantable).not.toContain('authoritySetting');
    // every preset key is in the menu and grantable
    for (const preset of presets) for (const key of preset.permissionKeys) expect(grantable).toContain(key);
  });

  it('creates a sub-account from the Finance preset with a sender-address scope, read back whole and audited', async () => {
    const created = body(
      await newSubAccount(app, demo, {
        loginCode: 'fin_one',
        roleCode: 'FINANCE',
        permissionKeys: FINANCE_KEYS,
        dataScope: 'SENDERS',
        senderAddressIds: [demoSender],
      }),
    );
    expect(created).toMatchObject({ code: 1, data: { loginCode: 'fin_one' } });
    const detail = body(await call('/user/accountDetail', demo, { loginCode: 'fin_one' })).data;
    expect(detail).toMatchObject({
      loginCode: 'fin_one',
      roleCode: 'FINANCE',
      dataScope: 'SENDERS',
      senderAddressIds: [demoSender],
      hideMoney: false,
      isUsed: '1',
      needUpdatePassword: '1',
    });
    expect(detail.permissionKeys).toEqual([...FINANCE_KEYS].sort());
    const page = body(await call('/user/page', demo, { keyword: 'fin_' })).data;
    expect(page.records.map((record: { loginCode: string }) => record.loginCode)).toEqual(['fin_one']);
    const audit = body(await call('/user/auditLog', demo, { loginCode: 'fin_one' })).data.records;
    expect(audit[0]).toMatchObject({ actorLoginCode: 'demo', action: 'USER_CREATED' });
    const agents = body(await call('/user/listAllAgents', demo)).data;
    expect(agents.map((agent: { loginCode: string }) => agent.loginCode)).toEqual(
      expect.arrayContaining(['demo_sub', 'fin_one']),
    );
  });

  it('follows an edited sender address: the scope keeps the old orders and sees the new ones at once', async () => {
    const place = { phone: '081377001122', districtCode: '31.73.05', address: 'Jl. Kebon Jeruk No. 3' };
    const saved = body(
      await call('/addressBook/save', demo, { kind: 'SENDER', name: 'Gudang Barat', ...place }),
    );
    expect(saved.code).toBe(1);
    const clerk = await readySubAccount(app, demo, {
      loginCode: 'scope_follow',
      permissionKeys: ['orderManagement'],
      dataScope: 'SENDERS',
      senderAddressIds: [saved.data.id],
    });
    const order = (customerOrderNo: string, address: string) =>
      call('/order/create', demo, {
        customerOrderNo,
        sender: { name: 'Gudang Barat', ...place, address },
        receiver: {
          name: 'Siti Rahmawati',
          phone: '081234567802',
          province: 'Jawa Barat',
          city: 'Kota Bandung',
          district: 'Sukajadi',
          address: 'Jl. Sukajadi No. 57',
        },
        goodsType: 'CLOTHING',
        goodsName: 'Kemeja',
        pieces: 1,
        weightKg: 1,
        productType: 'EZ',
        paymentMethod: 'MONTHLY',
      });
    const seen = async () =>
      body(await call('/order/manage/page', clerk, { keyword: 'FOLLOW-', current: 1, size: 10 }))
        .data.records.map((record: { customerOrderNo: string }) => record.customerOrderNo)
        .sort();
    expect(body(await order('FOLLOW-1', place.address)).code).toBe(1);
    expect(await seen()).toEqual(['FOLLOW-1']);
    const moved = 'Jl. Kebon Jeruk No. 3A';
    const updated = body(
      await call('/addressBook/update', demo, {
        id: saved.data.id,
        name: 'Gudang Barat',
        ...place,
        address: moved,
      }),
    );
    expect(updated.code).toBe(1);
    expect(body(await order('FOLLOW-2', moved)).code).toBe(1);
    expect(body(await order('FOLLOW-3', 'Jl. Lain No. 9')).code).toBe(1);
    expect(await seen()).toEqual(['FOLLOW-1', 'FOLLOW-2']);
  });

  it('forces the password change at the first login, then lets the keys through', async () => {
    const first = await login(app, 'fin_one', FIRST_PASSWORD);
    const refused = await call('/coupon/list', first);
    expect(body(refused).code).toBe(403);
    expect(body(refused).msg).toBe('please change your password first');
    const token = await signInFirstTime(app, 'fin_one');
    expect(body(await call('/coupon/list', token)).code).toBe(1);
    expect(body(await call('/order/manage/page', token)).code).toBe(403);
  });

  it.each([
    ['a login already taken (by any shipper)', { loginCode: 'other' }, 'the login other is already taken'],
    [
      'a malformed login',
      { loginCode: 'x y', email: 'xy@example.co.id' },
      'a login is 3 to 32 letters, digits or _ . -, starting with a letter',
    ],
    [
      'a short password',
      { loginCode: 'weak_one', password: 'ab1' },
      'the password must be 8 to 64 characters long',
    ],
    [
      'a password without digits',
      { loginCode: 'weak_two', password: 'abcdefghij' },
      'the password must contain both letters and digits',
    ],
    [
      'the login in the password',
      { loginCode: 'weak_three', password: 'weak_three2026' },
      'the password must not contain the login',
    ],
    [
      'granting user management',
      { loginCode: 'grant_one', permissionKeys: ['authoritySetting', 'authoritySetting_ADD'] },
      'you cannot grant these permissions: authoritySetting, authoritySetting_ADD',
    ],
    [
      'granting a key that is no menu key',
      { loginCode: 'grant_two', permissionKeys: ['orderManagement', 'vaultOpen_ADD'] },
      'you cannot grant these permissions: vaultOpen_ADD',
    ],
    [
      'no sender address for that scope',
      { loginCode: 'scope_one', dataScope: 'SENDERS' },
      'choose at least one sender address for this data scope',
    ],
    ['an unknown preset', { loginCode: 'preset_one', roleCode: 'BOSS' }, 'there is no preset role BOSS'],
  ])('refuses %s with a message and changes nothing', async (_name, account, message) => {
    const before = await snapshot();
    const result = body(await newSubAccount(app, demo, account as { loginCode: string }));
    expect(result).toMatchObject({ code: 500, msg: message });
    // a refusal about one field names it, with the same message
    if (result.data !== null) expect(result.data).toEqual([{ field: expect.any(String), message }]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another shipper's sender address as a scope", async () => {
    const before = await snapshot();
    const result = body(
      await newSubAccount(app, demo, {
        loginCode: 'scope_two',
        dataScope: 'SENDERS',
        senderAddressIds: [otherSender],
      }),
    );
    expect(result.msg).toBe(`sender addresses ${otherSender} are not in your sender address book`);
    expect(await snapshot()).toEqual(before);
  });

  it('names each wrong field of a new sub-account, translated: e-mail, phone, password, no permission at all', async () => {
    const before = await snapshot();
    const badMail = await call('/user/newAccount', demo, {
      loginCode: 'fields_one',
      userName: 'x',
      email: 'not-a-mail',
      permissionKeys: FINANCE_KEYS,
    });
    expect(badMail.statusCode).toBe(400);
    expect(body(badMail).data).toEqual([{ field: 'body.email', message: 'must be a valid e-mail address' }]);
    const refused = body(
      await call(
        '/user/newAccount',
        demo,
        {
          loginCode: 'fields_one',
          userName: 'x',
          email: 'x@example.co.id',
          phone: '12345',
          password: 'short',
          permissionKeys: [],
        },
        'ID',
      ),
    );
    expect(refused.code).not.toBe(1);
    expect(refused.data).toEqual([
      { field: 'password', message: 'kata sandi harus 8 sampai 64 karakter' },
      { field: 'phone', message: 'harus nomor ponsel Indonesia (08...)' },
      { field: 'permissionKeys', message: 'pilih minimal satu izin' },
    ]);
    const emptied = body(
      await call('/user/saveOrUpdate', demo, { loginCode: 'fin_one', permissionKeys: [] }),
    );
    expect(emptied.data).toEqual([{ field: 'permissionKeys', message: 'choose at least one permission' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers in the caller language', async () => {
    const result = body(
      await call(
        '/user/newAccount',
        demo,
        { loginCode: 'other', userName: 'x', email: 'x@example.co.id', permissionKeys: [] },
        'ID',
      ),
    );
    expect(result.msg).toBe('login other sudah dipakai');
  });

  it('lets only the main account manage users, whatever keys a sub-account holds', async () => {
    const before = await snapshot();
    const without = await call('/user/page', demoSub);
    expect(body(without).code).toBe(403);
    await grantKeys(app, [
      'authoritySetting',
      'authoritySetting_ADD',
      'authoritySetting_EDIT',
      'authoritySetting_DELETE',
    ]);
    const after = await snapshot();
    for (const [url, payload] of [
      ['/user/page', {}],
      [
        '/user/newAccount',
        {
          loginCode: 'sneaky',
          userName: 'x',
          email: 'x@example.co.id',
          password: FIRST_PASSWORD,
          permissionKeys: [],
        },
      ],
      ['/user/saveOrUpdate', { loginCode: 'fin_one', permissionKeys: [] }],
      ['/user/delete', { loginCode: 'fin_one' }],
    ] as const) {
      const result = body(await call(url, demoSub, payload));
      expect({ url, result }).toMatchObject({
        url,
        result: { code: 500, msg: 'only the main account can manage sub-accounts' },
      });
    }
    expect(await snapshot()).toEqual(after);
    await grantKeys(app);
    expect((await snapshot()).keys).toBe(before.keys);
  });

  it("keeps each shipper's sub-accounts to itself", async () => {
    const before = await snapshot();
    expect(body(await call('/user/accountDetail', other, { loginCode: 'fin_one' })).msg).toBe(
      'there is no sub-account fin_one',
    );
    expect(body(await call('/user/saveOrUpdate', other, { loginCode: 'fin_one', isUsed: '0' })).msg).toBe(
      'there is no sub-account fin_one',
    );
    expect(body(await call('/user/delete', other, { loginCode: 'demo_sub' })).msg).toBe(
      'there is no sub-account demo_sub',
    );
    expect(body(await call('/user/resetPassword', other, { loginCode: 'demo_sub' })).msg).toBe(
      'there is no sub-account demo_sub',
    );
    const logins = body(await call('/user/page', other)).data.records.map(
      (record: { loginCode: string }) => record.loginCode,
    );
    expect(logins).not.toContain('fin_one');
    expect(body(await call('/user/auditLog', other)).data.total).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('applies changed permissions at the next call, and audits what was added and removed', async () => {
    const token = await readySubAccount(app, demo, {
      loginCode: 'op_one',
      permissionKeys: ['orderManagement', 'codBillpage'],
    });
    expect((await call('/order/manage/page', token)).statusCode).toBe(200);
    const saved = body(
      await call('/user/saveOrUpdate', demo, {
        loginCode: 'op_one',
        permissionKeys: ['codBillpage', 'myWaybill'],
      }),
    );
    expect(saved.code).toBe(1);
    expect(body(await call('/order/manage/page', token)).code).toBe(403);
    expect((await call('/waybill/page', token)).statusCode).toBe(200);
    const [entry] = body(await call('/user/auditLog', demo, { loginCode: 'op_one' })).data.records;
    expect(entry).toMatchObject({
      action: 'PERMISSIONS_CHANGED',
      detail: { added: ['myWaybill'], removed: ['orderManagement'] },
    });
  });

  it('refuses a disabled sub-account at its next call, and lets it back in when enabled', async () => {
    const token = await readySubAccount(app, demo, { loginCode: 'off_one', permissionKeys: ['myWaybill'] });
    expect((await call('/waybill/page', token)).statusCode).toBe(200);
    expect(body(await call('/user/updateStatus', demo, { loginCode: 'off_one', isUsed: '0' })).code).toBe(1);
    expect((await call('/waybill/page', token)).statusCode).toBe(401);
    const relogin = await post(app, '/customer-api/login', { loginCode: 'off_one', password: OWN_PASSWORD });
    expect(body(relogin).code).not.toBe(1);
    expect(body(await call('/user/updateStatus', demo, { loginCode: 'off_one', isUsed: '1' })).code).toBe(1);
    const again = await login(app, 'off_one', OWN_PASSWORD);
    expect((await call('/waybill/page', again)).statusCode).toBe(200);
    const actions = body(await call('/user/auditLog', demo, { loginCode: 'off_one' })).data.records.map(
      (record: { action: string }) => record.action,
    );
    expect(actions).toEqual(['USER_ENABLED', 'USER_DISABLED', 'USER_CREATED']);
  });

  it('mails a temporary password on reset: the old sessions end and the new password must be changed', async () => {
    const token = await readySubAccount(app, demo, { loginCode: 'reset_one', permissionKeys: ['myWaybill'] });
    const reset = body(await call('/user/resetPassword', demo, { loginCode: 'reset_one' }));
    expect(reset).toMatchObject({ code: 1, data: { mailedTo: 'reset_one@example.co.id' } });
    expect((await call('/waybill/page', token)).statusCode).toBe(401);
    const mail = await lastMailTo(app, 'reset_one@example.co.id');
    const temporary = (mail.payload as { password: string }).password;
    expect(mail.body).toContain(temporary);
    const first = await login(app, 'reset_one', temporary);
    expect(body(await call('/waybill/page', first)).msg).toBe('please change your password first');
    expect(
      body(await call('/user/accountDetail', demo, { loginCode: 'reset_one' })).data.needUpdatePassword,
    ).toBe('1');
  });

  it('mails a temporary password when the new account is given none', async () => {
    expect(body(await newSubAccount(app, demo, { loginCode: 'mail_one', password: undefined })).code).toBe(1);
    const mail = await lastMailTo(app, 'mail_one@example.co.id');
    const temporary = (mail.payload as { password: string }).password;
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(typeof (await login(app, 'mail_one', temporary))).toBe('string');
  });

  it('deletes a sub-account by login: its session ends, it cannot sign in, and the login is free again', async () => {
    const token = await readySubAccount(app, demo, { loginCode: 'gone_one', permissionKeys: ['myWaybill'] });
    expect(body(await call('/user/delete', demo, { loginCode: 'gone_one' })).code).toBe(1);
    expect((await call('/waybill/page', token)).statusCode).toBe(401);
    expect(
      body(await post(app, '/customer-api/login', { loginCode: 'gone_one', password: OWN_PASSWORD })).code,
    ).not.toBe(1);
    expect(body(await call('/user/accountDetail', demo, { loginCode: 'gone_one' })).msg).toBe(
      'there is no sub-account gone_one',
    );
    expect(body(await newSubAccount(app, demo, { loginCode: 'gone_one' })).code).toBe(1);
    const actions = body(await call('/user/auditLog', demo, { loginCode: 'gone_one' })).data.records.map(
      (record: { action: string }) => record.action,
    );
    expect(actions).toEqual(['USER_CREATED', 'USER_DELETED', 'USER_CREATED']);
  });
});
