// The service domain's end-to-end hooks (issue 18), registered by test.routes.ts only when
// GATEWAY_TEST_HOOKS is on: hold a given parcel with a given reason, pass a held parcel's
// deadline, let the courier's service desk answer and decide now.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { acrossTenants } from '../db/tenant-scope';
import { claims, customers, orders, problemParcels, tickets } from '../db/schema';
import { recordScan } from '../domains/orders';
import {
  escalateOverdueTickets,
  payApprovedClaims,
  runHeldParcelTimers,
  runServiceDesk,
} from '../domains/service';
import { BizError, NotFoundError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import { scanPlace } from '../lib/parcel/scan-place';
import type { OrderStatus } from '../lib/parcel/status';

/** The scans that bring an order from `status` to the destination hub, before it is held. */
const TO_HUB: Partial<Record<OrderStatus, OrderStatus[]>> = {
  CREATED: ['PICKED_UP', 'IN_TRANSIT', 'ARRIVED'],
  PICKED_UP: ['IN_TRANSIT', 'ARRIVED'],
  IN_TRANSIT: ['ARRIVED'],
};

export default async function serviceTestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orderOf = async (billCode: string) => {
    const [order] = await acrossTenants('simulator', () =>
      app.db.select().from(orders).where(eq(orders.billCode, billCode)),
    );
    if (!order) throw new NotFoundError('order');
    return order;
  };

  app.post(
    '/test/service/hold',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ billCode: z.string(), reasonCode: z.string(), note: z.string().optional() }),
        response: { 200: envelopeOf(z.object({ problemId: z.number(), deadlineAt: z.string() })) },
      },
    },
    async (request) => {
      const { billCode, reasonCode, note } = request.body;
      const order = await orderOf(billCode);
      let now = Date.now();
      const scan = (
        status: OrderStatus,
        description: 'PICKUP_SCAN' | 'DEPART_SCAN' | 'ARRIVAL_SCAN' | 'PROBLEM_ADDRESS',
      ) =>
        acrossTenants('simulator', () =>
          recordScan(app.db, order.id, {
            status,
            scanType: status === 'PROBLEM' ? 'PROBLEM' : 'ARRIVAL',
            description,
            ...scanPlace(order, status === 'PICKED_UP' ? 'origin' : 'dest'),
            scanTime: new Date((now += 1000)),
            reasonCode: status === 'PROBLEM' ? reasonCode : null,
            note: status === 'PROBLEM' ? (note ?? null) : null,
          }),
        );
      for (const status of TO_HUB[order.status as OrderStatus] ?? [])
        await scan(
          status,
          status === 'PICKED_UP' ? 'PICKUP_SCAN' : status === 'IN_TRANSIT' ? 'DEPART_SCAN' : 'ARRIVAL_SCAN',
        );
      const held = await scan('PROBLEM', 'PROBLEM_ADDRESS');
      if (!held.ok) throw new BizError('error.invalidInput', { reason: held.reason });
      const [row] = await acrossTenants('simulator', () =>
        app.db.select().from(problemParcels).where(eq(problemParcels.orderId, order.id)),
      );
      return ok({ problemId: row.id, deadlineAt: row.deadlineAt.toISOString() });
    },
  );

  app.post(
    '/test/service/passDeadline',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ billCode: z.string() }),
        response: { 200: envelopeOf(z.object({ returned: z.number() })) },
      },
    },
    async (request) => {
      const order = await orderOf(request.body.billCode);
      const now = new Date();
      await acrossTenants('simulator', () =>
        app.db
          .update(problemParcels)
          .set({ deadlineAt: new Date(now.getTime() - 1000) })
          .where(eq(problemParcels.orderId, order.id)),
      );
      const result = await runHeldParcelTimers(app.db, now);
      return ok({ returned: result.returned.length });
    },
  );

  app.post(
    '/test/service/desk',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ customerCode: z.string().default('C001') }),
        response: { 200: envelopeOf(z.object({ answered: z.number(), decided: z.number() })) },
      },
    },
    async (request) => {
      const now = new Date();
      const result = await acrossTenants('simulator', async () => {
        const [customer] = await app.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.customerCode, request.body.customerCode));
        if (!customer) throw new NotFoundError('customer');
        const dueNow = async () => {
          await app.db
            .update(tickets)
            .set({ deskDueAt: now })
            .where(and(eq(tickets.customerId, customer.id), isNotNull(tickets.deskDueAt)));
          await app.db
            .update(claims)
            .set({ deskDueAt: now })
            .where(
              and(
                eq(claims.customerId, customer.id),
                inArray(claims.status, ['SUBMITTED', 'UNDER_REVIEW', 'APPEALED']),
              ),
            );
        };
        // two desk turns: a ticket is assigned on the first and answered on the second
        await dueNow();
        const first = await runServiceDesk(app.db, now, customer.id);
        await dueNow();
        const second = await runServiceDesk(app.db, now, customer.id);
        return { answered: first.answered + second.answered, decided: first.decided + second.decided };
      });
      return ok(result);
    },
  );
  await serviceJobsTestRoute(fastify);
}

/** The service jobs now, for one customer: tickets past their SLA escalated, approved claims paid. */
async function serviceJobsTestRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/service/jobs',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ customerCode: z.string().default('C001') }),
        response: { 200: envelopeOf(z.object({ escalated: z.number(), paid: z.number() })) },
      },
    },
    async (request) => {
      const now = new Date();
      const [customer] = await acrossTenants('simulator', () =>
        app.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.customerCode, request.body.customerCode)),
      );
      if (!customer) throw new NotFoundError('customer');
      return ok({
        escalated: await escalateOverdueTickets(app.db, now, customer.id),
        paid: await payApprovedClaims(app.db, now, customer.id),
      });
    },
  );
}
