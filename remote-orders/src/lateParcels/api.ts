import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';
import type { Page, PageQuery } from 'shared/widgets';

export type LateFilter = ApiBody<'/report-api/report/late/export'>;
export type LatePage = ApiData<'/report-api/report/late/page', 'post'>;
export type LateParcel = LatePage['rows'][number];
export type LateKind = LateParcel['kind'];
export type Forecast = ApiData<'/report-api/report/late/forecast', 'post'>;
export type MarketplaceForecast = Forecast['marketplaces'][number];

export const LATE_KINDS: LateKind[] = ['SIGNED_LATE', 'UNDELIVERED'];

/** A page of the late parcels in the list recipe's shape, with the summary of all of them. */
export async function fetchLateParcels(
  query: PageQuery,
  filter: LateFilter,
): Promise<Page<LateParcel> & { summary: LatePage['summary']; range: LatePage['range'] }> {
  const page = await post('/report-api/report/late/page', {
    ...filter,
    pageNum: query.current,
    pageSize: query.size,
  });
  return {
    current: page.pageNum,
    size: page.pageSize,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / page.pageSize)),
    records: page.rows,
    summary: page.summary,
    range: page.range,
  };
}

/** The late parcels through the download centre (saved at once when small). */
export function exportLateParcels(filter: LateFilter): Promise<ExportOutcome> {
  return exportToFile('/report-api/report/late/export', filter, 'late-parcels.xlsx');
}

export const fetchForecast = (): Promise<Forecast> => post('/report-api/report/late/forecast');

/** The claim form of the service remote, opened for a waybill with its claim type (the form reads them). */
export const claimLink = (row: Pick<LateParcel, 'billCode' | 'claimType'>) =>
  `/workOrder?open=claim&billCode=${encodeURIComponent(row.billCode)}&claimType=${row.claimType}`;
