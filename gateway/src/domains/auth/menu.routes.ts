import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langDictionary, menuResources } from '../../db/schema';
import { ok } from '../../http/envelope';
import { buildMenuTree, NETWORK_STAFF_PAGES, withoutPages } from './menu.tree';
import { sessionOf } from '../../auth/plugin';
import { networkOfUser } from '../account';
import { menuListQuery, menuListResponse } from './auth.schemas';

const LANG_COLUMN = { zh: 'lang1', en: 'lang2', id: 'lang3' } as const;

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
      const column = LANG_COLUMN[request.lang];
      const rows = await app.db
        .select({ resource: menuResources, names: langDictionary })
        .from(menuResources)
        .leftJoin(langDictionary, eq(langDictionary.strId, menuResources.nameKey));
      const flat = rows.map(({ resource, names }) => ({
        id: resource.id,
        parentId: resource.parentId,
        resourceCode: resource.resourceCode,
        resourceName: names?.[column] || resource.resourceName,
        nameKey: resource.nameKey,
        resourceType: resource.resourceType,
        path: resource.path,
        icon: resource.icon,
        sort: resource.sort,
      }));
      const tree = buildMenuTree(flat);
      const staff = (await networkOfUser(app.db, sessionOf(request))) !== null;
      return ok({ menuResourceVos: staff ? tree : withoutPages(tree, NETWORK_STAFF_PAGES) });
    },
  );
}
