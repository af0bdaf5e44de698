import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';

/** The filter of the grouped dispatch reports (period, dimensions, day / week / month). */
export type DispatchFilter = ApiBody<'/report-api/dispatch/sign'>;
export type DispatchTable = NonNullable<ApiBody<'/report-api/dispatch/export'>['table']>;
export type SignerReport = ApiData<'/report-api/dispatch/signer', 'post'>;
export type SignCityReport = ApiData<'/report-api/dispatch/signCityTop', 'post'>;
export type DispatchStatusReport = ApiData<'/report-api/dispatch/status', 'post'>;
export type SignReport = ApiData<'/report-api/dispatch/sign', 'post'>;
export type GrowthReport = ApiData<'/report-api/dispatch/growth', 'post'>;

const ungrouped = ({ groupBy: _groupBy, ...filter }: DispatchFilter) => filter;

export const fetchSigners = (filter: DispatchFilter) =>
  post('/report-api/dispatch/signer', ungrouped(filter));
export const fetchSignCities = (filter: DispatchFilter) =>
  post('/report-api/dispatch/signCityTop', ungrouped(filter));
export const fetchStatus = (filter: DispatchFilter) => post('/report-api/dispatch/status', filter);
export const fetchSign = (filter: DispatchFilter) => post('/report-api/dispatch/sign', filter);
export const fetchGrowth = (filter: DispatchFilter) => post('/report-api/dispatch/growth', filter);

/** One dispatch table through the download centre (saved at once when small). */
export function exportDispatch(filter: DispatchFilter, table: DispatchTable): Promise<ExportOutcome> {
  return exportToFile('/report-api/dispatch/export', { ...filter, table }, `dispatch-${table}.xlsx`);
}
