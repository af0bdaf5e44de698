import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { DICTIONARY_COLUMN, pick } from '../../i18n/language';
import { ok } from '../../http/envelope';
import { toPage } from '../../lib/paging/paging';
import { menuRows, pageAudit, rolePresets } from './sub-account.repo';
import {
  auditPageBody,
  auditPageResponse,
  menuPermissionResponse,
  rolePresetResponse,
  type PermissionNode,
} from './sub-account.schemas';
import { grantableBy, requireMainAccount } from './sub-account-checks.service';

const PAGE = 'authoritySetting';
const tags = ['account'];

/**
 * What a sub-account may be given and what was given (spec section 6, `/authoritySetting`): the
 * menu as a permission tree marking what the caller may grant, the preset roles, and the audit log
 * of user and permission changes. The main account's alone, like the sub-account calls.
 */
export default async function userPermissionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', async (request) => {
    if (request.session) requireMainAccount(request.session);
  });

  app.post(
    '/user/menuPermissionList',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'account.menuPermissionList',
        summary: 'The menu as a permission tree (pages and buttons), with what the caller may grant',
        tags,
        response: { 200: menuPermissionResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const [rows, grantable] = await Promise.all([
        menuRows(app.db, DICTIONARY_COLUMN[request.lang]),
        grantableBy(app.db, session),
      ]);
      const allowed = new Set(grantable);
      const nodes = new Map<number, PermissionNode & { parentId: number | null; sort: number; id: number }>();
      for (const row of rows)
        nodes.set(row.id, { ...row, grantable: allowed.has(row.resourceCode), childResources: [] });
      const roots: PermissionNode[] = [];
      const ordered = [...nodes.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
      for (const node of ordered) {
        const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
        (parent ? parent.childResources : roots).push(node);
      }
      const strip = (node: PermissionNode): PermissionNode => ({
        resourceCode: node.resourceCode,
        resourceName: node.resourceName,
        resourceType: node.resourceType,
        grantable: node.grantable,
        childResources: node.childResources.map(strip),
      });
      return ok({ tree: roots.map(strip), grantable });
    },
  );

  app.post(
    '/user/rolePresets',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'account.rolePresets',
        summary: 'The preset roles a sub-account starts from',
        tags,
        response: { 200: rolePresetResponse },
      },
    },
    async (request) => {
      const presets = await rolePresets(app.db);
      return ok(
        presets.map((preset) => ({
          code: preset.code,
          name: pick(preset.name, request.lang),
          permissionKeys: preset.permissionKeys,
          hideMoney: preset.hideMoney,
        })),
      );
    },
  );

  app.post(
    '/user/auditLog',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'account.auditLog',
        summary: 'The audit log of user and permission changes, newest first',
        tags,
        body: auditPageBody,
        response: { 200: auditPageResponse },
      },
    },
    async (request) => {
      const { rows, total } = await pageAudit(app.db, sessionOf(request), request.body);
      return ok(
        toPage(
          request.body,
          total,
          rows.map((row) => ({
            id: row.id,
            actorLoginCode: row.actorLoginCode,
            targetLoginCode: row.targetLoginCode,
            action: row.action as 'USER_CREATED',
            detail: row.detail,
            createdAt: row.createdAt.toISOString(),
          })),
        ),
      );
    },
  );
}
