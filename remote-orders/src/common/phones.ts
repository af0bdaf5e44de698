import { get, type ApiData } from 'shared';

/** The whole phones behind an order's masked ones. */
export type RevealedPhones = ApiData<'/customer-api/order/phone', 'get'>;

/**
 * The unmasked phones of one of the caller's waybills (GET /order/phone: orderManagement_DETAIL or
 * myWaybill_DETAIL). The http client shows a refusal itself.
 */
export function revealPhones(billCode: string): Promise<RevealedPhones> {
  return get('/customer-api/order/phone', { billCode });
}
