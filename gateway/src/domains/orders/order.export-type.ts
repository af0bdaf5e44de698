import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { regions } from '../../db/schema/widgets';
import { pick, type Lang, type Translated } from '../../i18n/language';
import { orderFilter, type OrderFilter } from './list/order-filters.rules';
import {
  addressColumns,
  distinctAddresses,
  manageColumns,
  waybillColumns,
  type ExportKind,
} from './order-exports.service';
import { countOrders, orderBatches } from './order.repo';
import { waybillFilterBody } from './order-manage.schemas';
import { statusLabel } from '../../parcel/status';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';

const PAGE = 2_000;

const LABELS: Record<string, Translated> = {
  status: {
    zh: '状态',
    en: 'Status',
    id: 'Status',
    th: 'สถานะ',
    km: 'ស្ថានភាព',
    ms: 'Status',
    vi: 'Trạng thái',
  },
  billCode: {
    zh: '运单号',
    en: 'Waybill no.',
    id: 'No. resi',
    th: 'เลขพัสดุ',
    km: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
    ms: 'Nombor waybill',
    vi: 'Mã vận đơn',
  },
  customerOrderNo: {
    zh: '客户订单号',
    en: 'Customer order no.',
    id: 'No. pesanan',
    th: 'เลขที่คำสั่งซื้อของลูกค้า',
    km: 'លេខការបញ្ជាទិញរបស់អតិថិជន',
    ms: 'No. pesanan pelanggan',
    vi: 'Mã đơn hàng của khách',
  },
  receiverName: {
    zh: '收件人',
    en: 'Receiver',
    id: 'Penerima',
    th: 'ผู้รับ',
    km: 'អ្នកទទួល',
    ms: 'Penerima',
    vi: 'Người nhận',
  },
  receiverPhone: {
    zh: '收件人电话',
    en: 'Receiver phone',
    id: 'Telepon penerima',
    th: 'เบอร์โทรผู้รับ',
    km: 'លេខទូរស័ព្ទអ្នកទទួល',
    ms: 'Telefon penerima',
    vi: 'Số điện thoại người nhận',
  },
  receiverProvinceCode: {
    zh: '收件省份',
    en: 'Receiver province',
    id: 'Provinsi penerima',
    th: 'จังหวัดผู้รับ',
    km: 'ខេត្តអ្នកទទួល',
    ms: 'Wilayah penerima',
    vi: 'Tỉnh người nhận',
  },
  receiverCityCode: {
    zh: '收件城市',
    en: 'Receiver city',
    id: 'Kota penerima',
    th: 'เมืองผู้รับ',
    km: 'ទីក្រុងអ្នកទទួល',
    ms: 'Bandar penerima',
    vi: 'Thành phố người nhận',
  },
  printed: {
    zh: '已打印',
    en: 'Printed',
    id: 'Sudah dicetak',
    th: 'พิมพ์แล้ว',
    km: 'បានបោះពុម្ព',
    ms: 'Dicetak',
    vi: 'Đã in',
  },
};

const YES_NO: Record<Lang, [string, string]> = {
  zh: ['是', '否'],
  en: ['Yes', 'No'],
  id: ['Ya', 'Tidak'],
  th: ['ใช่', 'ไม่ใช่'],
  km: ['បាទ/ចាស', 'ទេ'],
  ms: ['Ya', 'Tidak'],
  vi: ['Có', 'Không'],
};

/** A day as the lists show it: '01-11-2026' (Jakarta). */
const dayText = (date: Date | undefined) =>
  date ? formatJakartaTime(date).slice(0, 10).split('-').reverse().join('-') : '…';

const CREATED: Translated = {
  zh: '下单时间',
  en: 'Created',
  id: 'Dibuat',
  th: 'สร้างเมื่อ',
  km: 'បានបង្កើត',
  ms: 'Dicipta',
  vi: 'Ngày tạo',
};

/**
 * The order filter in words for the download centre: 'Status: Delivered, Picked up · Created:
 * 01-11-2026 – 24-11-2026 · Waybill no.: JP…' ('' when nothing is filtered).
 */
export function orderFilterSummary(filter: OrderFilter, lang: Lang): string {
  const parts: string[] = [];
  if (filter.createdAtStart || filter.createdAtEnd)
    parts.push(`${pick(CREATED, lang)}: ${dayText(filter.createdAtStart)} – ${dayText(filter.createdAtEnd)}`);
  for (const [key, value] of Object.entries(filter)) {
    const label = LABELS[key];
    if (!label || value === undefined || value === null || value === '' || value instanceof Date) continue;
    const text =
      key === 'status'
        ? [value]
            .flat()
            .map((status) => statusLabel(String(status), lang))
            .join(', ')
        : typeof value === 'boolean'
          ? YES_NO[lang][value ? 0 : 1]
          : String(value);
    parts.push(`${pick(label, lang)}: ${text}`);
  }
  return parts.join(' · ');
}

