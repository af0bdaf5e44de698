import type { Database } from '../../db/client';
import type { NewOrderRow, OrderRow } from '../../db/schema/orders';
import { generateBillCode } from '../../parcel/bill-code';
import { profileOf, type CustomerProfile } from './order-customer-profile.repo';
import { feeBreakdown, type FeeBreakdown } from '../../parcel/freight';
import { findByCustomerOrderNo, findCustomer, insertOrderWithTrace } from './order.repo';
import { bindCoupon, claimCoupon, type CouponDraft } from '../coupons';
import { regionPoint, type NormalisedOrder, type OrderRuleContext } from './order.rules';
import type { RegionIndex } from '../../lib/regions/region-index';
import { loadRegionIndex } from '../widgets';
import { scanPlace } from '../../parcel/scan-place';
import { senderKey } from '../../parcel/sender-key';

/** Everything the order rules need about the caller's customer. */
export interface OrderContext extends OrderRuleContext {
  customer: { id: number; customerCode: string; name: string };
  profile: CustomerProfile;
  regions: RegionIndex;
}

export async function loadOrderContext(db: Database, customerId: number): Promise<OrderContext> {
  const [customer, regions] = await Promise.all([findCustomer(db, customerId), loadRegionIndex(db)]);
  if (!customer) throw new Error(`customer ${customerId} of a live session is missing`);
  const profile = profileOf(customer.customerCode);
  return { customer, profile, regions, terms: profile };
}

/** The fees of a validated order. */
export function feesOf(order: NormalisedOrder): FeeBreakdown {
  return feeBreakdown({
    productType: order.productType,
    sender: regionPoint(order.sender),
    receiver: regionPoint(order.receiver),
    weightKg: order.weightKg,
    lengthCm: order.lengthCm,
    widthCm: order.widthCm,
    heightCm: order.heightCm,
    declaredValue: order.declaredValue,
    insured: order.insured,
    codAmount: order.codAmount,
  });
}

/** The order's row: the normalised input, the official region names and the computed fees. */
export function orderRowOf(
  order: NormalisedOrder,
  fees: FeeBreakdown,
  ids: {
    customerId: number;
    createdBy: number | null;
    billCode: string;
    customerOrderNo: string;
    importTaskId?: number | null;
  },
): NewOrderRow {
  const { sender, receiver } = order;
  return {
    senderName: sender.name,
    senderPhone: sender.phone,
    senderProvince: sender.provinceName,
    senderCity: sender.cityName,
    senderDistrict: sender.districtName,
    senderDistrictCode: sender.districtCode,
    senderAddress: sender.address,
    senderPostalCode: sender.postalCode,
    receiverName: receiver.name,
    receiverPhone: receiver.phone,
    receiverProvince: receiver.provinceName,
    receiverCity: receiver.cityName,
    receiverDistrict: receiver.districtName,
    receiverDistrictCode: receiver.districtCode,
    receiverAddress: receiver.address,
    receiverPostalCode: receiver.postalCode,
    customerId: ids.customerId,
    customerOrderNo: ids.customerOrderNo,
    billCode: ids.billCode,
    goodsType: order.goodsType,
    goodsName: order.goodsName,
    pieces: order.pieces,
    weightKg: order.weightKg,
    lengthCm: order.lengthCm,
    widthCm: order.widthCm,
    heightCm: order.heightCm,
    volumetricWeightKg: fees.volumetricWeightKg,
    chargeableWeightKg: fees.chargeableWeightKg,
    productType: order.productType,
    sellerType: order.sellerType,
    paymentMethod: order.paymentMethod,
    codAmount: order.codAmount,
    declaredValue: order.declaredValue,
    freightFee: fees.freightFee,
    insuranceFee: fees.insuranceFee,
    codFee: fees.codFee,
    totalFee: fees.totalFee,
    remark: order.remark,
    status: 'CREATED',
    importTaskId: ids.importTaskId ?? null,
    createdBy: ids.createdBy,
    senderKey: senderKey({ phone: sender.phone, districtCode: sender.districtCode, address: sender.address }),
  };
}

