import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { payoutCalendarOf } from './cod-payout.repo';
import { payoutCalendarQuery, payoutCalendarResponse } from './cod-payout.schemas';

/** The payout calendar of the COD bill (remote-finance /codBillpage). */
export default async function codPayoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/codPayout/calendar',
    {
      config: { permission: ['codBillpage'] },
      schema: {
        operationId: 'codPayout.calendar',
        tags: ['cod'],
        summary:
          'The coming payouts by WIB day: batches planned to pay each day and the collected lines expected that day, with totals',
        querystring: payoutCalendarQuery,
        response: { 200: payoutCalendarResponse },
      },
    },
    async (request) => ok(await payoutCalendarOf(app.db, sessionOf(request), request.query, new Date())),
  );
}
