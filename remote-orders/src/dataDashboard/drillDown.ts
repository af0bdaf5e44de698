import { dayRange, listLink, type ReportFilter } from 'shared/widgets';

/** The list behind the dashboard's parcel figures. */
export const ORDER_MANAGEMENT_PATH = '/orderManagement';

/**
 * Statuses of a parcel on its way (the gateway's IN_TRANSIT_STATUSES): the "in transit" figure's
 * drill-down filter.
 */
export const IN_TRANSIT_STATUSES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'ARRIVED',
  'OUT_FOR_DELIVERY',
  'PROBLEM',
  'RETURNING',
];

/**
 * Order management at the orders created in the period's WIB days (and in `statuses`, now): the
 * drill-down of a parcel figure, whose total equals the figure. None when the report is narrowed by
 * a filter order management does not have (product, sender address, province name): its total
 * would not be the figure's.
 * @example
 * ordersLink({ from: '2026-11-04', to: '2026-11-10' }, { period: 'LAST_7_DAYS' }, ['RETURNED']);
 * // '/orderManagement?filters={"createdAt":["2026-11-04 00:00:00","2026-11-10 23:59:59"],"status":["RETURNED"]}' (encoded)
 */
export function ordersLink(
  days: { from: string; to: string },
  filter: ReportFilter,
  statuses?: readonly string[],
): string | undefined {
  if (filter.productType || filter.senderAddressId || filter.receiverProvince) return undefined;
  return listLink(ORDER_MANAGEMENT_PATH, {
    createdAt: dayRange(days.from, days.to),
    ...(statuses ? { status: [...statuses] } : {}),
  });
}