/** Bill codes are random: a taken one is drawn again, this many times at most. */
const BILL_CODE_ATTEMPTS = 5;

export interface CreatedOrder {
  row: OrderRow;
  /** True when the customer's order number already named an order: that order is answered. */
  duplicate: boolean;
}

/** What the coupon rules read of an order (its fees computed). */
export function couponDraftOf(
  order: { productType: string; receiver: { provinceName: string }; codAmount: number },
  fees: Pick<FeeBreakdown, 'freightFee'>,
): CouponDraft {
  return {
    productType: order.productType,
    receiverProvince: order.receiver.provinceName,
    cod: order.codAmount > 0,
    freightFee: fees.freightFee,
  };
}

/** Thrown inside a coupon order's transaction when the order number was taken meanwhile: rolls the claim back. */
class DuplicateOrderNumber extends Error {}

/**
 * Creates an order with its CREATED scan in one transaction. The customer's order number is the
 * idempotency key: when it already names an order (sent twice, or twice at once) that order is
 * answered and nothing is written — the unique index decides, not a prior read. Without a number
 * of its own the order is numbered with its bill code. With `couponCodes`, the coupon is claimed
 * (rules checked again, one unit of stock taken), its discount stored on the order and the coupon
 * LOCKed to it, all in the same transaction: a refused coupon (a BizError) writes nothing.
 */
export async function createOrder(
  db: Database,
  context: Pick<OrderContext, 'customer'>,
  userId: number | null,
  order: NormalisedOrder,
  now = new Date(),
  couponCodes: readonly string[] = [],
): Promise<CreatedOrder> {
  const customerId = context.customer.id;
  if (order.customerOrderNo) {
    const existing = await findByCustomerOrderNo(db, customerId, order.customerOrderNo);
    if (existing) return { row: existing, duplicate: true };
  }
  const fees = feesOf(order);
  const place = scanPlace(
    {
      senderCity: order.sender.cityName,
      senderDistrict: order.sender.districtName,
      receiverCity: order.receiver.cityName,
      receiverDistrict: order.receiver.districtName,
    },
    'origin',
  );
  const trace = {
    status: 'CREATED',
    scanType: 'ORDER',
    description: 'ORDER_CREATED',
    ...place,
    scanTime: now,
  };
  for (let attempt = 0; attempt < BILL_CODE_ATTEMPTS; attempt += 1) {
    const billCode = generateBillCode();
    const customerOrderNo = order.customerOrderNo ?? billCode;
    const row = {
      ...orderRowOf(order, fees, { customerId, createdBy: userId, billCode, customerOrderNo }),
      createdAt: now,
      updatedAt: now,
    };
    const inserted =
      couponCodes.length === 0
        ? await insertOrderWithTrace(db, row, trace)
        : await insertWithCoupon(db, customerId, row, trace, couponDraftOf(order, fees), couponCodes, now);
    if (inserted) return { row: inserted, duplicate: false };
    const existing = await findByCustomerOrderNo(db, customerId, customerOrderNo);
    if (existing) return { row: existing, duplicate: true };
    // Neither: the drawn bill code was taken; draw again.
  }
  throw new Error(`no free bill code after ${BILL_CODE_ATTEMPTS} attempts`);
}

async function insertWithCoupon(
  db: Database,
  customerId: number,
  row: NewOrderRow,
  trace: Parameters<typeof insertOrderWithTrace>[2],
  draft: CouponDraft,
  couponCodes: readonly string[],
  now: Date,
): Promise<OrderRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const claim = await claimCoupon(tx, customerId, couponCodes, draft, now);
      // A transaction runs every query a Database does; insertOrderWithTrace's own transaction
      // becomes a savepoint inside this one, so a refused coupon still leaves nothing behind.
      const inserted = await insertOrderWithTrace(
        tx as unknown as Database,
        {
          ...row,
          couponCode: claim.code,
          couponDiscount: claim.discount,
        },
        trace,
      );
      if (!inserted) throw new DuplicateOrderNumber();
      await bindCoupon(tx, customerId, claim, inserted, now);
      return inserted;
    });
  } catch (error) {
    if (error instanceof DuplicateOrderNumber) return null;
    throw error;
  }
}
