import { dayRange, listLink, type ReportFilter } from 'shared/widgets';

/** The list behind the dashboard's parcel figures. */
export const ORDER_MANAGEMENT_PATH = '/orderManagement';

/** The "in transit" figure's drill-down filter: the gateway's own list (shared's generated rules). */
export { IN_TRANSIT_STATUSES } from 'shared';

/** What a figure narrows its period's orders to: statuses now, a destination province or city (codes). */
export interface DrillDown {
  statuses?: readonly string[];
  provinceCode?: string;
  cityCode?: string;
}

/**
 * Order management at the orders created in the period's WIB days, narrowed like the figure
 * (statuses, destination): the drill-down of a parcel figure, whose total equals the figure. The
 * report's province filter goes as its code (`filterProvinceCode`). None when the report is
 * narrowed by a filter order management does not have (product, sender address) or whose code is
 * not known: its total would not be the figure's.
 * @example
 * ordersLink({ from: '2026-11-04', to: '2026-11-10' }, { period: 'LAST_7_DAYS' }, { statuses: ['RETURNED'] });
 * // '/orderManagement?filters={"createdAt":["2026-11-04 00:00:00","2026-11-10 23:59:59"],"status":["RETURNED"]}' (encoded)
 */
export function ordersLink(
  days: { from: string; to: string },
  filter: ReportFilter,
  drill: DrillDown = {},
  filterProvinceCode?: string,
): string | undefined {
  if (filter.productType || filter.senderAddressId) return undefined;
  const provinceCode = drill.provinceCode ?? (filter.receiverProvince ? filterProvinceCode : undefined);
  if (filter.receiverProvince && !provinceCode) return undefined;
  return listLink(ORDER_MANAGEMENT_PATH, {
    createdAt: dayRange(days.from, days.to),
    ...(drill.statuses ? { status: [...drill.statuses] } : {}),
    ...(provinceCode && !drill.cityCode ? { receiverProvinceCode: provinceCode } : {}),
    ...(drill.cityCode ? { receiverCityCode: drill.cityCode } : {}),
  });
}

/** Official area names as the report answers them and the region list names them, compared whole. */
export const areaKey = (name: string) => name.trim().toUpperCase();
