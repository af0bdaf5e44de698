import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { emailCodes, mailOutbox, users } from '../../db/schema';
import { SETUP_TIMEOUT, body, createTestApp, get, lastMailTo, post, solvedCaptcha } from '../../test/helper';
import { LOGIN_CODE_MAIL_LIMITS } from '../../rules/mail-codes';

/** The e-mail code login is throttled exactly like the password login (login.throttle.test.ts). */
describe('login by e-mail code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  const sendCode = async (target: object) => {
    await post(app, '/customer-api/mail/sendCaptcha', target);
  };
  const mailedCode = async (address: string) => String((await lastMailTo(app, address)).payload.code);
  const mailLogin = async (payload: object) => body(await post(app, '/customer-api/mail/login', payload));
  const captchaRequired = async (loginCode: string) =>
    body(await get(app, `/customer-api/captcha/switch?loginCode=${loginCode}`)).data.required;

  it('refuses a wrong code in the request language (before any failure counts)', async () => {
    const refused = await post(
      app,
      '/customer-api/mail/login',
      { loginCode: 'nobody_here', code: '123456' },
      { language: 'YN' },
    );
    expect(body(refused)).toEqual({ code: 500, msg: 'kode salah atau kedaluwarsa', data: null });
  });

  it('sends the code to the bound address of a login code and completes the login with it', async () => {
    await sendCode({ loginCode: 'demo_sub' });
    const code = await mailedCode('demo_sub@example.co.id');
    const result = await mailLogin({ loginCode: 'demo_sub', code });
    expect(result.code).toBe(1);
    expect(result.data.user.loginCode).toBe('demo_sub');
    expect(result.data.token).toEqual(expect.any(String));
    expect((await mailLogin({ loginCode: 'demo_sub', code })).msg).toBe('the code is wrong or has expired');
  });

  it('answers alike for a login code without a verified address and mails nothing to it', async () => {
    const unverified = await post(app, '/customer-api/mail/sendCaptcha', { loginCode: 'demo_newpass' });
    const unknown = await post(app, '/customer-api/mail/sendCaptcha', { loginCode: 'ghost_account' });
    expect(unverified.body).toBe(unknown.body);
    expect(await lastMailTo(app, 'demo_newpass@example.co.id')).toBeUndefined();
  });

  it('refuses a body with both or neither of mail and loginCode, with a translated message', async () => {
    for (const payload of [{}, { mail: 'demo@example.co.id', loginCode: 'demo' }]) {
      const refused = await post(app, '/customer-api/mail/sendCaptcha', payload);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('input data is illegal');
    }
  });

  it('requires a captcha after 3 wrong codes of one account, known or unknown alike', async () => {
    for (const loginCode of ['other', 'ghost_mail']) {
      for (let i = 0; i < 3; i += 1) await mailLogin({ loginCode, code: '000000' });
      expect(await captchaRequired(loginCode)).toBe(true);
      expect(await mailLogin({ loginCode, code: '000000' })).toEqual({
        code: 500,
        msg: 'please enter the verification code',
        data: null,
      });
    }
    await sendCode({ loginCode: 'other' });
    const code = await mailedCode('other@example.co.id');
    expect((await mailLogin({ loginCode: 'other', code, ...(await solvedCaptcha(app)) })).code).toBe(1);
    expect(await captchaRequired('other')).toBe(false);
  });

  it('counts failures by address against the account the address belongs to, with password failures', async () => {
    await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Wrong@99999' });
    await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Wrong@99999' });
    await mailLogin({ mail: 'demo@example.co.id', code: '000000' });
    expect(await captchaRequired('demo')).toBe(true);
    const refused = await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Demo@12345' });
    expect(body(refused).msg).toBe('please enter the verification code');
  });

  it('blocks the account for the window after 10 failures, even with the right code', async () => {
    for (let i = 0; i < 10; i += 1) {
      await mailLogin({ loginCode: 'demo_sub', code: '000000', ...(await solvedCaptcha(app)) });
    }
    await sendCode({ loginCode: 'demo_sub' });
    const code = await mailedCode('demo_sub@example.co.id');
    const blocked = await mailLogin({ loginCode: 'demo_sub', code, ...(await solvedCaptcha(app)) });
    expect(blocked.msg).toBe('too many failed attempts, please try again in 15 minutes');
    expect(
      (await mailLogin({ loginCode: 'demo_sub', code: '000000', ...(await solvedCaptcha(app)) })).msg,
    ).toBe('too many failed attempts, please try again in 15 minutes');
  });

  describe('code mails', () => {
    const loginMails = async (to: string) => {
      await app.mailQueue.idle();
      const [row] = await app.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'login')));
      return Number(row.n);
    };
    const sendFrom = (ip: string, target: object) =>
      post(app, '/customer-api/mail/sendCaptcha', target, { 'x-forwarded-for': ip });

    it('mails at most 5 codes an hour to one account, from any number of addresses, and keeps the first good', async () => {
      expect(LOGIN_CODE_MAIL_LIMITS.perAccount).toBe(5);
      const address = 'demo@example.co.id';
      const before = await loginMails(address);
      await sendFrom('198.51.100.1', { mail: address });
      const first = await mailedCode(address);
      const answers = new Set<string>();
      for (let i = 2; i <= 10; i += 1)
        answers.add((await sendFrom(`198.51.100.${i}`, { mail: address })).body);
      // every request answers alike: the limit is not told
      expect(answers.size).toBe(1);
      expect((await loginMails(address)) - before).toBe(5);
      // the later requests did not replace the code the owner holds
      const result = await mailLogin({ mail: address, code: first, ...(await solvedCaptcha(app)) });
      expect(result.code).toBe(1);
      // used once: it and the codes mailed beside it are spent
      expect((await mailLogin({ mail: address, code: first, ...(await solvedCaptcha(app)) })).code).toBe(500);
    });

    it('mails at most 10 codes an hour asked for from one client address, whichever accounts', async () => {
      expect(LOGIN_CODE_MAIL_LIMITS.perClientAddress).toBe(10);
      const ip = '203.0.113.7';
      const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
      // ten codes asked for from the address in the last hour, for accounts of any kind
      await app.db.insert(emailCodes).values(
        Array.from({ length: 10 }, (_, i) => ({
          purpose: 'login',
          userId: owner.id,
          target: `someone${i}@example.co.id`,
          codeHash: `used-${i}`,
          expiresAt: new Date(Date.now() + 60_000),
          usedAt: new Date(),
          requestIp: ip,
        })),
      );
      const address = 'other@example.co.id';
      const before = await loginMails(address);
      await sendFrom(ip, { loginCode: 'other' });
      expect(await loginMails(address)).toBe(before);
      await sendFrom('203.0.113.8', { loginCode: 'other' });
      expect(await loginMails(address)).toBe(before + 1);
    });
  });
});
