import type { Localized } from '../lib/locale/locale';
import { pick } from '../lib/locale/locale';

export const ORDER_STATUSES = [
  'CREATED',
  'PICKED_UP',
  'IN_TRANSIT',
  'ARRIVED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'PROBLEM',
  'RETURNING',
  'RETURNED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves an order's status may make. A problem parcel (wrong address, receiver absent)
 * resumes where it stopped or goes back to the sender; DELIVERED, RETURNED and CANCELLED are final.
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  CREATED: ['PICKED_UP', 'CANCELLED'],
  PICKED_UP: ['IN_TRANSIT', 'PROBLEM', 'RETURNING'],
  IN_TRANSIT: ['IN_TRANSIT', 'ARRIVED', 'PROBLEM', 'RETURNING'],
  ARRIVED: ['OUT_FOR_DELIVERY', 'PROBLEM', 'RETURNING'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'PROBLEM', 'RETURNING'],
  DELIVERED: [],
  PROBLEM: ['IN_TRANSIT', 'ARRIVED', 'OUT_FOR_DELIVERY', 'RETURNING'],
  RETURNING: ['RETURNING', 'RETURNED'],
  RETURNED: [],
  CANCELLED: [],
};

export const FINAL_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'RETURNED', 'CANCELLED'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** True when `path` (first status first) is a walk the transition map allows. */
export function isValidStatusPath(path: readonly OrderStatus[]): boolean {
  if (path.length === 0 || path[0] !== 'CREATED') return false;
  return path.every((status, i) => i === 0 || canTransition(path[i - 1], status));
}

export const STATUS_LABELS: Readonly<Record<OrderStatus, Localized>> = {
  CREATED: { zh: '已下单', en: 'Order created', id: 'Pesanan dibuat' },
  PICKED_UP: { zh: '已揽收', en: 'Picked up', id: 'Sudah dijemput' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit', id: 'Dalam perjalanan' },
  ARRIVED: { zh: '已到达网点', en: 'Arrived at destination hub', id: 'Tiba di gerai tujuan' },
  OUT_FOR_DELIVERY: { zh: '派送中', en: 'Out for delivery', id: 'Sedang diantar' },
  DELIVERED: { zh: '已签收', en: 'Delivered', id: 'Terkirim' },
  PROBLEM: { zh: '问题件', en: 'Problem parcel', id: 'Paket bermasalah' },
  RETURNING: { zh: '退回中', en: 'Returning to sender', id: 'Dalam proses retur' },
  RETURNED: { zh: '已退回', en: 'Returned to sender', id: 'Sudah diretur' },
  CANCELLED: { zh: '已取消', en: 'Cancelled', id: 'Dibatalkan' },
};

export function statusLabel(status: string, language: string | null | undefined): string {
  return isOrderStatus(status) ? pick(STATUS_LABELS[status], language) : status;
}
