import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../http/error-handler';
import { t } from './messages';
import { requestLangPlugin } from './request-lang';

async function echoApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(requestLangPlugin);
  registerErrorHandler(app);
  app.get('/lang', async (request) => ({ lang: request.lang }));
  await app.ready();
  return app;
}

describe('request.lang', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await echoApp();
  });
  afterAll(() => app.close());

  const langOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/lang', headers })).json<{ lang: string }>().lang;

  it.each([
    ['CN', 'zh'],
    ['zh-cn', 'zh'],
    ['zh_TW', 'zh'],
    ['EN', 'en'],
    ['en-US', 'en'],
    [' en ', 'en'],
    ['YN', 'id'],
    ['ID', 'id'],
    ['in_ID', 'id'],
    ['TH', 'th'],
    ['th', 'th'],
    ['th-TH', 'th'],
    ['KH', 'km'],
    ['kh', 'km'],
    ['km', 'km'],
    ['km-KH', 'km'],
    ['MY', 'ms'],
    ['my', 'ms'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['VN', 'vi'],
    ['vn', 'vi'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['fr', 'id'],
    ['thai', 'id'],
    ['', 'id'],
  ])('reads the language header %j as %s', async (header, lang) => {
    expect(await langOf({ language: header })).toBe(lang);
  });

  it('is Indonesian without a language header, whatever Accept-Language says', async () => {
    expect(await langOf({})).toBe('id');
    expect(await langOf({ 'accept-language': 'en-US,en;q=0.9' })).toBe('id');
  });

  it('is set before the error and not-found answers, which speak it', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: t('en', 'error.routeNotFound'), data: null });
    const zh = await app.inject({ method: 'GET', url: '/nowhere', headers: { language: 'CN' } });
    expect(zh.json<{ msg: string }>().msg).toBe(t('zh', 'error.routeNotFound'));
    expect(t('zh', 'error.routeNotFound')).not.toBe(t('en', 'error.routeNotFound'));
  });
});
