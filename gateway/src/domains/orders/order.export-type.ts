import type { Lang } from '../../i18n/language';
import { orderFilter, type OrderFilter } from './order.filters';
import { manageColumns } from './order.exports';
import { countOrders, orderBatches } from './order.repo';
import { statusLabel } from '../../lib/parcel/status';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';

const PAGE = 2_000;

const LABELS: Record<string, Record<Lang, string>> = {
  createdAtStart: { zh: '下单时间从', en: 'Created from', id: 'Dibuat dari' },
  createdAtEnd: { zh: '下单时间至', en: 'Created to', id: 'Dibuat sampai' },
  status: { zh: '状态', en: 'Status', id: 'Status' },
  billCode: { zh: '运单号', en: 'Waybill no.', id: 'No. resi' },
  customerOrderNo: { zh: '客户订单号', en: 'Customer order no.', id: 'No. pesanan' },
  receiverName: { zh: '收件人', en: 'Receiver', id: 'Penerima' },
  receiverPhone: { zh: '收件人电话', en: 'Receiver phone', id: 'Telepon penerima' },
  receiverProvinceCode: { zh: '收件省份', en: 'Receiver province', id: 'Provinsi penerima' },
  receiverCityCode: { zh: '收件城市', en: 'Receiver city', id: 'Kota penerima' },
};

/** The order filter in words: 'Status: Delivered, Picked up; Created from: 2026-11-01 00:00:00'. */
export function orderFilterSummary(filter: OrderFilter, lang: Lang): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const label = LABELS[key];
    if (!label || value === undefined || value === null || value === '') continue;
    const text =
      key === 'status'
        ? [value]
            .flat()
            .map((status) => statusLabel(String(status), lang))
            .join(', ')
        : value instanceof Date
          ? formatJakartaTime(value)
          : String(value);
    parts.push(`${label[lang]}: ${text}`);
  }
  return parts.join('; ');
}

/** Orders created up to the export's data-as-of instant, within the filter's own range. */
function asOf(filter: OrderFilter, dataAsOf: Date): OrderFilter {
  const end = filter.createdAtEnd && filter.createdAtEnd < dataAsOf ? filter.createdAtEnd : dataAsOf;
  return { ...filter, createdAtEnd: end };
}

/**
 * Order management's export through the download centre: the list's columns (phones masked),
 * newest first. Registered when the orders domain loads (its index).
 */
registerExportType({
  type: 'orders',
  title: { zh: '订单管理导出', en: 'Order management export', id: 'Ekspor kelola pesanan' },
  sheetName: 'orders',
  filter: orderFilter,
  summary: orderFilterSummary,
  columns: manageColumns,
  count: (db, scope, filter, dataAsOf) => countOrders(db, scope.customerId, asOf(filter, dataAsOf)),
  rows: (db, scope, filter, dataAsOf) => orderBatches(db, scope.customerId, asOf(filter, dataAsOf), PAGE),
});
