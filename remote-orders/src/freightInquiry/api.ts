import { get, post, type ApiBody, type ApiData, type ApiQuery } from 'shared';

export type FreightQuery = ApiBody<'/customer-api/freight'>;
export type FreightQuote = ApiData<'/customer-api/freight', 'post'>;
export type ProductQuote = FreightQuote['quotes'][number];
export type AddressHit = ApiData<'/customer-api/address/search', 'get'>[number];

/** Quotes of every product between two districts. Silent: the page shows the server's messages. */
export function fetchFreight(query: FreightQuery): Promise<FreightQuote> {
  return post('/customer-api/freight', query, { silent: true });
}

/** Districts whose name or code holds the key (sent upper-cased). */
export function searchDistricts(searchKey: string): Promise<AddressHit[]> {
  const query: ApiQuery<'/customer-api/address/search'> = { searchKey: searchKey.toUpperCase(), type: 1 };
  return get('/customer-api/address/search', query);
}
