import type { ApiData } from '../../api/types';
import { get } from '../../http/request';
import type { Page, PageQuery } from '../paging';

/** Spec §3 network option: a courier network (regional hub or outlet). */
export interface NetworkOption {
  id: number | string;
  name: string;
  code: string;
  /** 1 enabled, 2 disabled (shown but not selectable). */
  isEnable?: number;
  /** Why the network is abnormal (shown beside its label), if it is. */
  abnormalName?: string | null;
  level?: number;
  hasChildren?: boolean;
  children?: NetworkOption[];
}

/** Extra query parameters a screen adds to the network calls (spec §7 "and extras"). */
export type NetworkExtras = Record<string, string | number | boolean | undefined | null>;

// The gateway's answers (generated types); the functions below check they fit the spec's NetworkOption.
type TreeAnswer = ApiData<'/customer-api/network/tree', 'get'>;
type SearchAnswer = ApiData<'/customer-api/network/search', 'get'>;
type AllAnswer = ApiData<'/customer-api/network/all', 'get'>;

export const NETWORK_TREE_URL = '/customer-api/network/tree';
export const NETWORK_SEARCH_URL = '/customer-api/network/search';
export const NETWORK_ALL_URL = '/customer-api/network/all';
/** Spec §7: the tree's queryLevel defaults to 1, the search's to 3. */
export const NETWORK_TREE_QUERY_LEVEL = 1;
export const NETWORK_SEARCH_QUERY_LEVEL = 3;

/** Whose networks a picker lists: the user's own network (`network/search`) or every network (`network/all`). */
export type NetworkScope = 'network' | 'all';

export interface NetworkTreeQuery {
  /** The parent network whose children to load; omitted for the first level. */
  id?: number | string;
  level?: number;
  networkId?: number | string | null;
  queryLevel?: number;
  extras?: NetworkExtras;
}

export interface NetworkSearchQuery extends PageQuery {
  key: string;
  networkId?: number | string | null;
  queryLevel?: number;
  /** Network type filter; '' when the screen works without a contract. */
  typeIds?: string;
  extras?: NetworkExtras;
}

/**
 * The label of a network option: name, '|', code (spec §2).
 * @example
 * networkLabel({ id: 7, name: 'Jakarta Hub', code: 'JKT01' }); // 'Jakarta Hub|JKT01'
 */
export function networkLabel(option: Pick<NetworkOption, 'name' | 'code'>): string {
  return `${option.name}|${option.code}`;
}

/**
 * One level of the network tree: the first-level networks without `id`, else the children of `id`.
 * @example
 * const hubs = await fetchNetworkTree({});
 * const outlets = await fetchNetworkTree({ id: hubs[0].id, level: hubs[0].level });
 */
export function fetchNetworkTree({
  id,
  level,
  networkId,
  queryLevel = NETWORK_TREE_QUERY_LEVEL,
  extras,
}: NetworkTreeQuery): Promise<NetworkOption[]> {
  return get<TreeAnswer>(NETWORK_TREE_URL, withoutEmpty({ ...extras, level, id, networkId, queryLevel }));
}

/**
 * One page of networks whose name or code matches `key`: the user's network (`scope` 'network',
 * with `networkId`) or all networks (`scope` 'all').
 * @example
 * const page = await searchNetworks('network', { current: 1, size: 10, key: 'jak', networkId: 12 });
 */
export function searchNetworks(
  scope: NetworkScope,
  {
    current,
    size,
    key,
    networkId,
    queryLevel = NETWORK_SEARCH_QUERY_LEVEL,
    typeIds = '',
    extras,
  }: NetworkSearchQuery,
): Promise<Page<NetworkOption>> {
  const url = scope === 'all' ? NETWORK_ALL_URL : NETWORK_SEARCH_URL;
  const scoped = scope === 'all' ? {} : { networkId };
  return get<SearchAnswer | AllAnswer>(
    url,
    withoutEmpty({ ...extras, current, size, key, ...scoped, queryLevel, typeIds }, ['key', 'typeIds']),
  );
}

/** Drops undefined / null parameters (keeping the ones the contract always sends, even when ''). */
function withoutEmpty(params: Record<string, unknown>, keep: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([name, value]) => keep.includes(name) || (value !== undefined && value !== null),
    ),
  );
}
