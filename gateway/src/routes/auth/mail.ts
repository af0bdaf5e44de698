import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { langFromHeader } from '../../i18n/language';
import { t } from '../../i18n/messages';
import {
  activateMail,
  confirmBind,
  mailLogin,
  sendAccountIds,
  sendActivationMail,
  sendBindCode,
  sendLoginCode,
} from './mail-service';
import {
  activeMailQuery,
  activeMailResponse,
  checkIdStatusQuery,
  loginResponse,
  mailBody,
  mailCodeBody,
} from './schemas';

export default async function mailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.credentialRateLimit, timeWindow: '1 minute' };

  app.get(
    '/activeMail',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], querystring: activeMailQuery, response: { 200: activeMailResponse } },
    },
    async (request) => {
      await activateMail(app, request.query.checkCode);
      return ok({ activated: true }, t(langFromHeader(request.headers.language), 'auth.activated'));
    },
  );

  app.post(
    '/resendVerifyMail',
    {
      config: { permission: 'session', rateLimit },
      schema: { tags: ['auth'], response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const lang = langFromHeader(request.headers.language);
      await sendActivationMail(app, sessionOf(request).userId, lang);
      return ok(null, t(lang, 'auth.mailSent'));
    },
  );

  app.get(
    '/checkIdStatus',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], querystring: checkIdStatusQuery, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const { email, verifyCode, vck } = request.query;
      if (!(await app.captcha.verify(vck, verifyCode, true))) throw new BizError('auth.captchaInvalid');
      const lang = langFromHeader(request.headers.language);
      await sendAccountIds(app, email, lang);
      return ok(null, t(lang, 'auth.idMailSent'));
    },
  );

  app.post(
    '/mail/bind',
    {
      config: { permission: 'session', rateLimit },
      schema: { tags: ['auth'], body: mailBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const lang = langFromHeader(request.headers.language);
      await sendBindCode(app, sessionOf(request).userId, request.body.mail, lang);
      return ok(null, t(lang, 'auth.mailSent'));
    },
  );

  app.post(
    '/mail/modifyBind',
    {
      config: { permission: 'session', rateLimit },
      schema: { tags: ['auth'], body: mailCodeBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await confirmBind(app, sessionOf(request).userId, request.body.mail, request.body.code);
      return ok(null);
    },
  );

  app.post(
    '/mail/sendCaptcha',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: mailBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const lang = langFromHeader(request.headers.language);
      await sendLoginCode(app, request.body.mail, lang);
      return ok(null, t(lang, 'auth.codeSent'));
    },
  );

  app.post(
    '/mail/login',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: mailCodeBody, response: { 200: loginResponse } },
    },
    async (request) => ok(await mailLogin(app, request.body.mail, request.body.code, request.ip)),
  );
}
