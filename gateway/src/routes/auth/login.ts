import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { revokeSession } from '../../auth/session-store';
import { ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { passwordLogin } from './login-service';
import { findUserById } from './repo';
import { loginBody, loginResponse, loginStatusResponse } from './schemas';

export default async function loginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      config: {
        permission: 'public',
        rateLimit: { max: app.config.credentialRateLimit, timeWindow: '1 minute' },
      },
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } },
    },
    async (request) => ok(await passwordLogin(app, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/logout',
    { config: { permission: 'session' }, schema: { tags: ['auth'], response: { 200: emptyEnvelope } } },
    async (request) => {
      await revokeSession(app.db, sessionOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/loginStatus',
    { config: { permission: 'session' }, schema: { tags: ['auth'], response: { 200: loginStatusResponse } } },
    async (request) => {
      const session = sessionOf(request);
      const user = await findUserById(app.db, session.userId);
      return ok({
        loginStatus: true,
        loginCode: session.loginCode,
        needUpdatePassword: user?.needUpdatePassword ?? '0',
      });
    },
  );
}
