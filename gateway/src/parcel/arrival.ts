import { crossesIslands } from '../lib/regions/islands';
import type { OrderStatus } from './status';

/** Days from pickup to delivery by product type, within one island group. */
export const SERVICE_DAYS: Readonly<Record<string, number>> = { EZ: 3, SUPER: 1, ECO: 5, CARGO: 6 };
export const DEFAULT_PRODUCT_TYPE = 'EZ';
/** Extra day when the parcel crosses from one island group to another. */
export const INTER_ISLAND_EXTRA_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ArrivalInput {
  status: OrderStatus;
  productType: string;
  senderProvince: string;
  receiverProvince: string;
  createdAt: Date;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
}

export interface ArrivalEstimate {
  estimatedArrival: Date;
  serviceDays: number;
  basis: 'delivered' | 'estimate';
}

export function serviceDaysFor(
  productType: string,
  senderProvince: string,
  receiverProvince: string,
): number {
  const base = SERVICE_DAYS[productType.toUpperCase()] ?? SERVICE_DAYS[DEFAULT_PRODUCT_TYPE];
  return base + (crossesIslands(senderProvince, receiverProvince) ? INTER_ISLAND_EXTRA_DAYS : 0);
}

/**
 * A delivered parcel arrived when it was signed for. Any other parcel is expected its service
 * days after pickup (or after the order was created, while it waits for pickup).
 */
export function estimateArrival(input: ArrivalInput): ArrivalEstimate {
  const serviceDays = serviceDaysFor(input.productType, input.senderProvince, input.receiverProvince);
  if (input.status === 'DELIVERED' && input.deliveredAt) {
    return { estimatedArrival: input.deliveredAt, serviceDays, basis: 'delivered' };
  }
  const start = input.pickedUpAt ?? input.createdAt;
  return {
    estimatedArrival: new Date(start.getTime() + serviceDays * DAY_MS),
    serviceDays,
    basis: 'estimate',
  };
}

/** Statuses for which an arrival time means nothing: the parcel is not going to the receiver. */
export const NO_ARRIVAL_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'RETURNING', 'RETURNED'];
