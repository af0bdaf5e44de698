// The request and response schemas of order entry, fees, freight and addresses, one zod schema per
// operation; the lists, management and waybills are in order-manage.schemas.ts.
import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { couponCodesInput, couponPreview } from '../coupons';
import { MONEY_MARK } from '../../http/money';
import { ORDER_LIMITS } from './order.rules';
import { PRODUCT_TYPES, ZONES } from '../../parcel/rate-table';
import { ORDER_STATUSES } from '../../parcel/status';

export const statusSchema = z.enum(ORDER_STATUSES);
const text = (max: number) => z.string().max(max).nullish();
const amount = z.number().nullish();
/**
 * An amount of money in an answer: rupiah as stored on orders (numeric(14,2)), marked `x-money` like
 * `rupiah()` so that the hide-money flag of a sub-account removes it (auth/hide-money.ts).
 */
export const money = () => z.number().meta({ [MONEY_MARK]: true });

/**
 * An address of an order. The region is a district code, or province, city and district names:
 * official ('Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Barat') or everyday
 * ('DKI Jakarta', 'Jakarta Barat'). The order rules check every field and answer issues.
 */
export const orderAddressInput = z
  .object({
    name: text(200),
    phone: text(40).describe('Indonesian mobile: 08…, 8…, 628… or +62 8…; stored as 08…'),
    province: text(200),
    city: text(200).describe('City or regency, with or without Kota / Kabupaten'),
    district: text(200),
    districtCode: text(16).describe("District code ('31.73.05'); names given beside it must agree"),
    address: text(1000),
    postalCode: text(20).describe('5 digits, optional'),
  })
  .meta({ id: 'OrderAddressInput' });

/**
 * A new order, loosely typed on purpose: the order rules (order.rules.ts) check the values and
 * answer every broken rule at once, translated, instead of a bare 'input data is illegal'.
 */
export const orderInput = z
  .object({
    customerOrderNo: text(200).describe(
      'Your own order number and the idempotency key: sending it again answers the existing order (duplicate: true). Omitted: the waybill number is used',
    ),
    sender: orderAddressInput.nullish(),
    receiver: orderAddressInput.nullish(),
    goodsType: text(40).describe('A code of GET /dict/goodsTypes'),
    goodsName: text(400),
    pieces: amount.describe(`Whole number ${ORDER_LIMITS.piecesMin}..${ORDER_LIMITS.piecesMax}, default 1`),
    weightKg: amount.describe('Actual weight in kg: more than 0, at most 500 (CARGO 5000)'),
    lengthCm: amount.describe('Length, width and height in cm: all three or none'),
    widthCm: amount,
    heightCm: amount,
    declaredValue: amount.describe(`Whole rupiah, at most ${ORDER_LIMITS.amountMax}; default 0`),
    codAmount: amount.describe(
      `Cash to collect, whole rupiah, at most ${ORDER_LIMITS.codAmountMax} and at most the declared value when one is declared`,
    ),
    insured: z.boolean().nullish().describe('Insure for the declared value (fee 0.2 %, at least Rp 1,000)'),
    productType: text(16).describe('EZ (default), SUPER, ECO or CARGO'),
    sellerType: text(32).describe('A code of GET /order/sellerTypes'),
    paymentMethod: text(16).describe("MONTHLY, SENDER_PAY or RECEIVER_PAY; default: the account's first"),
    remark: text(2000),
    couponCodes: couponCodesInput,
  })
  .meta({ id: 'OrderInput' });

export const orderIssue = z
  .object({
    field: z.string().describe("The input field: 'receiver.district', 'weightKg'"),
    messageCode: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    message: z.string().describe('In the request language'),
  })
  .meta({ id: 'OrderIssue' });

/** The data of a refused order (code 500): every broken rule. */
export const orderRejected = z.object({ issues: z.array(orderIssue) }).meta({ id: 'OrderRejected' });

export const feeBreakdownSchema = z
  .object({
    zone: z.enum(ZONES),
    zoneLabel: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    productTypeName: z.string(),
    actualWeightKg: z.number(),
    volumetricWeightKg: z.number().describe('L x W x H / 6000'),
    chargeableWeightKg: z.number().describe('The larger of actual and volumetric weight'),
    billableWeightKg: z
      .number()
      .int()
      .describe('Chargeable weight rounded up to whole kg (CARGO at least 10)'),
    freightFee: money(),
    insuranceFee: money(),
    codFee: money(),
    totalFee: money(),
    serviceDays: z.number().int(),
    currency: z.literal('IDR'),
  })
  .meta({ id: 'FeeBreakdown' });

