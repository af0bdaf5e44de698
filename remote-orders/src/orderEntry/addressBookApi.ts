import { post, type ApiBody, type ApiData } from 'shared';
import type { Page } from 'shared/widgets';

export type AddressKind = ApiBody<'/customer-api/addressBook/page'>['kind'];
type PageAnswer = ApiData<'/customer-api/addressBook/page', 'post'>;
export type AddressBookEntry = PageAnswer['records'][number];
export type AddressBookSave = ApiBody<'/customer-api/addressBook/save'>;
export type AddressBookSaved = ApiData<'/customer-api/addressBook/save', 'post'>;

/** A page of one book, the default first; `keyword` matches name, phone or street. Silent: the picker says it failed. */
export function pageAddressBook(
  kind: AddressKind,
  keyword: string,
  query: { current: number; size: number },
): Promise<Page<AddressBookEntry>> {
  return post(
    '/customer-api/addressBook/page',
    { kind, keyword: keyword || null, ...query },
    { silent: true },
  );
}

/** The default entry of a book, or null. Silent: the form falls back to the account's pickup address. */
export function fetchDefaultAddress(kind: AddressKind): Promise<AddressBookEntry | null> {
  return post('/customer-api/addressBook/default', { kind }, { silent: true });
}

/** Adds an address to a book (an address already there is answered, not copied). Silent: the caller warns. */
export function saveToAddressBook(entry: AddressBookSave): Promise<AddressBookSaved> {
  return post('/customer-api/addressBook/save', entry, { silent: true });
}
