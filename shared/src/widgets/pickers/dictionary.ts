import { get, post, type RequestConfig } from '../../http/request';

/** Spec §3 dictionary item: what select-like widgets choose from. */
export interface DictionaryItem {
  value: string | number;
  label: string;
  name?: string;
  code?: string;
  id?: string | number;
  disabled?: boolean;
  children?: DictionaryItem[];
}

export type DictionaryValue = DictionaryItem['value'];

/** Which fields of a server row hold an option's label and value (default `label` / `value`). */
export interface DictionaryProps {
  label?: string;
  value?: string;
}

export interface DictionaryRequest {
  /** GET (default) sends `query` as parameters; POST sends it as the body. */
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  props?: DictionaryProps;
}

/** The placeholder a dicUrl carries for the parent's value or the search key. */
export const KEY_PLACEHOLDER = '{{key}}';

/**
 * Puts a key (a parent value or a search text) into a dicUrl, URL-encoded.
 * @example
 * substituteKey('/customer-api/region/list?parentCode={{key}}', '31'); // '/customer-api/region/list?parentCode=31'
 */
export function substituteKey(url: string, key: string | number | null | undefined): string {
  return url.split(KEY_PLACEHOLDER).join(encodeURIComponent(key ?? ''));
}

/**
 * Loads dictionary options (spec §7 "GET {dicUrl} with the key substituted"): a list, or the
 * records of a page, mapped through `props`; rows with isEnable 2 come back disabled.
 * @example
 * const regencies = await fetchDictionary(substituteKey('/customer-api/region/list?parentCode={{key}}', '31'));
 * const networks = await fetchDictionary('/customer-api/network/search', { query: { key: 'jak' }, props: { label: 'name', value: 'id' } });
 */
export async function fetchDictionary(
  url: string,
  { method = 'GET', query, props }: DictionaryRequest = {},
): Promise<DictionaryItem[]> {
  const data = method === 'POST' ? await post<unknown>(url, query) : await getDictionaryRows(url, query);
  return rowsOf(data).map((row) => toItem(row, props));
}

/** How long a dictionary's answer serves the other pickers of a page that ask for the same list. */
export const DICTIONARY_REUSE_MS = 5000;
const recentGets = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * One GET for the same dictionary asked by several pickers of a page as it loads (a region
 * cascade in two forms, the goods types in the form and its template picker): the first answer
 * (or the call still under way) serves the others for DICTIONARY_REUSE_MS; a failure is not kept.
 */
export function getDictionaryRows(
  url: string,
  query?: Record<string, unknown>,
  config?: RequestConfig,
): Promise<unknown> {
  const key = `${url}?${JSON.stringify(query ?? {})}`;
  const now = Date.now();
  const recent = recentGets.get(key);
  if (recent && now - recent.at < DICTIONARY_REUSE_MS) return recent.answer;
  const answer = get<unknown>(url, query, config);
  recentGets.set(key, { answer, at: now });
  answer.catch(() => recentGets.delete(key));
  return answer;
}

/** For tests: forget the answers kept for reuse. */
export function forgetDictionaries(): void {
  recentGets.clear();
}

function rowsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  if (data && typeof data === 'object' && 'records' in data && Array.isArray(data.records))
    return data.records as Record<string, unknown>[];
  return [];
}

function toItem(
  row: Record<string, unknown>,
  { label = 'label', value = 'value' }: DictionaryProps = {},
): DictionaryItem {
  return {
    ...row,
    value: row[value] as DictionaryValue,
    label: String(row[label] ?? row[value] ?? ''),
    disabled: row.disabled === true || Number(row.isEnable) === 2,
  };
}
