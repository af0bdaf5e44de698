import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/core';
import { SETUP_TIMEOUT, authHeaders, createTestApp, login } from '../test/helper';
import { API_CONTENT_SECURITY_POLICY, parseTrustProxy } from './http-headers';

describe('gateway security headers (issue 16 part 3)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo', DEMO_PASSWORD);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  });

  it('sends nosniff, the referrer policy and the API policy on every answer, errors included', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/health' }),
      app.inject({ method: 'GET', url: '/customer-api/captcha' }),
      app.inject({
        method: 'POST',
        url: '/customer-api/user/detail',
        headers: authHeaders(token),
        payload: {},
      }),
      app.inject({ method: 'POST', url: '/customer-api/user/detail', payload: {} }),
      app.inject({ method: 'GET', url: '/no/such/route' }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      // TLS ends at the reverse proxy, which sends HSTS
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      // a parent platform on another origin shows signed file URLs in <img>
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('answers login, token, code and profile calls with Cache-Control: no-store', async () => {
    const answers = {
      login: await app.inject({
        method: 'POST',
        url: '/customer-api/login',
        payload: { loginCode: 'demo', password: DEMO_PASSWORD },
      }),
      wrongLogin: await app.inject({
        method: 'POST',
        url: '/customer-api/login',
        payload: { loginCode: 'demo', password: 'Wrong@1234' },
      }),
      session: await app.inject({ method: 'GET', url: '/customer-api/session', headers: authHeaders(token) }),
      loginStatus: await app.inject({
        method: 'GET',
        url: '/customer-api/loginStatus',
        headers: authHeaders(token),
      }),
      profile: await app.inject({
        method: 'POST',
        url: '/customer-api/user/detail',
        headers: authHeaders(token),
        payload: {},
      }),
      captcha: await app.inject({ method: 'GET', url: '/customer-api/captcha' }),
      sendCaptcha: await app.inject({
        method: 'POST',
        url: '/customer-api/mail/sendCaptcha',
        payload: { mail: 'nobody@example.co.id' },
      }),
    };
    expect(answers.login.json().code).toBe(1);
    for (const [name, answer] of Object.entries(answers))
      expect([name, answer.headers['cache-control']]).toEqual([name, 'no-store']);
    // answers outside the auth routes keep their own caching
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('client address behind proxies (TRUST_PROXY, issue 16 part 2)', () => {
  it('reads TRUST_PROXY as a list, or trusts no one', () => {
    expect(parseTrustProxy('127.0.0.1,::1')).toEqual(['127.0.0.1', '::1']);
    expect(parseTrustProxy(' loopback , 10.0.0.0/8 ')).toEqual(['loopback', '10.0.0.0/8']);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('none')).toBe(false);
  });

  const failedLoginFrom = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
    const loginCode = `probe-${Math.random().toString(36).slice(2)}`;
    await app.inject({
      method: 'POST',
      url: '/customer-api/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { loginCode, password: 'Wrong@1234' },
    });
    const rows = await app.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.loginCode, loginCode));
    return rows.map((row) => row.ip);
  };

  it(
    'believes X-Forwarded-For only from a configured proxy, taking the right-most untrusted address',
    async () => {
      const app = await createTestApp();
      try {
        // the default: our static server on loopback
        expect(await failedLoginFrom(app, '127.0.0.1', '203.0.113.7')).toEqual(['203.0.113.7']);
        expect(await failedLoginFrom(app, '127.0.0.1', '198.51.100.1, 203.0.113.7')).toEqual(['203.0.113.7']);
        // anyone else: the header is ignored
        expect(await failedLoginFrom(app, '192.0.2.50', '203.0.113.7')).toEqual(['192.0.2.50']);
        expect(await failedLoginFrom(app, '127.0.0.2', '203.0.113.7')).toEqual(['127.0.0.2']);
      } finally {
        await app.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    'follows TRUST_PROXY: an nginx in front, or no proxy at all',
    async () => {
      const behindNginx = await createTestApp({ trustProxy: '10.0.0.5' });
      const direct = await createTestApp({ trustProxy: 'none' });
      try {
        expect(await failedLoginFrom(behindNginx, '10.0.0.5', '198.51.100.1, 203.0.113.7')).toEqual([
          '203.0.113.7',
        ]);
        expect(await failedLoginFrom(behindNginx, '127.0.0.1', '203.0.113.7')).toEqual(['127.0.0.1']);
        expect(await failedLoginFrom(direct, '127.0.0.1', '203.0.113.7')).toEqual(['127.0.0.1']);
      } finally {
        await behindNginx.close();
        await direct.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
