import { post, postFile, type ApiBody, type ApiData } from 'shared';
import { saveFile } from '../common/download';

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

export function exportWaybills(filter: WaybillFilter): Promise<void> {
  return saveFile(postFile('/customer-api/waybill/export', filter), 'waybills.xlsx');
}
