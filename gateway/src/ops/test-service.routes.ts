// The service domain's end-to-end hooks (issue 18), registered by test.routes.ts only when
// GATEWAY_TEST_HOOKS is on: hold a given parcel with a given reason, pass a held parcel's
// deadline, let the courier's service desk answer and decide now.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acrossTenants } from '../db/tenant-scope';
import { recordScan } from '../domains/orders';
import {
  escalateOverdueTickets,
  payApprovedClaims,
  runHeldParcelTimers,
  runServiceDesk,
} from '../domains/service';
import { BizError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import { scanPlace } from '../parcel/scan-place';
import type { OrderStatus } from '../parcel/status';
import { customerIdByCode } from './test.repo';
import { deskDueNow, orderByBillCode, problemOfOrder, setHoldDeadline } from './test-service.repo';

/** The scans that bring an order from `status` to the destination hub, before it is held. */
const TO_HUB: Partial<Record<OrderStatus, OrderStatus[]>> = {
  CREATED: ['PICKED_UP', 'IN_TRANSIT', 'ARRIVED'],
  PICKED_UP: ['IN_TRANSIT', 'ARRIVED'],
  IN_TRANSIT: ['ARRIVED'],
};

export default async function serviceTestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orderOf = (billCode: string) => orderByBillCode(app.db, billCode);

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
      const row = await problemOfOrder(app.db, order.id);
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
      await setHoldDeadline(app.db, order.id, new Date(now.getTime() - 1000));
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
        const customerId = await customerIdByCode(app.db, request.body.customerCode);
        // two desk turns: a ticket is assigned on the first and answered on the second
        await deskDueNow(app.db, customerId, now);
        const first = await runServiceDesk(app.db, now, customerId);
        await deskDueNow(app.db, customerId, now);
        const second = await runServiceDesk(app.db, now, customerId);
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
      const customerId = await acrossTenants('simulator', () =>
        customerIdByCode(app.db, request.body.customerCode),
      );
      return ok({
        escalated: await escalateOverdueTickets(app.db, now, customerId),
        paid: await payApprovedClaims(app.db, now, customerId),
      });
    },
  );
}
