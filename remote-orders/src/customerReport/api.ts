import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';

/** The filter of the grouped customer reports (period, dimensions, day / week / month). */
export type CustomerReportFilter = ApiBody<'/report-api/report/bill'>;
export type Grouping = NonNullable<CustomerReportFilter['groupBy']>;
export type Dimension = ApiBody<'/report-api/report/distribution'>['dimension'];
export type CustomerReportTable = NonNullable<ApiBody<'/report-api/report/export'>['table']>;
export type BillReport = ApiData<'/report-api/report/bill', 'post'>;
export type CodReport = ApiData<'/report-api/report/cod', 'post'>;
export type CostReport = ApiData<'/report-api/report/cost', 'post'>;
export type DistributionReport = ApiData<'/report-api/report/distribution', 'post'>;
export type ReceiverRanking = ApiData<'/report-api/report/ranking', 'post'>;
export type SenderRanking = ApiData<'/report-api/report/rankingSender', 'post'>;
export type StatusReport = ApiData<'/report-api/report/status', 'post'>;
export type WaybillReport = ApiData<'/report-api/report/waybill', 'post'>;

/** A page of a ranking. */
export interface RankingPage {
  pageNum: number;
  pageSize: number;
}

const ungrouped = ({ groupBy: _groupBy, ...filter }: CustomerReportFilter) => filter;

export const fetchBill = (filter: CustomerReportFilter) => post('/report-api/report/bill', filter);
export const fetchCod = (filter: CustomerReportFilter) => post('/report-api/report/cod', filter);
export const fetchCost = (filter: CustomerReportFilter) => post('/report-api/report/cost', filter);
export const fetchStatus = (filter: CustomerReportFilter) => post('/report-api/report/status', filter);
export const fetchWaybill = (filter: CustomerReportFilter) => post('/report-api/report/waybill', filter);
export const fetchDistribution = (filter: CustomerReportFilter, dimension: Dimension) =>
  post('/report-api/report/distribution', { ...ungrouped(filter), dimension });
export const fetchReceiverRanking = (filter: CustomerReportFilter, page: RankingPage) =>
  post('/report-api/report/ranking', { ...ungrouped(filter), ...page });
export const fetchSenderRanking = (filter: CustomerReportFilter, page: RankingPage) =>
  post('/report-api/report/rankingSender', { ...ungrouped(filter), ...page });

/** One customer report table through the download centre (saved at once when small). */
export function exportReport(
  filter: CustomerReportFilter,
  table: CustomerReportTable,
  dimension?: Dimension,
): Promise<ExportOutcome> {
  return exportToFile(
    '/report-api/report/export',
    { ...filter, table, ...(dimension ? { dimension } : {}) },
    `customer-report-${table}.xlsx`,
  );
}
