import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { SETUP_TIMEOUT, createTestApp, lastMailTo, post, solvedCaptcha } from '../test/helper';
import { codeLine, mailboxPage } from './dev-mailbox';

const DEMO_MAIL = 'demo@example.co.id';

describe('the development mailbox', () => {
  describe('in development mode (no SMTP)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp({ devMailbox: true });
    }, SETUP_TIMEOUT);
    afterAll(() => app.close());

    it('lists a freshly mailed code, as a page without script under a strict policy', async () => {
      const logged = jest.spyOn(app.log, 'info');
      await post(
        app,
        '/customer-api/forgetPassword',
        { loginCode: 'demo', ...(await solvedCaptcha(app)) },
        { language: 'ID' },
      );
      const mail = await lastMailTo(app, DEMO_MAIL);
      const code = String(mail.payload.code);
      expect(code).toMatch(/^\d{6}$/);
      // the console has its subject and code line too
      expect(logged).toHaveBeenCalledWith(
        { to: DEMO_MAIL, code: `Kode Anda adalah ${code}.` },
        'dev mailbox: Kode atur ulang kata sandi',
      );
      logged.mockRestore();

      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(code);
      expect(page.body).toContain('Kode atur ulang kata sandi');
      expect(page.body).toContain(DEMO_MAIL);
      expect(page.body).not.toMatch(/<script/i);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(page.headers['cache-control']).toBe('no-store');
    });
  });

  describe('in production mode', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // `npm start`'s demo seed, but NODE_ENV=production
      app = await createTestApp({
        devMailbox: loadConfig({ NODE_ENV: 'production', GATEWAY_SEED: '1' }).devMailbox,
      });
    }, SETUP_TIMEOUT);
    afterAll(() => app.close());

    it('answers 404', async () => {
      expect(app.config.devMailbox).toBe(false);
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('mailbox');
    });
  });

  it('is on only without SMTP, outside production, in development or demo mode', () => {
    expect(loadConfig({ GATEWAY_SEED: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ GATEWAY_SEED: '1', NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ GATEWAY_SEED: '1', SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(false);
    expect(loadConfig({ GATEWAY_SEED: '1', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
  });

  it('logs the line of a mail that holds its code, and escapes what a mail holds', () => {
    expect(
      codeLine({
        body: 'Kode Anda adalah 123456. Berlaku selama 10 menit.',
        payload: { code: '123456' },
      }),
    ).toBe('Kode Anda adalah 123456.');
    const page = mailboxPage([
      {
        id: 1,
        to: 'a@b.c',
        subject: '<script>x</script>',
        body: '<img src=x>',
        kind: 'reset',
        createdAt: new Date(),
      },
    ]);
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&lt;img src=x&gt;');
  });
});
