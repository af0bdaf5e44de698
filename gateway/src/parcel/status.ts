import type { Translated } from '../i18n/language';
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

export const STATUS_LABELS: Readonly<Record<OrderStatus, Translated>> = {
  CREATED: {
    zh: '已下单',
    en: 'Order created',
    id: 'Pesanan dibuat',
    th: 'สร้างคำสั่งซื้อแล้ว',
    km: 'បានបង្កើតការបញ្ជាទិញ',
    ms: 'Pesanan dicipta',
    vi: 'Đã tạo đơn',
  },
  PICKED_UP: {
    zh: '已揽收',
    en: 'Picked up',
    id: 'Sudah dijemput',
    th: 'เข้ารับพัสดุแล้ว',
    km: 'បានមកយកកញ្ចប់',
    ms: 'Telah diambil',
    vi: 'Đã lấy hàng',
  },
  IN_TRANSIT: {
    zh: '运输中',
    en: 'In transit',
    id: 'Dalam perjalanan',
    th: 'อยู่ระหว่างขนส่ง',
    km: 'កំពុងដឹកជញ្ជូន',
    ms: 'Dalam transit',
    vi: 'Đang vận chuyển',
  },
  ARRIVED: {
    zh: '已到达网点',
    en: 'Arrived at destination hub',
    id: 'Tiba di gerai tujuan',
    th: 'ถึงศูนย์ปลายทางแล้ว',
    km: 'បានមកដល់មជ្ឈមណ្ឌលគោលដៅ',
    ms: 'Tiba di hab destinasi',
    vi: 'Đã đến bưu cục đích',
  },
  OUT_FOR_DELIVERY: {
    zh: '派送中',
    en: 'Out for delivery',
    id: 'Sedang diantar',
    th: 'กำลังนำจ่าย',
    km: 'កំពុងដឹកទៅអ្នកទទួល',
    ms: 'Dalam penghantaran',
    vi: 'Đang giao hàng',
  },
  DELIVERED: {
    zh: '已签收',
    en: 'Delivered',
    id: 'Terkirim',
    th: 'ส่งถึงแล้ว',
    km: 'បានដឹកដល់',
    ms: 'Telah dihantar',
    vi: 'Đã giao',
  },
  PROBLEM: {
    zh: '问题件',
    en: 'Problem parcel',
    id: 'Paket bermasalah',
    th: 'พัสดุมีปัญหา',
    km: 'កញ្ចប់មានបញ្ហា',
    ms: 'Bungkusan bermasalah',
    vi: 'Kiện có vấn đề',
  },
  RETURNING: {
    zh: '退回中',
    en: 'Returning to sender',
    id: 'Dalam proses retur',
    th: 'กำลังตีกลับไปยังผู้ส่ง',
    km: 'កំពុងបញ្ជូនត្រឡប់ទៅអ្នកផ្ញើ',
    ms: 'Sedang dipulangkan kepada pengirim',
    vi: 'Đang hoàn về người gửi',
  },
  RETURNED: {
    zh: '已退回',
    en: 'Returned to sender',
    id: 'Sudah diretur',
    th: 'ตีกลับถึงผู้ส่งแล้ว',
    km: 'បានបញ្ជូនត្រឡប់ទៅអ្នកផ្ញើ',
    ms: 'Dipulangkan kepada pengirim',
    vi: 'Đã hoàn về người gửi',
  },
  CANCELLED: {
    zh: '已取消',
    en: 'Cancelled',
    id: 'Dibatalkan',
    th: 'ยกเลิกแล้ว',
    km: 'បានលុបចោល',
    ms: 'Dibatalkan',
    vi: 'Đã hủy',
  },
};

export function statusLabel(status: string, language: string | null | undefined): string {
  return isOrderStatus(status) ? pick(STATUS_LABELS[status], language) : status;
}
