import { exportToFile, get, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type CodBillPage = ApiData<'/customer-api/codBill/page', 'post'>;
export type CodLine = CodBillPage['records'][number];
export type CodLineStatus = CodLine['status'];
export type CodBillFilter = Omit<ApiBody<'/customer-api/codBill/page'>, 'current' | 'size'>;

export const COD_LINE_STATUSES: CodLineStatus[] = [
  'AWAITING_COLLECTION',
  'COLLECTED',
  'IN_BATCH',
  'REMITTED',
  'DISPUTED',
  'FAILED_TO_COLLECT',
  'RETURNED',
];

export function fetchCodBill(query: PageQuery & CodBillFilter): Promise<CodBillPage> {
  return post('/customer-api/codBill/page', query);
}

export function exportCodBill(filter: CodBillFilter) {
  return exportToFile('/customer-api/codBill/export', filter, 'cod-bill.xlsx');
}

export type PayoutCalendar = ApiData<'/customer-api/codPayout/calendar', 'get'>;
export type PayoutDay = PayoutCalendar['days'][number];

/** The coming payouts by WIB day, `days` days from today (the gateway's default window start). */
export function fetchPayoutCalendar(days: number): Promise<PayoutCalendar> {
  return get('/customer-api/codPayout/calendar', { days });
}
