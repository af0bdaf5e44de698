import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { OrderNotFoundError } from './order-changes.service';
import { findOwnOrder } from './order.repo';
import { phoneQuery, phoneResponse } from './order-manage.schemas';
import { anyPermissionDescription } from './order-permissions.rules';
import { toInternational } from '../../lib/phone/phone-numbers';

/** Either detail dialog's 'show phone' reveals a phone: order management's or my waybills'. */
export const PHONE_REVEAL_KEYS = {
  anyOf: [
    ['orderManagement', 'orderManagement_DETAIL'],
    ['myWaybill', 'myWaybill_DETAIL'],
  ],
} as const;

/** Phone reveal: the whole phones behind a list's masked ones, for the caller's own order only. */
export default async function phoneRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/order/phone',
    {
      config: { permission: PHONE_REVEAL_KEYS },
      schema: {
        operationId: 'orders.getPhones',
        tags: ['orders'],
        summary: "The unmasked receiver and sender phones of one of the caller's waybills",
        description: anyPermissionDescription(PHONE_REVEAL_KEYS),
        querystring: phoneQuery,
        response: { 200: phoneResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const order = await findOwnOrder(app.db, session, { billCode: request.query.billCode });
      if (!order) throw new OrderNotFoundError();
      request.log.info({ billCode: order.billCode, userId: session.userId }, 'phone revealed');
      return ok({
        billCode: order.billCode,
        receiverPhone: order.receiverPhone,
        receiverPhoneInternational: toInternational(order.receiverPhone),
        senderPhone: order.senderPhone,
        senderPhoneInternational: toInternational(order.senderPhone),
      });
    },
  );
}
