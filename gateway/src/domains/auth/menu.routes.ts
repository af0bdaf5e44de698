import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { buildMenuTree, NETWORK_STAFF_PAGES, withoutPages } from './menu-tree.rules';
import { sessionOf } from '../../auth/plugin';
import { networkOfUser } from '../account';
import { menuResourcesIn } from './menu.repo';
import { menuListQuery, menuListResponse } from './auth.schemas';

export default async function menuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * The customer's full menu tree, names in the request language, without the network staff's
   * pages for a shipper's user. The host prunes it for sub-accounts and inactive customers (spec
   * section 6); the server enforces the same keys.
   */
  app.post(
    '/menu/list',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'auth.listMenu',
        summary: "The caller's menu tree with page and button permissions",
        tags: ['auth'],
        querystring: menuListQuery,
        response: { 200: menuListResponse },
      },
    },
    async (request) => {
      const flat = await menuResourcesIn(app.db, request.lang);
      const tree = buildMenuTree(flat);
      const staff = (await networkOfUser(app.db, sessionOf(request))) !== null;
      return ok({ menuResourceVos: staff ? tree : withoutPages(tree, NETWORK_STAFF_PAGES) });
    },
  );
}
