import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { revokeSession } from '../../auth/session-store';
import { NotFoundError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { loginResultFor, passwordLogin } from './login.service';
import { findSessionUser } from './auth.repo';
import { loginBody, loginResponse, loginStatusResponse } from './auth.schemas';

export default async function loginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      config: {
        permission: 'public',
        rateLimit: { max: app.config.credentialRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'auth.login',
        summary: 'Log in with login code and password',
        tags: ['auth'],
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => ok(await passwordLogin(app, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/logout',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'auth.logout',
        summary: 'Log out and revoke the session',
        tags: ['auth'],
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await revokeSession(app.db, sessionOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/loginStatus',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'auth.getLoginStatus',
        summary: 'Whether the session is still logged in',
        tags: ['auth'],
        response: { 200: loginStatusResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await findSessionUser(app.db, session);
      return ok({
        loginStatus: true,
        loginCode: session.loginCode,
        needUpdatePassword: user?.needUpdatePassword ?? '0',
      });
    },
  );

  app.get(
    '/session',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'auth.getSession',
        summary: 'The login result of the calling session',
        tags: ['auth'],
        description: 'The login result of the calling session (page reload, embedded entry).',
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await findSessionUser(app.db, session);
      if (!user) throw new NotFoundError('user');
      return ok(await loginResultFor(app.db, user, String(request.headers.authtoken)));
    },
  );
}
