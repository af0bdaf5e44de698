import type { FastifyInstance } from 'fastify';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  grantKeys,
  lastMailTo,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';

describe('COD payout bank account', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const account = async (token: string) =>
    body(await get(app, '/customer-api/bankAccount/get', authHeaders(token))).data;
  const change = { bankCode: 'BRI', accountNumber: '0021998877665', holderName: 'PT Demo Niaga Sejahtera' };

  it('shows each shipper its own account, masked', async () => {
    expect(await account(demo)).toMatchObject({ bankCode: 'BCA', accountMasked: '******3456' });
    expect(await account(other)).toMatchObject({ bankCode: 'MANDIRI', accountMasked: '*********6543' });
  });

  it('changes it only with the code mailed to the bound e-mail, and pauses payouts from then', async () => {
    expect(
      body(await post(app, '/customer-api/bankAccount/requestChange', change, authHeaders(demo))).code,
    ).toBe(1);
    const mail = await lastMailTo(app, 'demo@example.co.id');
    expect(mail.kind).toBe('bank-change');
    const code = String(mail.payload.code);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      body(await post(app, '/customer-api/bankAccount/confirmChange', { code: wrong }, authHeaders(demo)))
        .msg,
    ).toBe('the code is wrong or has expired');
    expect(await account(demo)).toMatchObject({ bankCode: 'BCA' });
    const before = Date.now();
    expect(
      body(await post(app, '/customer-api/bankAccount/confirmChange', { code }, authHeaders(demo))).code,
    ).toBe(1);
    const changed = await account(demo);
    expect(changed).toMatchObject({ bankCode: 'BRI', accountMasked: '*********7665' });
    expect(Date.parse(changed.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(
      body(await post(app, '/customer-api/bankAccount/confirmChange', { code }, authHeaders(demo))).msg,
    ).toBe('the code is wrong or has expired');
  });

  it('refuses a sub-account, even with the reconciliation keys', async () => {
    await grantKeys(app, ['codeReconciliation', 'codeReconciliation_CHECK']);
    try {
      const res = body(
        await post(app, '/customer-api/bankAccount/requestChange', change, authHeaders(demoSub)),
      );
      expect(res.msg).toBe('only the main account can change the payout bank account');
    } finally {
      await grantKeys(app);
    }
    expect(
      body(await post(app, '/customer-api/bankAccount/requestChange', change, authHeaders(demoSub))).code,
    ).toBe(403);
  });
});
