import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import freightRoutes from './freight.routes';
import { ordersMessages } from './trace.messages';
import orderEntryRoutes from './order-entry.routes';
import orderManageRoutes from './order-manage.routes';
import { orderMessages } from './order.messages';
import phoneRoutes from './order-phone.routes';
import trackingRoutes from './trace.routes';
import waybillRoutes from './waybill.routes';

/**
 * The orders domain (remote-orders), mounted under /customer-api: tracking, order entry, freight,
 * order management, my waybills and phone reveal. Every query is scoped by the session's customer.
 */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  registerMessages({ ...ordersMessages, ...orderMessages });
  await app.register(trackingRoutes);
  await app.register(orderEntryRoutes);
  await app.register(freightRoutes);
  await app.register(orderManageRoutes);
  await app.register(waybillRoutes);
  await app.register(phoneRoutes);
}
