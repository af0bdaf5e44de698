// The request and response schemas of the order lists, order management (cancel, address change),
// my waybills and phone reveal, one zod schema per operation.
import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { orderFilterFields } from './list/order-filters.rules';
import { feeBreakdownSchema, money, orderAddressInput, orderRejected, statusSchema } from './order.schemas';

export const orderFilterBody = z.object(orderFilterFields);
export const managePageBody = pageQuery.extend(orderFilterFields).extend({
  afterId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      'Keyset paging: the rows after this order id (the last of the previous page); current is then ignored',
    ),
});

export const manageRecord = z
  .object({
    id: z.number().int(),
    billCode: z.string(),
    customerOrderNo: z.string(),
    status: statusSchema,
    statusLabel: z.string(),
    latestScanTime: z.string().describe('ISO 8601: the latest trace'),
    createdAt: z.string(),
    createTime: z.string().describe("yyyy-MM-dd HH:mm:ss in Jakarta time (the column registry's field)"),
    senderName: z.string(),
    senderPhone: z.string().describe('Masked: 0812****5678'),
    senderProvince: z.string(),
    senderCity: z.string(),
    senderDistrict: z.string(),
    senderDistrictCode: z.string().nullable(),
    receiverName: z.string(),
    receiverPhone: z.string().describe('Masked: 0812****5678 (GET /order/phone reveals it)'),
    receiverProvince: z.string(),
    receiverCity: z.string(),
    receiverDistrict: z.string(),
    receiverDistrictCode: z.string().nullable(),
    receiverAddress: z.string(),
    receiverPostalCode: z.string().nullable(),
    goodsType: z.string(),
    goodsName: z.string(),
    pieces: z.number().int(),
    weightKg: z.number(),
    weight: z.number().describe("= weightKg (the column registry's field)"),
    lengthCm: z.number().nullable().describe('Parcel length in cm (null when no sizes were given)'),
    widthCm: z.number().nullable().describe('Parcel width in cm'),
    heightCm: z.number().nullable().describe('Parcel height in cm'),
    chargeableWeightKg: z.number(),
    productType: z.string(),
    productTypeName: z.string(),
    paymentMethod: z.string(),
    paymentMethodName: z.string(),
    codAmount: money(),
    declaredValue: money(),
    freightFee: money(),
    insuranceFee: money(),
    codFee: money(),
    totalFee: money(),
    couponCode: z.string().nullable().describe('The wallet coupon the order holds (one at most)'),
    couponDiscount: money().describe('What the coupon took off the freight'),
    remark: z.string().nullable(),
    signer: z.string().nullable(),
    signedAt: z.string().nullable(),
    printCount: z.number().int(),
    importTaskId: z.number().int().nullable(),
  })
  .meta({ id: 'OrderManageRecord' });

export const managePageResponse = envelopeOf(pageOf(manageRecord));

export const statusCounts = z.object({
  total: z.number().int(),
  statuses: z
    .array(z.object({ status: statusSchema, statusLabel: z.string(), count: z.number().int() }))
    .describe('Every status, in lifecycle order, zeros included'),
});
export const countResponse = envelopeOf(statusCounts);

export const idsBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const cancelResponse = envelopeOf(
  z.object({
    cancelled: z.number().int(),
    results: z.array(
      z.object({
        id: z.number().int(),
        billCode: z.string().nullable(),
        success: z.boolean(),
        resultCode: z.enum(['CANCELLED', 'NOT_FOUND', 'NOT_ALLOWED']),
        status: statusSchema.nullable(),
        message: z.string(),
      }),
    ),
  }),
);

export const idBody = z.object({ id: z.number().int().positive() });
export const preCheckResponse = envelopeOf(
  z.object({
    allowed: z.boolean(),
    reasonCode: z.string().nullable().describe('A message key; null when allowed'),
    reason: z.string().nullable(),
    status: statusSchema,
  }),
);

export const updateAddressBody = z.object({ id: z.number().int().positive(), receiver: orderAddressInput });
export const updateAddressResponse = envelopeOf(
  z.union([
    z.object({
      order: manageRecord,
      fees: feeBreakdownSchema,
      freightChanged: z.boolean(),
    }),
    orderRejected,
  ]),
);

export const waybillRecord = z
  .object({
    id: z.number().int(),
    billCode: z.string(),
    customerOrderNo: z.string(),
    receiverName: z.string(),
    receiverPhone: z.string().describe('Masked'),
    receiverCity: z.string(),
    receiverDistrict: z.string(),
    status: statusSchema,
    statusLabel: z.string(),
    productType: z.string(),
    productTypeName: z.string().describe("The product's name in the session's language"),
    weightKg: z.number(),
    weight: z.number().describe("= weightKg (the column registry's field)"),
    chargeableWeightKg: z.number(),
    codAmount: money(),
    printCount: z.number().int(),
    createdAt: z.string(),
    createTime: z.string().describe("yyyy-MM-dd HH:mm:ss in Jakarta time (the column registry's field)"),
  })
  .meta({ id: 'WaybillRecord' });

export const waybillsByTaskQuery = pageQuery.extend({ taskId: z.coerce.number().int().positive() });
export const waybillPageResponse = envelopeOf(pageOf(waybillRecord));

const printedFilter = z.boolean().optional().describe('true: printed at least once; false: never printed');
export const waybillFilterBody = z.object(orderFilterFields).extend({ printed: printedFilter });
export const waybillPageBody = managePageBody.extend({ printed: printedFilter });

export const phoneQuery = z.object({ billCode: z.string().trim().toUpperCase().min(1).max(32) });
export const phoneResponse = envelopeOf(
  z.object({
    billCode: z.string(),
    receiverPhone: z.string(),
    receiverPhoneInternational: z.string(),
    senderPhone: z.string(),
    senderPhoneInternational: z.string(),
  }),
);
