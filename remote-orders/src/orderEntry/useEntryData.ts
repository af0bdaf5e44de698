import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue, type DictionaryItem } from 'shared/widgets';
import {
  fetchCustomerInfo,
  fetchExpressTypes,
  fetchGoodsTypes,
  fetchSellerTypes,
  type CustomerInfo,
  type ExpressType,
  type SellerType,
} from './api';
import { fetchDefaultAddress, type AddressBookEntry } from './addressBookApi';

export interface EntryData {
  customer?: CustomerInfo;
  sellerTypes: SellerType[];
  goodsTypes: DictionaryItem[];
  /** The sender book's default address: undefined while it loads, null when there is none. */
  bookSender?: AddressBookEntry | null;
}

/**
 * What the form offers, loaded once: the account (pickup address, payment, COD), the sender book's
 * default address, seller and goods types.
 */
export function useEntryData(): EntryData {
  const [data, setData] = useState<EntryData>({ sellerTypes: [], goodsTypes: [] });
  useEffect(() => {
    let live = true;
    // each call shows its own failure (shared's http client); the others still fill the form
    fetchCustomerInfo().then(
      (customer) => live && setData((d) => ({ ...d, customer })),
      () => undefined,
    );
    // silent: without a default in the book (or the book) the account's pickup address is used
    fetchDefaultAddress('SENDER').then(
      (bookSender) => live && setData((d) => ({ ...d, bookSender })),
      () => live && setData((d) => ({ ...d, bookSender: null })),
    );
    fetchSellerTypes().then(
      (sellerTypes) => live && setData((d) => ({ ...d, sellerTypes })),
      () => undefined,
    );
    fetchGoodsTypes().then(
      (goodsTypes) => live && setData((d) => ({ ...d, goodsTypes })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return data;
}

/** The product types for the route and weight (availability, service days, weight limit). */
export function useExpressTypes(
  senderDistrictCode?: string | null,
  receiverDistrictCode?: string | null,
  weightKg?: number | null,
): ExpressType[] {
  const query = useDebouncedValue(
    JSON.stringify({
      senderDistrictCode: senderDistrictCode || undefined,
      receiverDistrictCode: receiverDistrictCode || undefined,
      weightKg: typeof weightKg === 'number' && weightKg > 0 ? weightKg : undefined,
    }),
    500,
  );
  const [types, setTypes] = useState<ExpressType[]>([]);
  useEffect(() => {
    let live = true;
    fetchExpressTypes(JSON.parse(query)).then(
      (list) => live && setTypes(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [query]);
  return useMemo(() => types, [types]);
}
