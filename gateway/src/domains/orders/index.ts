import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import addressRoutes from './address.routes';
import customerRoutes from './customer.routes';
import freightRoutes from './freight.routes';
import orderArrivalRoutes from './order-arrival.routes';
import { ordersMessages } from './trace/trace.messages';
import orderEntryRoutes from './order-entry.routes';
import orderManageRoutes from './order-manage.routes';
import { orderMessages } from './order.messages';
import phoneRoutes from './order-phone.routes';
import trackingRoutes from './trace/trace.routes';
import waybillRoutes from './waybill.routes';
import './order.export-type';
import { couponScanEffect } from '../coupons';
import { registerScanEffect } from './trace/trace-scan.service';

// A coupon held by an order becomes USED at pick-up and returns to the wallet on cancellation.
// Registered here: orders import coupons, never the other way round.
registerScanEffect('coupons.order', couponScanEffect);

// What other domains use of the orders core: imports creates orders as order entry does, addresses
// answer a rejected entry as order entry does, labels print the order's status and permissions.
export { profileOf } from './order-customer-profile.repo';
export { feesOf, loadOrderContext, orderRowOf } from './order-create.service';
export { anyPermissionDescription } from './order-permissions.rules';
export { rejected } from './order-responses.render';
export { renderIssue } from './order.messages';
export { asStatus } from './order-view.render';
// Finance and service follow parcels: their work on a scan runs in the scan's transaction.
export {
  recordScan,
  registerScanEffect,
  type Scan,
  type ScanEffect,
  type ScanEvent,
  type ScanTransaction,
} from './trace/trace-scan.service';
// Service re-attempts a held parcel with a corrected receiver through the same update and pre-check.
export { addressPreCheck, updateReceiverAddress, OrderNotFoundError } from './order-changes.service';
// The reports' read-model property test cancels orders as the shipper does.
export { cancelOrders } from './order-changes.service';

/**
 * The orders domain (remote-orders), mounted under /customer-api: tracking, order entry, freight,
 * order management, my waybills and phone reveal. Every query is scoped by the session's customer.
 */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  registerMessages({ ...ordersMessages, ...orderMessages });
  await app.register(trackingRoutes);
  await app.register(orderArrivalRoutes);
  await app.register(orderEntryRoutes);
  await app.register(freightRoutes);
  await app.register(customerRoutes);
  await app.register(addressRoutes);
  await app.register(orderManageRoutes);
  await app.register(waybillRoutes);
  await app.register(phoneRoutes);
}
