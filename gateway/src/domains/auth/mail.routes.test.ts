import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
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
} from '../../test/helper';

describe('e-mail flows', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ portalUrl: 'https://portal.example.co.id' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('sends an activation link to the portal and verifies the address with it, once', async () => {
    // demo_newpass must change its password before anything else (auth plugin): not this test's subject
    await app.db.update(users).set({ needUpdatePassword: '0' }).where(eq(users.loginCode, 'demo_newpass'));
    const token = await login(app, 'demo_newpass', 'Demo@12345');
    expect(body(await post(app, '/customer-api/resendVerifyMail', {}, authHeaders(token))).code).toBe(1);
    const mail = await lastMailTo(app, 'demo_newpass@example.co.id');
    const link = String(mail.payload.link);
    expect(link).toMatch(/^https:\/\/portal\.example\.co\.id\/activeMail\?checkCode=[A-Za-z0-9_%-]+&type=1$/);
    const query = link.slice(link.indexOf('?'));
    const activated = body(await get(app, `/customer-api/activeMail${query}`));
    expect(activated).toEqual({ code: 1, msg: 'e-mail activated', data: { activated: true } });
    const [user] = await app.db.select().from(users).where(eq(users.loginCode, 'demo_newpass'));
    expect(user.emailVerified).toBe(true);
    expect(body(await get(app, `/customer-api/activeMail${query}`)).msg).toBe(
      'the activation link is invalid or has expired',
    );
  });

  it('binds a new address after confirming the mailed code', async () => {
    const token = await login(app, 'demo_sub', 'Demo@12345');
    await post(app, '/customer-api/mail/bind', { mail: 'siti.baru@example.co.id' }, authHeaders(token));
    const code = String((await lastMailTo(app, 'siti.baru@example.co.id')).payload.code);
    const wrongMail = body(
      await post(
        app,
        '/customer-api/mail/modifyBind',
        { mail: 'other@example.co.id', code },
        authHeaders(token),
      ),
    );
    expect(wrongMail.code).toBe(500);
    const bound = body(
      await post(
        app,
        '/customer-api/mail/modifyBind',
        { mail: 'siti.baru@example.co.id', code },
        authHeaders(token),
      ),
    );
    expect(bound.code).toBe(1);
    const detail = body(await post(app, '/customer-api/user/detail', {}, authHeaders(token)));
    expect(detail.data).toMatchObject({ email: 'siti.baru@example.co.id', emailVerified: true });
  });

  it('logs in with a mailed code, and answers sendCaptcha alike for unknown addresses', async () => {
    const known = await post(app, '/customer-api/mail/sendCaptcha', { mail: 'other@example.co.id' });
    const unknown = await post(app, '/customer-api/mail/sendCaptcha', { mail: 'nobody@example.co.id' });
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(app, 'nobody@example.co.id')).toBe(0);
    const code = String((await lastMailTo(app, 'other@example.co.id')).payload.code);
    const result = body(await post(app, '/customer-api/mail/login', { mail: 'other@example.co.id', code }));
    expect(result.data.user.loginCode).toBe('other');
    expect(
      body(await post(app, '/customer-api/mail/login', { mail: 'other@example.co.id', code })).code,
    ).toBe(500);
  });

  it('mails the account ids tied to a verified address after a captcha', async () => {
    const { vck } = body(await get(app, '/customer-api/captcha')).data;
    const { answer } = body(await get(app, `/customer-api/test/captcha?vck=${vck}`)).data;
    const result = body(
      await get(app, `/customer-api/checkIdStatus?email=demo@example.co.id&verifyCode=${answer}&vck=${vck}`),
    );
    expect(result.code).toBe(1);
    expect((await lastMailTo(app, 'demo@example.co.id')).body).toContain('demo');
  });
});
