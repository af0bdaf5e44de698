import type { SellerType } from '../../parcel/order-codes';
import type { BusinessCalendar } from '../../lib/calendar/business-days';
import { businessDaysPastSla, rate } from './dashboard.rules';

// The late-parcel list and the marketplace penalty forecast (issue 31 item 7 a, b): which parcels
// are late, and the marketplaces' late-shipment thresholds as data.

/** A late parcel: signed after its SLA day, or not signed and past it now. */
export const LATE_KINDS = ['SIGNED_LATE', 'UNDELIVERED'] as const;
export type LateKind = (typeof LATE_KINDS)[number];

/** The claim a late parcel would file: lateness once signed, loss while it is not. */
export const CLAIM_TYPE_OF: Record<LateKind, 'LATE' | 'LOST'> = { SIGNED_LATE: 'LATE', UNDELIVERED: 'LOST' };

/** Statuses of a parcel no longer on its way to the receiver: never on the late list. */
export const NOT_LATE_STATUSES = ['CANCELLED', 'RETURNING', 'RETURNED'] as const;

/** The seller types that sell on a marketplace (the spec's seller types, order-codes.ts). */
export const MARKETPLACE_SELLER_TYPES: readonly SellerType[] = ['MARKETPLACE'];

/**
 * A marketplace's late-shipment rule: an order is shipped late when the courier's first pickup scan
 * comes more than `shipWithinDays` business days after the order day; the rate is taken over the
 * last `windowDays` WIB days of orders, and the marketplace penalises a rate at or above
 * `penaltyRate`. Every number is a *default* (DOMAINS.md style): the marketplaces change them, the
 * operator keeps them current here.
 */
export interface MarketplaceThreshold {
  code: string;
  name: string;
  windowDays: number;
  shipWithinDays: number;
  penaltyRate: number;
  /** Where the default was read. */
  source: string;
}

/** The marketplaces' published late-shipment thresholds (*default*). */
export const MARKETPLACE_THRESHOLDS: readonly MarketplaceThreshold[] = [
  {
    code: 'SHOPEE',
    name: 'Shopee',
    windowDays: 7,
    shipWithinDays: 2,
    penaltyRate: 0.1,
    source: 'Shopee seller policy (2024): late shipment rate (LSR) per week, penalty points from 10%',
  },
  {
    code: 'TOKOPEDIA',
    name: 'Tokopedia / TikTok Shop',
    windowDays: 7,
    shipWithinDays: 2,
    penaltyRate: 0.1,
    source: 'Tokopedia Seller University (2025): late dispatch rate (LDR) from 10% limits daily orders',
  },
];

/** A rate reaches this share of the threshold: at risk before the penalty. */
export const AT_RISK_SHARE = 0.8;

export type ForecastState = 'OK' | 'AT_RISK' | 'OVER' | 'NO_DATA';

/** Where a late-shipment rate stands against a threshold. */
export function forecastState(lateRate: number | null, penaltyRate: number): ForecastState {
  if (lateRate === null) return 'NO_DATA';
  if (lateRate >= penaltyRate) return 'OVER';
  return lateRate >= penaltyRate * AT_RISK_SHARE ? 'AT_RISK' : 'OK';
}

/**
 * A marketplace order's shipment against a ship-within rule, as of `today`: late when picked up (or,
 * not picked up yet, today) more than `shipWithinDays` business days after its order day; not counted
 * yet when neither picked up nor past its ship-by day (the dashboard's SLA rule, businessDaysPastSla).
 */
export function shipmentLate(
  calendar: Pick<BusinessCalendar, 'businessDaysBetween'>,
  order: { createdDay: string; pickedUpDay: string | null },
  today: string,
  shipWithinDays: number,
): boolean | null {
  const past = businessDaysPastSla(calendar, order.createdDay, order.pickedUpDay ?? today, shipWithinDays);
  if (order.pickedUpDay === null && past <= 0) return null;
  return past > 0;
}

/**
 * The late-shipment rate of judged groups of orders (the read model's rows: `orders` of a creation
 * and pickup day, judged together; `late` null: not counted). Rate null: none counted.
 */
export function lateShipmentRate(judged: readonly { late: boolean | null; orders: number }[]) {
  const counted = judged.filter((group) => group.late !== null);
  const orders = counted.reduce((sum, group) => sum + group.orders, 0);
  const late = counted.filter((group) => group.late).reduce((sum, group) => sum + group.orders, 0);
  return { orders, late, rate: rate(late, orders) };
}
