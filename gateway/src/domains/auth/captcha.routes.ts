import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { captchaRequired, loadThrottleState } from '../../security/throttle';
import {
  captchaRecordBody,
  captchaRecordResponse,
  captchaResponse,
  captchaSwitchQuery,
  captchaSwitchResponse,
} from './auth.schemas';

export default async function captchaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.credentialRateLimit, timeWindow: '1 minute' };

  app.get(
    '/captcha',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.getCaptcha',
        summary: 'Get a login captcha image',
        tags: ['auth'],
        response: { 200: captchaResponse },
      },
    },
    async () => ok(await app.captcha.create()),
  );

  app.get(
    '/captcha/switch',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'auth.getCaptchaSwitch',
        summary: 'Whether login asks for a captcha',
        tags: ['auth'],
        querystring: captchaSwitchQuery,
        response: { 200: captchaSwitchResponse },
      },
    },
    async (request) => {
      const state = await loadThrottleState(app.db, request.query.loginCode ?? '', request.ip);
      return ok({ required: captchaRequired(state, app.config.captchaAlways) });
    },
  );

  app.post(
    '/captcha/record',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.recordCaptcha',
        summary: 'Check a captcha answer',
        tags: ['auth'],
        body: captchaRecordBody,
        response: { 200: captchaRecordResponse },
      },
    },
    async (request) =>
      ok({ valid: await app.captcha.verify(request.body.vck, request.body.verifyCode, false) }),
  );
}
