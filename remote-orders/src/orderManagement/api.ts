import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';
import type { OrderAddressInput } from '../common/orderDraft';
import type { OrderFilter, StatusCounts } from '../common/orderSearch';

export type { OrderFilter, StatusCounts } from '../common/orderSearch';

export type ManagePage = ApiData<'/customer-api/order/manage/page', 'post'>;
export type ManagedOrder = ManagePage['records'][number];
export type ManageQuery = ApiBody<'/customer-api/order/manage/page'>;
export type CancelAnswer = ApiData<'/customer-api/order/cancel', 'post'>;
export type PreCheck = ApiData<'/customer-api/order/updateAddress/preCheck', 'post'>;
/** What the fee preview of an order draft (POST /order/recFee) takes and answers. */
export type FeeDraft = ApiBody<'/customer-api/order/recFee'>;
export type FeeBreakdown = ApiData<'/customer-api/order/recFee', 'post'>;
export type AddressUpdated = ApiData<'/customer-api/order/updateAddress', 'post'>;

export function fetchOrders(query: ManageQuery): Promise<ManagePage> {
  return post('/customer-api/order/manage/page', query);
}

export function fetchOrderCounts(filter: OrderFilter): Promise<StatusCounts> {
  return post('/customer-api/order/manage/count', filter);
}

/** The filtered orders: saved at once when small, otherwise prepared in the download centre. */
export function exportOrders(filter: OrderFilter): Promise<ExportOutcome> {
  return exportToFile('/customer-api/order/manage/export', filter, 'orders.xlsx');
}

/** The receiver addresses of the filtered orders, saved or prepared in the download centre. */
export function exportAddresses(filter: OrderFilter): Promise<ExportOutcome> {
  return exportToFile('/customer-api/order/addressExport', filter, 'addresses.xlsx');
}

export function cancelOrders(ids: number[]): Promise<CancelAnswer> {
  return post('/customer-api/order/cancel', { ids });
}

/** Whether the receiver may still change. Silent: the page shows the refusal itself. */
export function preCheckAddress(id: number): Promise<PreCheck> {
  return post('/customer-api/order/updateAddress/preCheck', { id }, { silent: true });
}

/** Changes the receiver. Silent: the dialog puts the server's messages on its fields. */
export function updateAddress(id: number, receiver: OrderAddressInput): Promise<AddressUpdated> {
  return post('/customer-api/order/updateAddress', { id, receiver }, { silent: true });
}

/** The fees of a draft (order entry's preview call). Silent: the address dialog shows why not. */
export function previewFees(draft: FeeDraft): Promise<FeeBreakdown> {
  return post('/customer-api/order/recFee', draft, { silent: true });
}
