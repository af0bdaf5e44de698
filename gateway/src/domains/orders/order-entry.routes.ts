import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import { feeBreakdown, insuranceFee, productAvailability, serviceDays } from '../../parcel/freight';
import { pick } from '../../lib/locale/locale';
import {
  COD_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SELLER_TYPES,
  SELLER_TYPE_LABELS,
} from '../../parcel/order-codes';
import { couponDraftOf, createOrder, loadOrderContext } from './order-create.service';
import { previewCoupons } from '../coupons';
import { findByCustomerOrderNo, type OrderRow } from './order.repo';
import { regionPoint, validateFeeDraft, validateOrder } from './order.rules';
import {
  createOrderResponse,
  customerInfoResponse,
  documentInsuranceFeeBody,
  documentInsuranceFeeResponse,
  expressTypesBody,
  expressTypesResponse,
  orderInput,
  recFeeResponse,
  sellerTypesResponse,
} from './order.schemas';
import { asStatus, storedFees } from './order-view.render';
import { INSURANCE_MIN_FEE, INSURANCE_RATE, PRODUCT_TYPES, RATE_TABLE } from '../../parcel/rate-table';
import { loadRegionIndex } from '../widgets';
import { anyPermissionDescription } from './order-permissions.rules';
import { feesView, rejected } from './order-responses.render';
import { statusLabel } from '../../parcel/status';

/**
 * The fee preview serves order entry (as the form is filled, no button) and the address change of
 * order management (the new destination's freight beside the current one, behind the EDIT action).
 */
export const FEE_PREVIEW_KEYS = {
  anyOf: [['orderEntry'], ['orderManagement', 'orderManagement_EDIT']],
} as const;

