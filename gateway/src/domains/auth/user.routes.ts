import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { NotFoundError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { findCustomer, findCustomerUser, findSessionUser, modifyOwnProfile } from './auth.repo';
import { userDetailBody, userDetailResponse, userModifyBody } from './auth.schemas';

export default async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Own detail; an admin may also read the users of its own customer, nobody else's. */
  app.post(
    '/user/detail',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'auth.getUserDetail',
        summary: "The caller's user profile",
        tags: ['auth'],
        body: userDetailBody,
        response: { 200: userDetailResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const wanted = request.body.loginCode;
      const user =
        !wanted || wanted === session.loginCode
          ? await findSessionUser(app.db, session)
          : session.isAdmin
            ? await findCustomerUser(app.db, session.customerId, wanted)
            : undefined;
      if (!user) throw new NotFoundError('user');
      const customer = await findCustomer(app.db, user.customerId);
      return ok({
        loginCode: user.loginCode,
        userName: user.userName,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: user.phone,
        userAdmin: user.isAdmin ? (1 as const) : (0 as const),
        newUserFlag: user.newUserFlag,
        networkId: user.networkId,
        customerCode: customer.customerCode,
        customerName: customer.name,
        createdAt: user.createdAt.toISOString(),
      });
    },
  );

  app.post(
    '/user/modify',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'auth.modifyUser',
        summary: "Change the caller's user profile",
        tags: ['auth'],
        body: userModifyBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { userName, phone } = request.body;
      if (userName !== undefined || phone !== undefined)
        await modifyOwnProfile(app.db, session, { userName, phone });
      return ok(null);
    },
  );
}
