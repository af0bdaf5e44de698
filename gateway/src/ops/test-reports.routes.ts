// The reports' end-to-end hook (issue 31), registered by test.routes.ts only when GATEWAY_TEST_HOOKS
// is on: a login's orders created in a range of WIB days, counted by status straight from `orders`
// (not from the read model), for the dashboard's e2e suite to compare its figures with.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { acrossTenants, ownedBy, wholeCustomer } from '../db/tenant-scope';
import { orders, users } from '../db/schema';
import { NotFoundError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';

const wibDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const DAY_MS = 86_400_000;

export default async function reportTestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/reports/recount',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ loginCode: z.string(), from: wibDay, to: wibDay }),
        response: {
          200: envelopeOf(
            z.object({ created: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
          ),
        },
      },
    },
    async (request) => {
      const { loginCode, from, to } = request.body;
      return acrossTenants('seed', async () => {
        const [user] = await app.db
          .select({ customerId: users.customerId })
          .from(users)
          .where(eq(users.loginCode, loginCode));
        if (!user) throw new NotFoundError('user');
        // WIB midnight of the first day up to WIB midnight after the last
        const start = new Date(`${from}T00:00:00+07:00`);
        const end = new Date(new Date(`${to}T00:00:00+07:00`).getTime() + DAY_MS);
        const rows = await app.db
          .select({ status: orders.status, orders: count() })
          .from(orders)
          .where(
            ownedBy(
              orders,
              wholeCustomer(user.customerId),
              gte(orders.createdAt, start),
              lt(orders.createdAt, end),
            ),
          )
          .groupBy(orders.status);
        const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.orders)]));
        return ok({ created: rows.reduce((sum, row) => sum + Number(row.orders), 0), byStatus });
      });
    },
  );
}
