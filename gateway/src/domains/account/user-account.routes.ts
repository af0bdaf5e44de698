import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { toPage } from '../../lib/paging/paging';
import { allSubAccounts, pageSubAccounts, permissionKeysOf } from './sub-account.repo';
import {
  agentListResponse,
  loginCodeBody,
  newAccountBody,
  resetPasswordResponse,
  saveOrUpdateBody,
  savedUserResponse,
  updateStatusBody,
  userDetailResponse,
  userPageBody,
  userPageResponse,
} from './sub-account.schemas';
import {
  createSubAccount,
  deleteSubAccount,
  resetSubAccountPassword,
  updateSubAccount,
} from './sub-account.service';
import { requireMainAccount } from './sub-account-checks.service';
import { findSubAccount } from './sub-account.repo';
import { BizError } from '../../http/envelope';

const PAGE = 'authoritySetting';
const tags = ['account'];

type Summary = Awaited<ReturnType<typeof allSubAccounts>>[number];

function summaryOf(user: Summary, keyCount: number) {
  return {
    loginCode: user.loginCode,
    userName: user.userName,
    phone: user.phone,
    email: user.email,
    isUsed: user.isUsed,
    roleCode: user.roleCode,
    dataScope: (user.dataScope ?? 'ALL') as 'ALL' | 'OWN' | 'SENDERS',
    hideMoney: user.hideMoney ?? false,
    permissionCount: keyCount,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The sub-account module (spec section 6, `/authoritySetting`): user page, new account, save or
 * update, status, reset password, detail, delete by login and list all agents; the permission tree,
 * the presets and the audit log are in user-permission.routes.ts. Every call is the main account's
 * alone (requireMainAccount).
 */
export default async function userAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', async (request) => {
    if (request.session) requireMainAccount(request.session);
  });

  app.post(
    '/user/page',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'account.pageUsers',
        summary: 'A page of the sub-accounts',
        tags,
        body: userPageBody,
        response: { 200: userPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { rows, total } = await pageSubAccounts(app.db, session, request.body);
      const keys = await permissionKeysOf(
        app.db,
        rows.map((row) => row.id),
      );
      return ok(
        toPage(
          request.body,
          total,
          rows.map((row) => summaryOf(row, keys.get(row.id)?.length ?? 0)),
        ),
      );
    },
  );

  app.post(
    '/user/newAccount',
    {
      config: { permission: [PAGE, `${PAGE}_ADD`] },
      schema: {
        operationId: 'account.newAccount',
        summary: 'Create a sub-account (from a preset, adjusted), with its data scope and hide-money flag',
        tags,
        body: newAccountBody,
        response: { 200: savedUserResponse },
      },
    },
    async (request) => ok(await createSubAccount(app, sessionOf(request), request.body, request.lang)),
  );

  app.post(
    '/user/saveOrUpdate',
    {
      config: { permission: [PAGE, `${PAGE}_EDIT`] },
      schema: {
        operationId: 'account.saveOrUpdate',
        summary: "Save a sub-account's profile, permissions, data scope, hide-money flag or status",
        tags,
        body: saveOrUpdateBody,
        response: { 200: savedUserResponse },
      },
    },
    async (request) => ok(await updateSubAccount(app, sessionOf(request), request.body)),
  );

  app.post(
    '/user/updateStatus',
    {
      config: { permission: [PAGE, `${PAGE}_EDIT`] },
      schema: {
        operationId: 'account.updateStatus',
        summary: 'Enable or disable a sub-account (disabling ends its sessions: its next call is refused)',
        tags,
        body: updateStatusBody,
        response: { 200: savedUserResponse },
      },
    },
    async (request) => ok(await updateSubAccount(app, sessionOf(request), request.body)),
  );

  app.post(
    '/user/resetPassword',
    {
      config: { permission: [PAGE, `${PAGE}_EDIT`] },
      schema: {
        operationId: 'account.resetPassword',
        summary: 'Mail a temporary password to the sub-account, changed at its next login',
        tags,
        body: loginCodeBody,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) =>
      ok(await resetSubAccountPassword(app, sessionOf(request), request.body.loginCode, request.lang)),
  );

  app.post(
    '/user/accountDetail',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'account.accountDetail',
        summary: 'A sub-account with its permission keys, data scope and hide-money flag',
        tags,
        body: loginCodeBody,
        response: { 200: userDetailResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await findSubAccount(app.db, session, request.body.loginCode);
      if (!user) throw new BizError('account.userUnknown', { loginCode: request.body.loginCode });
      const keys = (await permissionKeysOf(app.db, [user.id])).get(user.id) ?? [];
      return ok({
        ...summaryOf(user, keys.length),
        permissionKeys: keys,
        senderAddressIds: user.senderAddressIds ?? [],
        needUpdatePassword: user.needUpdatePassword,
      });
    },
  );

  app.post(
    '/user/delete',
    {
      config: { permission: [PAGE, `${PAGE}_DELETE`] },
      schema: {
        operationId: 'account.deleteUser',
        summary: 'Delete a sub-account by login (its sessions end)',
        tags,
        body: loginCodeBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteSubAccount(app, sessionOf(request), request.body.loginCode);
      return ok(null);
    },
  );

  app.post(
    '/user/listAllAgents',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'account.listAllAgents',
        summary: 'Every sub-account of the customer (login, name, status)',
        tags,
        response: { 200: agentListResponse },
      },
    },
    async (request) => {
      const users = await allSubAccounts(app.db, sessionOf(request));
      return ok(users.map(({ loginCode, userName, isUsed }) => ({ loginCode, userName, isUsed })));
    },
  );
}
