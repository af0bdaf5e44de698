import { exportToFile, get, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type CommissionPage = ApiData<'/customer-api/codCommission/page', 'post'>;
export type CommissionLine = CommissionPage['records'][number];
export type CommissionDetail = ApiData<'/customer-api/codCommission/detail', 'get'>;
export type CommissionFilter = Omit<ApiBody<'/customer-api/codCommission/page'>, 'current' | 'size'>;
export const COMMISSION_STATUSES: CommissionLine['status'][] = ['UNBILLED', 'BILLED', 'DEDUCTED', 'REVERSED'];

export function fetchCommission(query: PageQuery & CommissionFilter): Promise<CommissionPage> {
  return post('/customer-api/codCommission/page', query);
}

export function fetchCommissionDetail(id: number): Promise<CommissionDetail> {
  return get('/customer-api/codCommission/detail', { id });
}

export function exportCommission(filter: CommissionFilter) {
  return exportToFile('/customer-api/codCommission/export', filter, 'cod-commission.xlsx');
}
