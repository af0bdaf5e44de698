import { get, post, type ApiBody, type ApiData } from 'shared';
import { fetchDictionary, type DictionaryItem } from 'shared/widgets';

import type { OrderInput } from '../common/orderDraft';

export type { OrderAddressInput, OrderInput } from '../common/orderDraft';
export type OrderCreated = ApiData<'/customer-api/order/create', 'post'>;
export type FeeBreakdown = ApiData<'/customer-api/order/recFee', 'post'>;
export type ExpressType = ApiData<'/customer-api/order/expressTypes', 'post'>[number];
export type ExpressTypesQuery = ApiBody<'/customer-api/order/expressTypes'>;
export type CustomerInfo = ApiData<'/customer-api/order/customerInfo', 'post'>;
export type DefaultSender = NonNullable<CustomerInfo['defaultSender']>;
export type SellerType = ApiData<'/customer-api/order/sellerTypes', 'get'>[number];

/** Creates the order. Silent: the form shows the server's messages beside the fields. */
export function createOrder(order: OrderInput): Promise<OrderCreated> {
  return post('/customer-api/order/create', order, { silent: true });
}

/** The fees of a draft. Silent: the preview shows why it cannot price the draft yet. */
export function previewFees(draft: OrderInput): Promise<FeeBreakdown> {
  return post('/customer-api/order/recFee', draft, { silent: true });
}

export function fetchExpressTypes(query: ExpressTypesQuery): Promise<ExpressType[]> {
  return post('/customer-api/order/expressTypes', query);
}

export function fetchCustomerInfo(): Promise<CustomerInfo> {
  return post('/customer-api/order/customerInfo');
}

export function fetchSellerTypes(): Promise<SellerType[]> {
  return get('/customer-api/order/sellerTypes');
}

/** Goods types: their `code` is what an order takes (the dictionary's `value` is a number). */
export function fetchGoodsTypes(): Promise<DictionaryItem[]> {
  // through the shared dictionary loader: the goods-template picker of the same page asks for it too
  return fetchDictionary('/customer-api/dict/goodsTypes', { props: { value: 'code', label: 'label' } });
}
