import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { t } from '../../i18n/messages';
import { changePassword, resetPassword, sendResetCode, verifyResetCode } from './user-password.service';
import {
  changePasswordBody,
  changePasswordResponse,
  checkCodeBody,
  checkCodeResponse,
  forgetPasswordBody,
  resetPasswordBody,
} from './auth.schemas';

export default async function passwordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.credentialRateLimit, timeWindow: '1 minute' };

  for (const [url, operationId] of [
    ['/updatePassword', 'auth.updatePassword'],
    ['/user/changePassword', 'auth.changePassword'],
  ] as const) {
    app.post(
      url,
      {
        config: { permission: 'session', beforePasswordChange: true },
        schema: {
          operationId,
          summary: "Change the caller's password",
          tags: ['auth'],
          body: changePasswordBody,
          response: { 200: changePasswordResponse },
        },
      },
      async (request) => {
        const { oldPassword, newPassword } = request.body;
        await changePassword(app, sessionOf(request), oldPassword, newPassword);
        // the calling session goes on: its token stays the one to use
        return ok({ token: String(request.headers.authtoken).trim() });
      },
    );
  }

  app.post(
    '/forgetPassword',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.forgetPassword',
        summary: 'Send a password reset code by e-mail',
        tags: ['auth'],
        body: forgetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { loginCode, verifyCode, vck } = request.body;
      if (!(await app.captcha.verify(vck, verifyCode, true))) throw new BizError('auth.captchaInvalid');
      const lang = request.lang;
      await sendResetCode(app, loginCode, lang);
      return ok(null, t(lang, 'auth.codeSent'));
    },
  );

  app.post(
    '/checkCode',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.checkCode',
        summary: 'Check a password reset code',
        tags: ['auth'],
        body: checkCodeBody,
        response: { 200: checkCodeResponse },
      },
    },
    async (request) => {
      await verifyResetCode(app, request.body.loginCode, request.body.code, false);
      return ok({ valid: true });
    },
  );

  app.post(
    '/resetPassword',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        operationId: 'auth.resetPassword',
        summary: 'Set a new password with a reset code',
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { loginCode, code, password } = request.body;
      await resetPassword(app, loginCode, code, password);
      return ok(null);
    },
  );
}
