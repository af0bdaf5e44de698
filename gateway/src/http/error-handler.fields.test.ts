import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLangPlugin } from '../i18n/request-lang';
import { envelopeOf } from './envelope-schema';
import { FieldsError, ok } from './envelope';
import { registerErrorHandler } from './error-handler';

const profile = z.object({
  email: z.string().trim().email(),
  phone: z.string().max(20),
  name: z.string().trim().min(1),
  keys: z.array(z.string()).min(1),
});

describe('the error answer names each field with a translated message', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(requestLangPlugin);
    registerErrorHandler(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/profile',
      { schema: { body: profile, response: { 200: envelopeOf(z.object({ saved: z.boolean() })) } } },
      async () => ok({ saved: true }),
    );
    typed.post(
      '/refuse',
      { schema: { response: { 200: envelopeOf(z.object({ saved: z.boolean() })) } } },
      async () => {
        throw new FieldsError([
          { field: 'doc.npwp', msgKey: 'validation.required' },
          { field: 'phone', msgKey: 'validation.maxLength', params: { n: 20 } },
        ]);
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url: string, payload: object, language: string) =>
    app.inject({ method: 'POST', url, payload, headers: { language } });

  it('answers a body that fails its schema with HTTP 400, code 400 and a message per field in English', async () => {
    const response = await send(
      '/profile',
      { email: 'nope', phone: '0'.repeat(21), name: ' ', keys: [] },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'input data is illegal',
      data: [
        { field: 'body.email', message: 'must be a valid e-mail address' },
        { field: 'body.phone', message: 'at most 20 characters' },
        { field: 'body.name', message: 'this field is required' },
        { field: 'body.keys', message: 'choose at least 1' },
      ],
    });
  });

  it('says a missing field is required, in Indonesian and Chinese', async () => {
    const id = await send('/profile', { phone: '08', name: 'A', keys: ['x'] }, 'YN');
    expect(id.json().data).toEqual([{ field: 'body.email', message: 'kolom ini wajib diisi' }]);
    const zh = await send(
      '/profile',
      { email: 'a@b.co', phone: '0'.repeat(21), name: 'A', keys: ['x'] },
      'CN',
    );
    expect(zh.json().data).toEqual([{ field: 'body.phone', message: '最多 20 个字符' }]);
  });

  it('answers a business refusal about fields with the same field shape, keeping its status and code', async () => {
    const response = await send('/refuse', {}, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 500,
      msg: 'this field is required',
      data: [
        { field: 'doc.npwp', message: 'this field is required' },
        { field: 'phone', message: 'at most 20 characters' },
      ],
    });
  });
});