/** Order entry (remote-orders /orderEntry): the form's data, the fee preview and the create call. */
export default async function orderEntryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/order/create',
    {
      config: { permission: ['orderEntry', 'orderEntry_ADD'] },
      schema: {
        operationId: 'orders.create',
        tags: ['orders'],
        summary: 'Create an order (idempotent on customerOrderNo): code 1 with the order, or issues',
        body: orderInput,
        response: { 200: createOrderResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const answer = (row: OrderRow, duplicate: boolean) =>
        ok({
          id: row.id,
          billCode: row.billCode,
          customerOrderNo: row.customerOrderNo,
          status: asStatus(row.status),
          statusLabel: statusLabel(row.status, lang),
          duplicate,
          fees: feesView(storedFees(row), lang),
          couponCode: row.couponCode,
          couponDiscount: row.couponDiscount,
          createdAt: row.createdAt.toISOString(),
        });
      // A resent order answers as it was created, before today's rules are applied to it again.
      const ownNumber = request.body.customerOrderNo?.trim();
      if (ownNumber) {
        const existing = await findByCustomerOrderNo(app.db, session.customerId, ownNumber);
        if (existing) return answer(existing, true);
      }
      const context = await loadOrderContext(app.db, session.customerId);
      const validation = validateOrder(request.body, context);
      if (!validation.ok) return rejected(validation.issues, lang);
      const { row, duplicate } = await createOrder(
        app.db,
        context,
        session.userId,
        validation.order,
        new Date(),
        request.body.couponCodes ?? [],
      );
      return answer(row, duplicate);
    },
  );

  app.post(
    '/order/recFee',
    {
      config: { permission: FEE_PREVIEW_KEYS },
      schema: {
        operationId: 'orders.previewFee',
        tags: ['orders'],
        summary:
          "The fee breakdown of a draft order (only regions, product, weight, sizes and money are needed) and the caller's coupons weighed against it",
        description: anyPermissionDescription(FEE_PREVIEW_KEYS),
        body: orderInput,
        response: { 200: recFeeResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const context = await loadOrderContext(app.db, session.customerId);
      const validation = validateFeeDraft(request.body, context);
      if (!validation.ok) return rejected(validation.issues, lang);
      const { draft } = validation;
      const fees = feeBreakdown({
        ...draft,
        sender: regionPoint(draft.sender),
        receiver: regionPoint(draft.receiver),
      });
      const coupon = await previewCoupons(
        app.db,
        session.customerId,
        { ...couponDraftOf(draft, fees), totalFee: fees.totalFee },
        request.body.couponCodes ?? [],
        lang,
      );
      return ok({ ...feesView(fees, lang), coupon });
    },
  );

  app.post(
    '/order/expressTypes',
    {
      config: { permission: ['orderEntry'] },
      schema: {
        operationId: 'orders.listExpressTypes',
        tags: ['orders'],
        summary: 'The product types, named in the request language, and whether each can take the parcel',
        body: expressTypesBody,
        response: { 200: expressTypesResponse },
      },
    },
    async (request) => {
      const lang = request.lang;
      const { senderDistrictCode, receiverDistrictCode, weightKg } = request.body;
      const regions = await loadRegionIndex(app.db);
      const sender = senderDistrictCode ? regions.district(senderDistrictCode) : undefined;
      const receiver = receiverDistrictCode ? regions.district(receiverDistrictCode) : undefined;
      return ok(
        PRODUCT_TYPES.map((code) => {
          const availability = receiver
            ? productAvailability(code, receiver.provinceName, weightKg ?? 0)
            : productAvailability(code, '', weightKg ?? 0);
          const reason = availability.reasonCode
            ? t(lang, availability.reasonCode, { productType: code, province: receiver?.provinceName ?? '' })
            : null;
          return {
            code,
            name: pick(RATE_TABLE[code].name, lang),
            ...availability,
            reason,
            serviceDays:
              sender && receiver ? serviceDays(code, regionPoint(sender), regionPoint(receiver)) : null,
            maxWeightKg: RATE_TABLE[code].maxWeightKg,
          };
        }),
      );
    },
  );

  app.post(
    '/order/documentInsuranceFee',
    {
      config: { permission: ['orderEntry'] },
      schema: {
        operationId: 'orders.getInsuranceFee',
        tags: ['orders'],
        summary: 'The insurance fee of a declared value (0.2 %, at least Rp 1,000)',
        body: documentInsuranceFeeBody,
        response: { 200: documentInsuranceFeeResponse },
      },
    },
    async (request) => {
      const { declaredValue } = request.body;
      return ok({
        declaredValue,
        insuranceFee: insuranceFee(declaredValue, true),
        rate: INSURANCE_RATE,
        minFee: INSURANCE_MIN_FEE,
      });
    },
  );

  app.post(
    '/order/customerInfo',
    {
      config: { permission: ['orderEntry'] },
      schema: {
        operationId: 'orders.getCustomerInfo',
        tags: ['orders'],
        summary: "The caller's customer: code, name, default sender, payment methods and COD",
        response: { 200: customerInfoResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { customer, profile } = await loadOrderContext(app.db, session.customerId);
      const sender = profile.defaultSender;
      return ok({
        customerCode: customer.customerCode,
        customerName: customer.name,
        defaultSender: sender
          ? {
              name: sender.name,
              phone: sender.phone,
              province: sender.province,
              city: sender.city,
              district: sender.district,
              districtCode: sender.districtCode,
              address: sender.address,
              postalCode: sender.postalCode,
            }
          : null,
        paymentMethods: profile.paymentMethods.map((code) => ({
          code,
          name: pick(PAYMENT_METHOD_LABELS[code], lang),
        })),
        codAllowed: profile.codAllowed,
        codPaymentMethods: [...COD_PAYMENT_METHODS],
      });
    },
  );

  app.get(
    '/order/sellerTypes',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'orders.listSellerTypes',
        tags: ['orders'],
        summary: 'Seller types, named in the request language',
        response: { 200: sellerTypesResponse },
      },
    },
    async (request) => {
      const lang = request.lang;
      return ok(SELLER_TYPES.map((code) => ({ code, name: pick(SELLER_TYPE_LABELS[code], lang) })));
    },
  );
}