/**
 * The summary of an order filter with its region codes as the region names the screen's cascader
 * shows ('Receiver province: Jawa Barat', not '32').
 */
export async function orderFilterSummaryNamed(
  filter: OrderFilter,
  lang: Lang,
  db: Database,
): Promise<string> {
  const codes = [filter.receiverProvinceCode, filter.receiverCityCode].filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  if (codes.length === 0) return orderFilterSummary(filter, lang);
  const names = new Map(
    (
      await db
        .select({ code: regions.code, name: regions.name })
        .from(regions)
        .where(inArray(regions.code, codes))
    ).map((row) => [row.code, row.name]),
  );
  const named = (code: string | undefined) => (code ? (names.get(code) ?? code) : code);
  return orderFilterSummary(
    {
      ...filter,
      receiverProvinceCode: named(filter.receiverProvinceCode),
      receiverCityCode: named(filter.receiverCityCode),
    },
    lang,
  );
}

/** Orders created up to the export's data-as-of instant, within the filter's own range. */
function asOf(filter: OrderFilter, dataAsOf: Date): OrderFilter {
  const end = filter.createdAtEnd && filter.createdAtEnd < dataAsOf ? filter.createdAtEnd : dataAsOf;
  return { ...filter, createdAtEnd: end };
}

/**
 * A filter as the export stores it: what its schema reads again (times as ISO 8601, the exact
 * instant the call's own parse gave).
 */
export function storedFilter<F extends object>(filter: F): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The download centre type of each order export call. */
export const ORDER_EXPORT_TYPES: Record<ExportKind, string> = {
  orders: 'orders',
  waybills: 'waybills',
  addresses: 'orderAddresses',
};

/**
 * Order management's export through the download centre: the list's columns (phones masked),
 * newest first. Registered when the orders domain loads (its index).
 */
registerExportType({
  type: 'orders',
  title: {
    zh: '订单管理导出',
    en: 'Order management export',
    id: 'Ekspor kelola pesanan',
    th: 'ส่งออกการจัดการคำสั่งซื้อ',
    km: 'នាំចេញការគ្រប់គ្រងការបញ្ជាទិញ',
    ms: 'Eksport pengurusan pesanan',
    vi: 'Xuất quản lý đơn hàng',
  },
  sheetName: 'orders',
  filter: orderFilter,
  summary: orderFilterSummaryNamed,
  columns: manageColumns,
  count: (db, scope, filter, dataAsOf) => countOrders(db, scope, asOf(filter, dataAsOf)),
  rows: (db, scope, filter, dataAsOf) => orderBatches(db, scope, asOf(filter, dataAsOf), PAGE),
});

/** My waybills' export: the lighter columns, with the printed filter. */
registerExportType({
  type: ORDER_EXPORT_TYPES.waybills,
  title: {
    zh: '我的运单导出',
    en: 'My waybills export',
    id: 'Ekspor resi saya',
    th: 'ส่งออกพัสดุของฉัน',
    km: 'នាំចេញវិក្កយបត្រដឹកជញ្ជូនរបស់ខ្ញុំ',
    ms: 'Eksport waybill saya',
    vi: 'Xuất vận đơn của tôi',
  },
  sheetName: 'waybills',
  filter: waybillFilterBody,
  summary: orderFilterSummaryNamed,
  columns: waybillColumns,
  count: (db, scope, filter, dataAsOf) => countOrders(db, scope, asOf(filter, dataAsOf)),
  rows: (db, scope, filter, dataAsOf) => orderBatches(db, scope, asOf(filter, dataAsOf), PAGE),
});

/**
 * The address export's filter: the call's filter, and whether the requester may see whole phones
 * (set by the call from the session's permissions, never from the body).
 */
const addressFilter = orderFilter.extend({ revealPhones: z.boolean().default(false) });

/** The receiver address export: one row per distinct address (the total counts the orders read). */
registerExportType({
  type: ORDER_EXPORT_TYPES.addresses,
  title: {
    zh: '收件地址导出',
    en: 'Receiver address export',
    id: 'Ekspor alamat penerima',
    th: 'ส่งออกที่อยู่ผู้รับ',
    km: 'នាំចេញអាសយដ្ឋានអ្នកទទួល',
    ms: 'Eksport alamat penerima',
    vi: 'Xuất địa chỉ người nhận',
  },
  sheetName: 'addresses',
  filter: addressFilter,
  summary: ({ revealPhones: _reveal, ...filter }, lang, db) => orderFilterSummaryNamed(filter, lang, db),
  columns: (_lang, filter) => addressColumns(filter.revealPhones),
  count: (db, scope, filter, dataAsOf) => countOrders(db, scope, asOf(filter, dataAsOf)),
  rows: (db, scope, filter, dataAsOf) =>
    distinctAddresses(orderBatches(db, scope, asOf(filter, dataAsOf), PAGE)),
});
