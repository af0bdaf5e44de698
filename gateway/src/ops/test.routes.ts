// The end-to-end test hooks (registered only with GATEWAY_TEST_HOOKS) in one file and its
// test-<domain>.routes.ts, so that what production never serves stays in one place; their queries
// are in test*.repo.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acrossTenants } from '../db/tenant-scope';
import { sessionOf } from '../auth/plugin';
import { forgetSeen, guideSettings, recordSeen } from '../domains/common';
import { requestExport } from '../domains/downloads';
import { advance } from './simulator';
import serviceTestRoutes from './test-service.routes';
import financeTestRoutes from './test-finance.routes';
import reportTestRoutes from './test-reports.routes';
import { NotFoundError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import {
  addBulkOrders,
  addRunningExport,
  analyticsEventsOf,
  customerIdByCode,
  newestMail,
  removeExport,
  userIdsOf,
} from './test.repo';

/** Registered only when config.testHooks is on (GATEWAY_TEST_HOOKS=1): never in production. */
export default async function testHookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // service (issue 18): hold a parcel, pass a deadline, let the desk answer now
  await app.register(serviceTestRoutes);
  // finance (issue 17): COD orders, the due COD and statement jobs, the courier's finance desk
  await app.register(financeTestRoutes);
  // reports (issue 31): a login's orders of a period recounted from the orders table
  await app.register(reportTestRoutes);
  app.get(
    '/test/captcha',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ vck: z.string() }),
        response: { 200: envelopeOf(z.object({ answer: z.string() })) },
      },
    },
    async (request) => {
      const answer = app.captcha.answerForTests(request.query.vck);
      if (!answer) throw new NotFoundError('captcha');
      return ok({ answer });
    },
  );

  // End-to-end suites read activation links and reset codes the way a user reads their inbox.
  app.get(
    '/test/outbox',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ to: z.string(), kind: z.string().optional() }),
        response: {
          200: envelopeOf(
            z.object({
              subject: z.string(),
              body: z.string(),
              kind: z.string(),
              payload: z.record(z.string(), z.unknown()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { to, kind } = request.query;
      // code mails are queued (mail/queue.ts): what was asked for before this call is in the outbox
      await app.mailQueue.idle();
      const mail = await newestMail(app.db, to, kind);
      return ok({ subject: mail.subject, body: mail.body, kind: mail.kind, payload: mail.payload });
    },
  );

  // End-to-end suites check what the portal's tracker delivered to the default collector.
  app.get(
    '/test/analytics',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ userId: z.string() }),
        response: {
          200: envelopeOf(
            z.array(
              z.object({
                eventType: z.string().nullable(),
                pageName: z.string().nullable(),
                pageId: z.string().nullable(),
                fromPage: z.string().nullable(),
                userId: z.string().nullable(),
                isLogin: z.boolean().nullable(),
                duration: z.number().nullable(),
                buttonName: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await analyticsEventsOf(app.db, request.query.userId)),
  );

  // End-to-end suites click through the home page and order entry: their logins have seen every
  // guide (no tour mask in the way); the guide suite makes its login see them again.
  app.post(
    '/test/guides',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          /** Without one: every login. */
          loginCode: z.string().optional(),
          /** true: the current version of every guide is seen; false: none is. */
          seen: z.boolean(),
        }),
        response: { 200: envelopeOf(z.object({ users: z.number() })) },
      },
    },
    async (request) => {
      const { loginCode, seen } = request.body;
      return acrossTenants('seed', async () => {
        const found = await userIdsOf(app.db, loginCode);
        if (loginCode !== undefined && found.length === 0) throw new NotFoundError('user');
        const settings = await guideSettings(app.db);
        for (const user of found) {
          if (!seen) await forgetSeen(app.db, user.id);
          else
            for (const [key, setting] of Object.entries(settings))
              await recordSeen(app.db, user.id, key, setting.version);
        }
        return ok({ users: found.length });
      });
    },
  );

  // End-to-end suites that need many orders (the download centre's 10,000-row export) give one
  // login that many, built as the bulk seed builds them (db/seed/bulk), with their scans.
  app.post(
    '/test/bulkOrders',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          loginCode: z.string(),
          count: z.number().int().min(1).max(20_000),
          /** Index of the first bulk order: bill codes follow from it, so two calls must not overlap. */
          start: z.number().int().min(0).default(0),
        }),
        response: { 200: envelopeOf(z.object({ orders: z.number(), traces: z.number() })) },
      },
    },
    async (request) => {
      const { loginCode, count, start } = request.body;
      return acrossTenants('seed', async () => {
        const traceCount = await addBulkOrders(app.db, loginCode, count, start);
        return ok({ orders: count, traces: traceCount });
      });
    },
  );

  // End-to-end suites move orders along as the courier would (ops/simulator.ts), step by step.
  app.post(
    '/test/simulate',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          steps: z.number().int().min(1).max(50).default(1),
          customerCode: z.string().optional(),
          seed: z.number().int().default(1),
        }),
        response: {
          200: envelopeOf(
            z.object({
              steps: z.array(
                z.object({
                  examined: z.number(),
                  moved: z.array(
                    z.object({ orderId: z.number(), billCode: z.string(), from: z.string(), to: z.string() }),
                  ),
                  refused: z.number(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { steps, customerCode, seed } = request.body;
      const customerId = customerCode ? await customerIdByCode(app.db, customerCode) : undefined;
      const results = [];
      for (let i = 0; i < steps; i += 1)
        results.push(await advance(app.db, { customerId, seed, now: new Date() }));
      return ok({ steps: results });
    },
  );

  // End-to-end suites queue an export the way a screen's export call does (requestExport), for the
  // caller's account, until every screen's export button queues one itself.
  app.post(
    '/test/export',
    {
      config: { permission: 'session' },
      schema: {
        hide: true,
        body: z.object({ type: z.string(), filter: z.record(z.string(), z.unknown()).default({}) }),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const row = await requestExport(app, sessionOf(request), request.body.type, request.body.filter);
      return ok({ id: row.id });
    },
  );

  // An export caught mid-run (as a stopped process leaves one), so a suite sees the progress bar
  // and the header badge without racing a real job; removed again by the next hook.
  app.post(
    '/test/export/running',
    {
      config: { permission: 'session' },
      schema: {
        hide: true,
        body: z.object({
          type: z.string(),
          rowsDone: z.number().int().min(0),
          rowsTotal: z.number().int().min(1),
        }),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      return ok({ id: await addRunningExport(app.db, sessionOf(request), request.body) });
    },
  );

  app.post(
    '/test/export/remove',
    {
      config: { permission: 'session' },
      schema: {
        hide: true,
        body: z.object({ id: z.number().int() }),
        response: { 200: envelopeOf(z.object({ removed: z.number() })) },
      },
    },
    async (request) => {
      return ok({ removed: await removeExport(app.db, sessionOf(request), request.body.id) });
    },
  );
}
