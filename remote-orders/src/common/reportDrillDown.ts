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

/** How a report groups its days (the gateway's REPORT_GROUPINGS). */
export type ReportGrouping = 'DAY' | 'WEEK' | 'MONTH';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The WIB days of a report's bucket (a day, the Monday of an ISO week, or `yyyy-MM`) inside the
 * report's range: a week or a month at the range's edges counts only the range's days, as the
 * gateway does, so a bucket's drill-down total equals its figure.
 * @example
 * bucketDays('2026-11-02', 'WEEK', { from: '2026-11-04', to: '2026-11-30' }); // { from: '2026-11-04', to: '2026-11-08' }
 */
export function bucketDays(
  bucket: string,
  grouping: ReportGrouping,
  range: { from: string; to: string },
): { from: string; to: string } {
  let first = bucket;
  let last = bucket;
  if (grouping === 'WEEK') last = dayText(dayNumber(bucket) + 6);
  if (grouping === 'MONTH') {
    const [year, month] = bucket.split('-').map(Number);
    first = `${bucket}-01`;
    last = dayText(Date.UTC(year, month, 0) / DAY_MS);
  }
  return { from: first < range.from ? range.from : first, to: last > range.to ? range.to : last };
}
