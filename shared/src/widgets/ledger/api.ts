import type { ApiData } from '../../api/types';
import { get } from '../../http/gateway';

/** One waybill's money as the gateway's ledger gives it (GET /waybillLedger/get). */
export type WaybillLedgerData = ApiData<'/customer-api/waybillLedger/get', 'get'>;
export type WaybillLedgerEntry = WaybillLedgerData['entries'][number];

/** The ledger of a waybill; silent: the view says a refusal itself. */
export function fetchWaybillLedger(billCode: string): Promise<WaybillLedgerData> {
  return get('/customer-api/waybillLedger/get', { billCode }, { silent: true });
}