export const orderCreated = z
  .object({
    id: z.number().int(),
    billCode: z.string(),
    customerOrderNo: z.string(),
    status: statusSchema,
    statusLabel: z.string(),
    duplicate: z
      .boolean()
      .describe('True: this customer order number already named this order; nothing was created'),
    fees: feeBreakdownSchema.describe("The order's fees as stored"),
    couponCode: z.string().nullable().describe('The wallet coupon the order holds'),
    couponDiscount: money().describe('What the coupon took off the freight'),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderCreated' });

export const createOrderResponse = envelopeOf(z.union([orderCreated, orderRejected]));
/** Order entry's preview: the fees and, for the coupon picker, the caller's coupons weighed. */
export const feePreviewSchema = feeBreakdownSchema
  .extend({ coupon: couponPreview })
  .meta({ id: 'FeePreview' });
export const recFeeResponse = envelopeOf(z.union([feePreviewSchema, orderRejected]));

const districtCode = z.string().trim().min(1).max(16);

export const expressTypesBody = z.object({
  senderDistrictCode: districtCode.optional(),
  receiverDistrictCode: districtCode
    .optional()
    .describe('With the sender district: availability and days for the route'),
  weightKg: z.number().positive().optional(),
});
export const expressTypesResponse = envelopeOf(
  z.array(
    z.object({
      code: z.enum(PRODUCT_TYPES),
      name: z.string(),
      available: z.boolean(),
      reasonCode: z.string().nullable(),
      reason: z.string().nullable(),
      serviceDays: z.number().int().nullable().describe('Null without both districts'),
      maxWeightKg: z.number(),
    }),
  ),
);

export const documentInsuranceFeeBody = z.object({
  declaredValue: z.number().int().min(0).max(ORDER_LIMITS.amountMax).describe('Whole rupiah'),
});
export const documentInsuranceFeeResponse = envelopeOf(
  z.object({
    declaredValue: money(),
    insuranceFee: money(),
    rate: z.number().describe('0.002 = 0.2 %'),
    minFee: money(),
  }),
);

const defaultSender = z.object({
  name: z.string(),
  phone: z.string().describe('Unmasked: the shipper’s own number'),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  districtCode: z.string(),
  address: z.string(),
  postalCode: z.string(),
});

export const customerInfoResponse = envelopeOf(
  z.object({
    customerCode: z.string(),
    customerName: z.string(),
    defaultSender: defaultSender.nullable(),
    paymentMethods: z
      .array(z.object({ code: z.string(), name: z.string() }))
      .describe('Allowed; the first is the default'),
    codAllowed: z.boolean(),
    codPaymentMethods: z.array(z.string()).describe('Payment methods COD may be combined with'),
  }),
);

export const sellerTypesResponse = envelopeOf(z.array(z.object({ code: z.string(), name: z.string() })));

export const networkSummary = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const customerNetworkResponse = envelopeOf(
  networkSummary
    .extend({
      level: z.number().int(),
      isEnable: z.number().int().describe('1 on, 2 off'),
      abnormalName: z
        .string()
        .nullable()
        .describe('Why the outlet is not working normally, in the request language'),
      regionCode: z.string().nullable(),
      hub: networkSummary.nullable(),
    })
    .nullable()
    .describe('Null when the customer has no pickup address the network serves'),
);

export const addressSearchQuery = z.object({
  searchKey: z.string().trim().min(1).max(64).describe('Part of a name or a code; matched without case'),
  type: z.coerce
    .number()
    .int()
    .min(1)
    .max(3)
    .default(1)
    .describe('1 districts (default), 2 cities and regencies, 3 provinces'),
});
export const addressSearchResponse = envelopeOf(
  z.array(
    z.object({
      value: z.string().describe('The code of the area found'),
      label: z.string().describe("'province / city / district'"),
      level: z.number().int(),
      provinceCode: z.string(),
      provinceName: z.string(),
      cityCode: z.string(),
      cityName: z.string(),
      districtCode: z.string(),
      districtName: z.string(),
    }),
  ),
);

export const freightBody = z.object({
  senderDistrictCode: districtCode,
  receiverDistrictCode: districtCode,
  weightKg: z.number().describe('Actual weight in kg'),
  lengthCm: z.number().nullish(),
  widthCm: z.number().nullish(),
  heightCm: z.number().nullish(),
});
export const freightQuote = z.object({
  zone: z.enum(ZONES),
  zoneLabel: z.string(),
  sender: z.string().describe("'province / city / district'"),
  receiver: z.string(),
  actualWeightKg: z.number(),
  volumetricWeightKg: z.number(),
  chargeableWeightKg: z.number(),
  currency: z.literal('IDR'),
  quotes: z.array(
    z.object({
      productType: z.enum(PRODUCT_TYPES),
      productTypeName: z.string(),
      available: z.boolean(),
      reasonCode: z.string().nullable(),
      reason: z.string().nullable(),
      billableWeightKg: z.number().int(),
      freightFee: money(),
      serviceDays: z.number().int(),
    }),
  ),
});
export const freightResponse = envelopeOf(z.union([freightQuote, orderRejected]));
