import {
  exportToFile,
  get,
  getFile,
  post,
  saveBlob,
  type ApiBody,
  type ApiData,
  type ExportOutcome,
} from 'shared';
import type { PageQuery } from 'shared/widgets';

export type AddressKind = 'SENDER' | 'RECEIVER';
export type AddressPage = ApiData<'/customer-api/addressBook/page', 'post'>;
export type AddressEntry = AddressPage['records'][number];
export type AddressInput = Omit<ApiBody<'/customer-api/addressBook/save', 'post'>, 'kind'>;
export type ImportResult = ApiData<'/customer-api/addressBook/import', 'post'>;

export interface AddressSearch {
  keyword?: string;
}

/** The upload cap of an address file (5 MB), shown beside the upload. */
export const MAX_ADDRESS_FILE_BYTES = 5 * 1024 * 1024;

export function fetchAddresses(
  kind: AddressKind,
  query: PageQuery,
  search: AddressSearch,
): Promise<AddressPage> {
  return post('/customer-api/addressBook/page', { kind, ...query, keyword: search.keyword });
}

export function saveAddress(kind: AddressKind, address: AddressInput) {
  return post('/customer-api/addressBook/save', { kind, ...address });
}

export function updateAddress(id: number, address: AddressInput) {
  return post('/customer-api/addressBook/update', { id, ...address });
}

export function setDefaultAddress(id: number) {
  return post('/customer-api/addressBook/setDefault', { id });
}

export function deleteAddress(id: number) {
  return post('/customer-api/addressBook/delete', { id });
}

export function deleteAllAddresses(kind: AddressKind) {
  return post('/customer-api/addressBook/deleteAll', { kind });
}

/** The whole phone behind a masked one (permission-checked by the gateway). */
export async function revealPhone(id: number): Promise<string> {
  return (await get('/customer-api/addressBook/showNum', { id })).phone;
}

export async function downloadTemplate(kind: AddressKind): Promise<void> {
  const { blob, fileName } = await getFile('/customer-api/addressBook/template', { kind });
  saveBlob(blob, fileName ?? 'address-template.xlsx');
}

/** Sends an address file (multipart `file`); the answer names every refused row. Silent: the dialog shows refusals. */
export function importAddresses(kind: AddressKind, file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post('/customer-api/addressBook/import', form, {
    query: { kind },
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

export function exportAddresses(kind: AddressKind, search: AddressSearch): Promise<ExportOutcome> {
  return exportToFile(
    '/customer-api/addressBook/export',
    { kind, keyword: search.keyword },
    'addresses.xlsx',
  );
}
