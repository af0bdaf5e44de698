import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';

export type WaybillPage = ApiData<'/customer-api/waybill/page', 'post'>;
export type Waybill = WaybillPage['records'][number];
export type WaybillQuery = ApiBody<'/customer-api/waybill/page'>;
export type WaybillFilter = ApiBody<'/customer-api/waybill/count'>;
export type WaybillCounts = ApiData<'/customer-api/waybill/count', 'post'>;

export function fetchWaybills(query: WaybillQuery): Promise<WaybillPage> {
  return post('/customer-api/waybill/page', query);
}

export function fetchWaybillCounts(filter: WaybillFilter): Promise<WaybillCounts> {
  return post('/customer-api/waybill/count', filter);
}

/** The filtered waybills: saved at once when small, otherwise prepared in the download centre. */
export function exportWaybills(filter: WaybillFilter): Promise<ExportOutcome> {
  return exportToFile('/customer-api/waybill/export', filter, 'waybills.xlsx');
}
