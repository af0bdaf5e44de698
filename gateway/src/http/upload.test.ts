import Fastify, { type FastifyInstance } from 'fastify';
import { requestLangPlugin } from '../i18n/request-lang';
import { t } from '../i18n/messages';
import { BizError, ok } from './envelope';
import { registerErrorHandler } from './error-handler';
import { acceptUploads, readUpload } from './upload';

const TYPE = 'multipart/form-data; boundary=B';
const part = (headers: string, content: string) => `--B\r\n${headers}\r\n\r\n${content}\r\n`;
const file = (name: string, content = 'abc') =>
  part(`Content-Disposition: form-data; name="file"; filename="${name}"`, content);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);

describe('readUpload (http/upload.ts)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(requestLangPlugin);
    registerErrorHandler(app);
    await app.register(async (scope) => {
      await acceptUploads(scope, { fileSize: 10, files: 2, fields: 3, parts: 5 });
      scope.post('/upload', async (request) => {
        const upload = await readUpload(request, {
          missing: () => new BizError('file.missing'),
          tooLarge: () => new BizError('file.tooLarge', { maxMb: 1 }),
          tooMany: () => new BizError('file.countExceeded', { limit: 2 }),
        });
        return ok({
          files: upload.files.map((received) => ({ ...received, data: received.data.toString() })),
          fields: upload.fields,
        });
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const upload = (payload: string, language = 'EN', contentType = TYPE) =>
    app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': contentType, language },
      payload: Buffer.from(payload, 'latin1'),
    });

  it('reads the files and the text fields of a multipart body', async () => {
    const answer = await upload(`${file('a.txt')}${field('kind', 'x')}--B--\r\n`);
    expect(answer.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { files: [{ field: 'file', name: 'a.txt', data: 'abc' }], fields: { kind: 'x' } },
    });
  });

  it.each([
    ['no boundary', 'abc', 'multipart/form-data'],
    ['cut short', '--B\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc', TYPE],
    [
      'a boundary over 256 characters',
      `--${'b'.repeat(300)}--\r\n`,
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ],
    [
      'a file cut short',
      `--B\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc\r\n--B`,
      TYPE,
    ],
    ['JSON under a multipart type', '{"file":"x"}', TYPE],
    ['too many parts', `${[1, 2, 3, 4, 5, 6].map((n) => field(`f${n}`, 'x')).join('')}--B--\r\n`, TYPE],
    ['a __proto__ field', `${field('__proto__', 'x')}--B--\r\n`, TYPE],
    ['NUL in a file name', `${file('a\u0000.txt')}--B--\r\n`, TYPE],
    ['NUL in a field', `${field('kind', 'a\u0000b')}--B--\r\n`, TYPE],
  ])('answers %s with HTTP 400 and the translated envelope', async (_name, payload, contentType) => {
    const en = await upload(payload, 'EN', contentType);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, msg: t('en', 'error.badUpload'), data: null });
    const cn = await upload(payload, 'CN', contentType);
    expect(cn.json().msg).toBe(t('zh', 'error.badUpload'));
    expect(cn.json().msg).not.toBe(en.json().msg);
  });

  it("answers a file over the size limit and too many files with the route's own refusals", async () => {
    const large = await upload(`${file('a.txt', 'x'.repeat(11))}--B--\r\n`);
    expect(large.json()).toEqual({ code: 500, msg: t('en', 'file.tooLarge', { maxMb: 1 }), data: null });
    const many = await upload(`${file('a')}${file('b')}${file('c')}--B--\r\n`);
    expect(many.json()).toEqual({ code: 500, msg: t('en', 'file.countExceeded', { limit: 2 }), data: null });
  });

  it("answers a request that is not multipart with the route's missing-file refusal", async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { language: 'EN' },
      payload: {},
    });
    expect(answer.json()).toEqual({ code: 500, msg: t('en', 'file.missing'), data: null });
  });
});
