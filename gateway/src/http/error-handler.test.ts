import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { t } from '../i18n/messages';
import { SETUP_TIMEOUT, createTestApp } from '../test/helper';

/** A raw request against the listening gateway: Node's parser sees it, as a browser's would. */
function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: String(response.headers['content-type'] ?? ''),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A PostgreSQL error as drizzle wraps it: the SQLSTATE sits on the cause. */
function databaseError(code: string): Error {
  return Object.assign(new Error('Failed query: insert ...'), {
    cause: Object.assign(new Error('invalid byte sequence'), { code }),
  });
}

describe('error answers outside the routes and from the framework', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({}, (scope) => {
      scope.get('/test/db-error/:code', { config: { permission: 'public' } }, async (request) => {
        throw databaseError((request.params as { code: string }).code);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  });

  it('answers headers over the limit with HTTP 431 and the translated envelope (Node refuses them before Fastify)', async () => {
    const en = await rawRequest(port, '/health', { language: 'EN', 'x-padding': 'x'.repeat(20_000) });
    expect(en.status).toBe(431);
    expect(en.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(en.body)).toEqual({ code: 431, msg: t('en', 'error.headersTooLarge'), data: null });
    const cn = await rawRequest(port, '/health', { language: 'CN', 'x-padding': 'x'.repeat(20_000) });
    expect(JSON.parse(cn.body).msg).toBe(t('zh', 'error.headersTooLarge'));
    expect(t('zh', 'error.headersTooLarge')).not.toBe(t('en', 'error.headersTooLarge'));
  });

  it('answers a URL over the header limit with HTTP 414 and the envelope', async () => {
    const answer = await rawRequest(port, `/customer-api/x?q=${'a'.repeat(20_000)}`, { language: 'EN' });
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ code: 414, msg: t('en', 'error.urlTooLong'), data: null });
  });

  it('answers a path parameter over the router limit with HTTP 414 and the envelope', async () => {
    const answer = await rawRequest(port, `/customer-api/file/view/${'k'.repeat(200)}`, { language: 'CN' });
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ code: 414, msg: t('zh', 'error.urlTooLong'), data: null });
  });

  it("answers a URL that does not decode (Fastify's bad-URL error) with HTTP 400 and the envelope", async () => {
    const answer = await rawRequest(port, '/customer-api/file/view/%E0%A4%A', { language: 'EN' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: t('en', 'error.badUrl'), data: null });
  });

  it('answers a malformed request line with HTTP 400 and the envelope', async () => {
    const { Socket } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      const socket = new Socket();
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.connect(port, '127.0.0.1', () =>
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\nbroken header line\r\n\r\n'),
      );
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 400,
      msg: t('id', 'error.badRequest'),
      data: null,
    });
  });

  it.each(['22021', '22P02', '22003', '22001'])(
    'answers the database data exception %s with a translated HTTP 400, not a 500',
    async (code) => {
      const en = await app.inject({
        method: 'GET',
        url: `/test/db-error/${code}`,
        headers: { language: 'EN' },
      });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({ code: 400, msg: t('en', 'error.invalidInput'), data: null });
      const cn = await app.inject({
        method: 'GET',
        url: `/test/db-error/${code}`,
        headers: { language: 'CN' },
      });
      expect(cn.json().msg).toBe(t('zh', 'error.invalidInput'));
    },
  );

  it('still answers another database error with a 500 and the generic message', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/test/db-error/23505',
      headers: { language: 'EN' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 500, msg: t('en', 'error.internal'), data: null });
  });

  it('refuses a NUL character in a JSON body at validation with the translated 400', async () => {
    const en = await app.inject({
      method: 'POST',
      url: '/customer-api/login',
      headers: { language: 'EN' },
      payload: { loginCode: 'demo\u0000', password: 'x' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 400,
      msg: t('en', 'error.invalidInput'),
      data: [{ field: 'body.loginCode', message: expect.stringContaining('NUL') }],
    });
  });

  it.each([
    [
      'a body over 2 MB',
      413,
      'error.bodyTooLarge',
      'application/json',
      `{"a":"${'x'.repeat(2.1 * 1024 * 1024)}"}`,
    ],
    ['an unsupported content type', 415, 'error.unsupportedMediaType', 'application/xml', '<a/>'],
    ['a body that is not JSON', 400, 'error.badJson', 'application/json', '{"loginCode":'],
    ['a __proto__ key', 400, 'error.badJson', 'application/json', '{"__proto__":{"x":1}}'],
  ])(
    'answers %s with HTTP %i and its message in the language asked',
    async (_name, status, key, type, payload) => {
      for (const [language, lang] of [
        ['EN', 'en'],
        ['CN', 'zh'],
      ] as const) {
        const answer = await app.inject({
          method: 'POST',
          url: '/customer-api/login',
          headers: { 'content-type': type, language },
          payload,
        });
        expect(answer.statusCode).toBe(status);
        expect(answer.json()).toEqual({ code: status, msg: t(lang, key), data: null });
      }
      expect(t('zh', key)).not.toBe(t('en', key));
    },
  );
});
