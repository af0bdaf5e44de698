import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, body, createTestApp, get, post, solvedCaptcha } from '../../test/helper';

const wrong = (loginCode: string, extra: object = {}) => ({ loginCode, password: 'Wrong@99999', ...extra });

describe('login throttling and captcha', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('requires a captcha after 3 failed logins of one account, known or unknown alike', async () => {
    for (const loginCode of ['demo', 'ghost_account']) {
      expect(body(await get(app, `/customer-api/captcha/switch?loginCode=${loginCode}`)).data.required).toBe(
        false,
      );
      for (let i = 0; i < 3; i += 1) await post(app, '/customer-api/login', wrong(loginCode));
      expect(body(await get(app, `/customer-api/captcha/switch?loginCode=${loginCode}`)).data.required).toBe(
        true,
      );
      const refused = body(await post(app, '/customer-api/login', { loginCode, password: 'Demo@12345' }));
      expect(refused).toEqual({ code: 500, msg: 'please enter the verification code', data: null });
    }
  });

  it('accepts the right password with a solved captcha, once per captcha', async () => {
    const captcha = await solvedCaptcha(app);
    const first = body(
      await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Demo@12345', ...captcha }),
    );
    expect(first.code).toBe(1);
    // the success reset the account's count; fail 3 more times to need a captcha again
    for (let i = 0; i < 3; i += 1) await post(app, '/customer-api/login', wrong('demo'));
    const reused = body(
      await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Demo@12345', ...captcha }),
    );
    expect(reused.msg).toBe('the verification code is wrong or has expired');
  });

  it('checks a captcha whenever one is sent: a wrong one never signs in, even before any failure', async () => {
    const fresh = await createTestApp();
    try {
      expect(body(await get(fresh, '/customer-api/captcha/switch?loginCode=demo')).data.required).toBe(false);
      const right = { loginCode: 'demo', password: 'Demo@12345' };
      const captcha = await solvedCaptcha(fresh);
      const wrongAnswer = body(
        await post(fresh, '/customer-api/login', { ...right, ...captcha, verifyCode: 'zzzz' }),
      );
      expect(wrongAnswer).toEqual({
        code: 500,
        msg: 'the verification code is wrong or has expired',
        data: null,
      });
      const unknownKey = body(
        await post(fresh, '/customer-api/login', { ...right, vck: 'nope', verifyCode: 'ab12' }),
      );
      expect(unknownKey.msg).toBe('the verification code is wrong or has expired');
      const answerOnly = body(await post(fresh, '/customer-api/login', { ...right, verifyCode: 'ab12' }));
      expect(answerOnly.msg).toBe('the verification code is wrong or has expired');
      // the right answer signs in; without one, none is needed yet
      expect(body(await post(fresh, '/customer-api/login', { ...right, ...captcha })).code).toBe(1);
      expect(body(await post(fresh, '/customer-api/login', right)).code).toBe(1);
      // the e-mail code login checks it alike
      const mailed = body(
        await post(fresh, '/customer-api/mail/login', {
          loginCode: 'demo',
          code: '123456',
          vck: 'nope',
          verifyCode: 'x',
        }),
      );
      expect(mailed.msg).toBe('the verification code is wrong or has expired');
    } finally {
      await fresh.close();
    }
  });

  it('checks a captcha answer without spending it, and rejects a wrong one', async () => {
    const captcha = await solvedCaptcha(app);
    expect(body(await post(app, '/customer-api/captcha/record', captcha)).data.valid).toBe(true);
    expect(
      body(await post(app, '/customer-api/captcha/record', { ...captcha, verifyCode: 'zzzz' })).data.valid,
    ).toBe(false);
    expect(body(await post(app, '/customer-api/captcha/record', captcha)).data.valid).toBe(true);
  });

  it('serves the captcha as an SVG data URL', async () => {
    const data = body(await get(app, '/customer-api/captcha')).data;
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.image.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('requires a captcha for every account after 10 failures from one IP', async () => {
    for (let i = 0; i < 10; i += 1) await post(app, '/customer-api/login', wrong(`spray_${i}`));
    expect(body(await get(app, '/customer-api/captcha/switch?loginCode=other')).data.required).toBe(true);
    const refused = body(
      await post(app, '/customer-api/login', { loginCode: 'other', password: 'Demo@12345' }),
    );
    expect(refused.msg).toBe('please enter the verification code');
  });

  it('requires a captcha for everyone when the global switch is on', async () => {
    const strict = await createTestApp({ captchaAlways: true });
    try {
      expect(body(await get(strict, '/customer-api/captcha/switch?loginCode=demo')).data.required).toBe(true);
      expect(
        body(await post(strict, '/customer-api/login', { loginCode: 'demo', password: 'Demo@12345' })).msg,
      ).toBe('please enter the verification code');
    } finally {
      await strict.close();
    }
  });

  it('blocks an account for the window after 10 failures', async () => {
    for (let i = 0; i < 10; i += 1) {
      await post(app, '/customer-api/login', wrong('demo_newpass', await solvedCaptcha(app)));
    }
    const blocked = body(
      await post(app, '/customer-api/login', {
        loginCode: 'demo_newpass',
        password: 'Demo@12345',
        ...(await solvedCaptcha(app)),
      }),
    );
    expect(blocked.msg).toBe('too many failed attempts, please try again in 15 minutes');
  });

  it('does not expose the test captcha hook unless test hooks are on', async () => {
    const production = await createTestApp({ testHooks: false });
    try {
      expect(body(await get(production, '/customer-api/test/captcha?vck=x')).code).toBe(404);
    } finally {
      await production.close();
    }
  });
});
