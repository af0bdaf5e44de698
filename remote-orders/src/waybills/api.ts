import { post, type ApiBody, type ApiData } from 'shared';
import { downloadExport } from '../common/download';

export type WaybillPage = ApiData<'/customer-api/waybill/page', 'post'>;
export type Waybill = WaybillPage['records'][number];
export type WaybillQuery = ApiBody<'/customer-api/waybill/page'>;
export type WaybillFilter = ApiBody<'/customer-api/waybill/count'>;
export type WaybillCounts = ApiData<'/customer-api/waybill/count', 'post'>;

export function fetchWaybills(query: WaybillQuery): Promise<WaybillPage> {
  return post<WaybillPage>('/customer-api/waybill/page', query);
}

export function fetchWaybillCounts(filter: WaybillFilter): Promise<WaybillCounts> {
  return post<WaybillCounts>('/customer-api/waybill/count', filter);
}

export function exportWaybills(filter: WaybillFilter): Promise<void> {
  return downloadExport('/customer-api/waybill/export', filter, 'waybills.xlsx');
}
