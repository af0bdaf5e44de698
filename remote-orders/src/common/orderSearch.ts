import { presetRange, type DateRangeValue } from 'shared/widgets';
import type { ApiBody, ApiData } from 'shared';

/**
 * The lists that show orders (their routes' list keys): what changes an order (a cancel, a new
 * receiver) asks all of them again, shown or kept in a tab.
 */
export const ORDER_LISTS = ['orderManagement', 'myWaybill'] as const;

/** The filter of the order lists (order management, my waybills) and their status counts. */
export type OrderFilter = ApiBody<'/customer-api/order/manage/count'>;
export type StatusCounts = ApiData<'/customer-api/order/manage/count', 'post'>;

/** The search form of the order lists, as the list's query cache keeps it. */
export interface OrderSearchValues {
  /** Creation time; absent: the default range (the last 7 days); ['', '']: all dates. */
  createdAt?: DateRangeValue;
  status?: string[];
  billCode?: string;
  customerOrderNo?: string;
  receiverName?: string;
  receiverPhone?: string;
  receiverProvinceCode?: string | null;
  /** A regency or city ('32.73'): no field of the form, set by a link (a report's drill-down). */
  receiverCityCode?: string;
  /** My waybills: 'yes' printed at least once, 'no' never printed. */
  printed?: 'yes' | 'no';
}

/** The range a search shows when none was chosen. */
export const defaultRange = (): DateRangeValue => presetRange('last7Days');

/** Every field of the form, absent ones as undefined, so that setting them clears what was there. */
export function formValuesOf(search: OrderSearchValues): OrderSearchValues {
  return {
    createdAt: search.createdAt ?? defaultRange(),
    status: search.status,
    billCode: search.billCode,
    customerOrderNo: search.customerOrderNo,
    receiverName: search.receiverName,
    receiverPhone: search.receiverPhone,
    receiverProvinceCode: search.receiverProvinceCode,
    receiverCityCode: search.receiverCityCode,
    printed: search.printed,
  };
}

/** The filter of the order lists: management's, plus my waybills' printed flag. */
export type ListFilter = OrderFilter & { printed?: boolean };

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The filter the order calls take (page, count, export) from the search form; `withStatus: false`
 * leaves the statuses out (the count chips show every status of the other filters).
 * @example
 * toOrderFilter({ billCode: ' jp123 ', status: ['CREATED'] }); // { createdAtStart: '…', createdAtEnd: '…', billCode: 'jp123', status: ['CREATED'] }
 */
export function toOrderFilter(search: OrderSearchValues, { withStatus = true } = {}): ListFilter {
  const [start, end] = search.createdAt ?? defaultRange();
  const filter: ListFilter = {
    createdAtStart: start || undefined,
    createdAtEnd: end || undefined,
    billCode: trimmed(search.billCode),
    customerOrderNo: trimmed(search.customerOrderNo),
    receiverName: trimmed(search.receiverName),
    receiverPhone: trimmed(search.receiverPhone),
    receiverProvinceCode: search.receiverProvinceCode || undefined,
    receiverCityCode: search.receiverCityCode || undefined,
  };
  if (withStatus && search.status?.length)
    filter.status = search.status as NonNullable<OrderFilter['status']>;
  if (search.printed) filter.printed = search.printed === 'yes';
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as typeof filter;
}
