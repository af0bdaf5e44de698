import { post, type ApiBody, type ApiData } from 'shared';
import { downloadExport } from '../common/download';
import type { OrderAddressInput } from '../entry/api';

export type ManagePage = ApiData<'/customer-api/order/manage/page', 'post'>;
export type ManagedOrder = ManagePage['records'][number];
export type ManageQuery = ApiBody<'/customer-api/order/manage/page'>;
export type OrderFilter = ApiBody<'/customer-api/order/manage/count'>;
export type StatusCounts = ApiData<'/customer-api/order/manage/count', 'post'>;
export type CancelAnswer = ApiData<'/customer-api/order/cancel', 'post'>;
export type PreCheck = ApiData<'/customer-api/order/updateAddress/preCheck', 'post'>;
type UpdateAnswer = ApiData<'/customer-api/order/updateAddress', 'post'>;
/** What the fee preview of an order draft (POST /order/recFee) takes and answers. */
export type FeeDraft = ApiBody<'/customer-api/order/recFee'>;
type FeeAnswer = ApiData<'/customer-api/order/recFee', 'post'>;
export type FeeBreakdown = Extract<FeeAnswer, { totalFee: number }>;
export type AddressUpdated = Extract<UpdateAnswer, { order: unknown }>;

export function fetchOrders(query: ManageQuery): Promise<ManagePage> {
  return post<ManagePage>('/customer-api/order/manage/page', query);
}

export function fetchOrderCounts(filter: OrderFilter): Promise<StatusCounts> {
  return post<StatusCounts>('/customer-api/order/manage/count', filter);
}

export function exportOrders(filter: OrderFilter): Promise<void> {
  return downloadExport('/customer-api/order/manage/export', filter, 'orders.xlsx');
}

export function exportAddresses(filter: OrderFilter): Promise<void> {
  return downloadExport('/customer-api/order/addressExport', filter, 'addresses.xlsx');
}

export function cancelOrders(ids: number[]): Promise<CancelAnswer> {
  const body: ApiBody<'/customer-api/order/cancel'> = { ids };
  return post<CancelAnswer>('/customer-api/order/cancel', body);
}

/** Whether the receiver may still change. Silent: the page shows the refusal itself. */
export function preCheckAddress(id: number): Promise<PreCheck> {
  const body: ApiBody<'/customer-api/order/updateAddress/preCheck'> = { id };
  return post<PreCheck>('/customer-api/order/updateAddress/preCheck', body, { silent: true });
}

/** Changes the receiver. Silent: the dialog puts the server's messages on its fields. */
export function updateAddress(id: number, receiver: OrderAddressInput): Promise<AddressUpdated> {
  const body: ApiBody<'/customer-api/order/updateAddress'> = { id, receiver };
  return post<AddressUpdated>('/customer-api/order/updateAddress', body, { silent: true });
}

/** The fees of a draft (order entry's preview call). Silent: the address dialog shows why not. */
export function previewFees(draft: FeeDraft): Promise<FeeBreakdown> {
  return post<FeeBreakdown>('/customer-api/order/recFee', draft, { silent: true });
}
