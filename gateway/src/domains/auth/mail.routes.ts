import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { t } from '../../i18n/messages';
import {
  activateMail,
  confirmBind,
  mailLogin,
  sendAccountIds,
  sendActivationMail,
  sendBindCode,
  sendLoginCode,
} from './mail.service';
import {
  activeMailQuery,
  activeMailResponse,
  checkIdStatusQuery,
  loginResponse,
  mailBody,
  mailCaptchaBody,
  mailCodeBody,
  mailLoginBody,
} from './auth.schemas';
import type { MailLoginTarget } from './mail.service';

const targetOf = (body: { mail?: string; loginCode?: string }): MailLoginTarget =>
  body.mail !== undefined ? { mail: body.mail } : { loginCode: body.loginCode ?? '' };

export default async function mailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.credentialRateLimit, timeWindow: '1 minute' };

  app.get(
    '/activeMail',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.activateMail',
        summary: 'Activate an e-mail address from its link',
        tags: ['auth'],
        querystring: activeMailQuery,
        response: { 200: activeMailResponse },
      },
    },
    async (request) => {
      await activateMail(app, request.query.checkCode);
      return ok({ activated: true }, t(request.lang, 'auth.activated'));
    },
  );

  app.post(
    '/resendVerifyMail',
    {
      config: { permission: 'session', rateLimit },
      schema: {
        operationId: 'auth.resendVerifyMail',
        summary: 'Send the e-mail verification link again',
        tags: ['auth'],
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const lang = request.lang;
      await sendActivationMail(app, sessionOf(request), lang);
      return ok(null, t(lang, 'auth.mailSent'));
    },
  );

  app.get(
    '/checkIdStatus',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.checkIdStatus',
        summary: "Whether an account's e-mail is verified",
        tags: ['auth'],
        querystring: checkIdStatusQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { email, verifyCode, vck } = request.query;
      if (!(await app.captcha.verify(vck, verifyCode, true))) throw new BizError('auth.captchaInvalid');
      const lang = request.lang;
      await sendAccountIds(app, email, lang);
      return ok(null, t(lang, 'auth.idMailSent'));
    },
  );

  app.post(
    '/mail/bind',
    {
      config: { permission: 'session', rateLimit },
      schema: {
        operationId: 'auth.bindMail',
        summary: 'Bind an e-mail address to the caller',
        tags: ['auth'],
        body: mailBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const lang = request.lang;
      await sendBindCode(app, sessionOf(request).userId, request.body.mail, lang);
      return ok(null, t(lang, 'auth.mailSent'));
    },
  );

  app.post(
    '/mail/modifyBind',
    {
      config: { permission: 'session', rateLimit },
      schema: {
        operationId: 'auth.modifyMailBinding',
        summary: "Change the caller's bound e-mail address",
        tags: ['auth'],
        body: mailCodeBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await confirmBind(app, sessionOf(request), request.body.mail, request.body.code);
      return ok(null);
    },
  );

  app.post(
    '/mail/sendCaptcha',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.sendMailCaptcha',
        summary: 'Send a login code by e-mail (to an address, or to the bound address of a login code)',
        tags: ['auth'],
        body: mailCaptchaBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const lang = request.lang;
      await sendLoginCode(app, targetOf(request.body), lang, request.ip);
      return ok(null, t(lang, 'auth.codeSent'));
    },
  );

  app.post(
    '/mail/login',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.mailLogin',
        summary: 'Log in with an e-mailed code (throttled like the password login)',
        tags: ['auth'],
        body: mailLoginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const { code, verifyCode, vck } = request.body;
      return ok(
        await mailLogin(app, { target: targetOf(request.body), code, verifyCode, vck, ip: request.ip }),
      );
    },
  );
}
