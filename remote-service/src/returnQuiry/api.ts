import { exportToFile, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type ReturnPage = ApiData<'/customer-api/parcelReturn/page', 'post'>;
export type ParcelReturn = ReturnPage['records'][number];
export type ReturnSearch = Omit<ApiBody<'/customer-api/parcelReturn/page'>, 'current' | 'size'>;
export type RejectBody = ApiBody<'/customer-api/parcelReturn/reject'>;

export const CONFIRMATIONS = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;

export function fetchReturns(query: PageQuery & ReturnSearch): Promise<ReturnPage> {
  return post('/customer-api/parcelReturn/page', query);
}

export function confirmReturn(id: number) {
  return post('/customer-api/parcelReturn/confirm', { id }, { silent: true });
}

/** Rejects a return with a reason and photos; silent: the dialog shows a refusal itself. */
export function rejectReturn(body: RejectBody) {
  return post('/customer-api/parcelReturn/reject', body, { silent: true });
}

export function exportReturns(search: ReturnSearch) {
  return exportToFile('/customer-api/parcelReturn/export', search, 'returns.xlsx');
}
