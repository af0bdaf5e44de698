// The finance domain's end-to-end hooks (issue 17), registered by test.routes.ts only when
// GATEWAY_TEST_HOOKS is on: COD orders walked to delivery or return, the due COD and statement jobs
// run at a given time, and the courier's finance desk (a COD dispute resolved, a statement dispute
// answered with a credit note, a statement payment recorded).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordStatementPayment,
  resolveDispute,
  resolveStatementDispute,
  runCycle,
} from '../domains/finance';
import { ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import { createCodOrders } from './finance-cod-orders';
import { customerIdByCode } from './test.repo';

const statementResult = envelopeOf(
  z.object({ status: z.string(), amountDue: z.number(), paidAmount: z.number(), creditNotes: z.number() }),
);

export default async function financeTestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customerIdOf = (customerCode: string) => customerIdByCode(app.db, customerCode);
  app.post(
    '/test/finance/codOrders',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          customerCode: z.string(),
          first: z.number().int().min(0),
          at: z.string().datetime(),
          orders: z.array(
            z.object({ codAmount: z.number().int().min(0), fate: z.enum(['DELIVER', 'RETURN']) }),
          ),
        }),
        response: { 200: envelopeOf(z.array(z.object({ orderId: z.number(), billCode: z.string() }))) },
      },
    },
    async (request) => {
      const { customerCode, first, at, orders: specs } = request.body;
      const customerId = await customerIdOf(customerCode);
      return ok(await createCodOrders(app.db, customerId, null, specs, first, new Date(at)));
    },
  );
  app.post(
    '/test/finance/runCycle',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ customerCode: z.string(), now: z.string().datetime() }),
        response: {
          200: envelopeOf(
            z.object({
              cut: z.string().nullable(),
              autoAgreed: z.number(),
              scheduled: z.number(),
              paid: z.number(),
              statement: z.string().nullable(),
              overdue: z.number(),
              suspended: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const customerId = await customerIdOf(request.body.customerCode);
      const result = await runCycle(
        { db: app.db, mailer: app.mailer },
        { customerId },
        new Date(request.body.now),
      );
      await app.mailQueue.idle();
      return ok(result);
    },
  );
  app.post(
    '/test/finance/resolveDispute',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ customerCode: z.string(), disputeId: z.number().int(), now: z.string().datetime() }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const customerId = await customerIdOf(request.body.customerCode);
      await resolveDispute(app.db, { customerId }, request.body.disputeId, new Date(request.body.now));
      return ok(null);
    },
  );
  app.post(
    '/test/finance/statementCredit',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          customerCode: z.string(),
          disputeId: z.number().int(),
          amount: z.number().int().optional(),
          now: z.string().datetime(),
        }),
        response: { 200: statementResult },
      },
    },
    async (request) => {
      const { customerCode, disputeId, amount, now } = request.body;
      const customerId = await customerIdOf(customerCode);
      return ok(await resolveStatementDispute(app.db, { customerId }, disputeId, amount, new Date(now)));
    },
  );
  app.post(
    '/test/finance/statementPayment',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          customerCode: z.string(),
          statementId: z.number().int(),
          amount: z.number(),
          reference: z.string().min(1).max(32),
          now: z.string().datetime(),
        }),
        response: { 200: statementResult },
      },
    },
    async (request) => {
      const { customerCode, statementId, amount, reference, now } = request.body;
      const customerId = await customerIdOf(customerCode);
      return ok(
        await recordStatementPayment(app.db, { customerId }, statementId, amount, reference, new Date(now)),
      );
    },
  );
}
