import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailCodes } from '../../db/schema';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  get,
  lastMailTo,
  login,
  mailCount,
  post,
  solvedCaptcha,
} from '../../test/helper';

describe('password change and reset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  const status = async (token: string) =>
    (await get(app, '/customer-api/loginStatus', authHeaders(token))).statusCode;

  // one after the other on one account: the second starts from the first one's new password
  it.each([
    ['/customer-api/user/changePassword', 'Demo@12345', 'Baru@2024x'],
    ['/customer-api/updatePassword', 'Baru@2024x', 'Lagi@2024y'],
  ])(
    'ends the other sessions of the user at a password change through %s and keeps the calling one',
    async (url, oldPassword, newPassword) => {
      const caller = await login(app, 'other', oldPassword);
      const another = await login(app, 'other', oldPassword);
      const changed = body(await post(app, url, { oldPassword, newPassword }, authHeaders(caller)));
      expect(changed.code).toBe(1);
      expect(changed.data.token).toBe(caller);
      expect(await status(another)).toBe(401);
      expect(await status(caller)).toBe(200);
      expect(body(await post(app, '/customer-api/user/detail', {}, authHeaders(caller))).code).toBe(1);
      expect(
        body(await post(app, '/customer-api/login', { loginCode: 'other', password: oldPassword })).code,
      ).toBe(500);
      expect(await login(app, 'other', newPassword)).toBeTruthy();
    },
  );

  it('refuses a wrong old password and a weak new one', async () => {
    const token = await login(app, 'demo', 'Demo@12345');
    const wrongOld = await post(
      app,
      '/customer-api/updatePassword',
      { oldPassword: 'nope', newPassword: 'Baru@2024x' },
      authHeaders(token),
    );
    expect(body(wrongOld)).toEqual({ code: 500, msg: 'the old password is incorrect', data: null });
    const weak = await post(
      app,
      '/customer-api/updatePassword',
      { oldPassword: 'Demo@12345', newPassword: 'short' },
      authHeaders(token),
    );
    expect(weak.statusCode).toBe(400);
  });

  it('clears needUpdatePassword through the forced SetPassword flow', async () => {
    const token = await login(app, 'demo_newpass', 'Demo@12345');
    const result = body(
      await post(
        app,
        '/customer-api/updatePassword',
        { oldPassword: 'Demo@12345', newPassword: 'Sandi@2024' },
        authHeaders(token),
      ),
    );
    const statusAfter = body(await get(app, '/customer-api/loginStatus', authHeaders(result.data.token)));
    expect(statusAfter.data.needUpdatePassword).toBe('0');
    const again = body(
      await post(app, '/customer-api/login', { loginCode: 'demo_newpass', password: 'Sandi@2024' }),
    );
    expect(again.data.needUpdatePassword).toBe('0');
  });

  it('answers forgetPassword identically whether or not the account exists', async () => {
    const before = await mailCount(app, 'demo@example.co.id');
    const known = await post(app, '/customer-api/forgetPassword', {
      loginCode: 'demo',
      ...(await solvedCaptcha(app)),
    });
    const unknown = await post(app, '/customer-api/forgetPassword', {
      loginCode: 'nobody',
      ...(await solvedCaptcha(app)),
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(app, 'demo@example.co.id')).toBe(before + 1);
  });

  it('requires a solved captcha for forgetPassword', async () => {
    const result = body(
      await post(app, '/customer-api/forgetPassword', { loginCode: 'demo', vck: 'x', verifyCode: 'abcd' }),
    );
    expect(result.msg).toBe('the verification code is wrong or has expired');
  });

  it('resets the password with the mailed code, once, and ends the old sessions', async () => {
    const oldToken = await login(app, 'demo', 'Demo@12345');
    await post(app, '/customer-api/forgetPassword', { loginCode: 'demo', ...(await solvedCaptcha(app)) });
    const mail = await lastMailTo(app, 'demo@example.co.id');
    const code = String(mail.payload.code);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(code);
    expect(body(await post(app, '/customer-api/checkCode', { loginCode: 'demo', code })).data).toEqual({
      valid: true,
    });
    const reset = await post(app, '/customer-api/resetPassword', {
      loginCode: 'demo',
      code,
      password: 'Reset@2024',
    });
    expect(body(reset).code).toBe(1);
    expect(await status(oldToken)).toBe(401);
    expect(await login(app, 'demo', 'Reset@2024')).toBeTruthy();
    const reused = await post(app, '/customer-api/resetPassword', {
      loginCode: 'demo',
      code,
      password: 'Again@2024',
    });
    expect(body(reused)).toEqual({ code: 500, msg: 'the code is wrong or has expired', data: null });
  });

  it('refuses an expired reset code', async () => {
    await post(app, '/customer-api/forgetPassword', { loginCode: 'demo_sub', ...(await solvedCaptcha(app)) });
    const code = String((await lastMailTo(app, 'demo_sub@example.co.id')).payload.code);
    await app.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.target, 'demo_sub@example.co.id'));
    const result = body(
      await post(app, '/customer-api/resetPassword', { loginCode: 'demo_sub', code, password: 'Reset@2024' }),
    );
    expect(result.msg).toBe('the code is wrong or has expired');
  });

  it('kills a reset code after 5 wrong attempts', async () => {
    await post(app, '/customer-api/forgetPassword', { loginCode: 'demo_sub', ...(await solvedCaptcha(app)) });
    const code = String((await lastMailTo(app, 'demo_sub@example.co.id')).payload.code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await post(app, '/customer-api/checkCode', { loginCode: 'demo_sub', code: wrongCode });
    expect(body(await post(app, '/customer-api/checkCode', { loginCode: 'demo_sub', code })).msg).toBe(
      'the code is wrong or has expired',
    );
  });
});
