import { useCallback, useEffect, useState, type Key } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { markFirstContent } from '../../routing/firstContent';
import type { Page, PageQuery, PagedListState } from '../paging';
import { invalidateLists, queryClient } from '../query/queryClient';
import { useLinkedListQuery, useListLocation } from './listLocation';
import { useListQuery } from './useListQuery';
import type { ListQuery, ListRow } from './types';

/** Where a list screen's rows and counts come from. Memoise both functions (or define them outside). */
export interface ListScreenSource<Row, Search extends object, Counts> {
  /** Key of the cached query (search, page, size) in the session store: usually the route name. */
  cacheKey: string;
  /** The search before the user chose one. */
  initialSearch?: Search;
  loadPage(query: PageQuery, search: Search): Promise<Page<Row>>;
  /** The status counts for a search; it is called without `statusField` (counts show every status). */
  loadCounts?(search: Search): Promise<Counts>;
  /** The search field the status counts pick (so the counts do not reload when it changes). */
  statusField?: Extract<keyof Search, string>;
}

/** A list screen's state: the paged list, its search, its counts and its selected rows. */
export interface ListScreenState<Row, Search extends object, Counts = unknown> {
  list: PagedListState<Row>;
  search: Search;
  /** Searches from page 1. */
  applySearch(search: Search): void;
  counts?: Counts;
  selected: { keys: Key[]; rows: ListRow<Row>[] };
  setSelected(selected: { keys: Key[]; rows: ListRow<Row>[] }): void;
  /** After a change (a cancel, a save): the page and the counts again, the selection cleared. */
  refresh(): void;
}

/**
 * The state of a list screen (see `ListScreen`): the page for the search (its search, page and size
 * kept per screen in the session store), the count per status for the same search, both through the
 * portal's query cache under the screen's `cacheKey`, the selected rows (cleared with each new
 * page), and `refresh` (or `invalidateLists(cacheKey)` from anywhere).
 * @example
 * const orders = useListScreen<ManagedOrder, OrderSearchValues, StatusCounts>({
 *   cacheKey: 'orderManagement',
 *   loadPage: (query, search) => fetchOrders({ ...query, ...toOrderFilter(search) }),
 *   loadCounts: (search) => fetchOrderCounts(toOrderFilter(search)),
 *   statusField: 'status',
 * });
 */
export function useListScreen<Row, Search extends object, Counts = unknown>({
  cacheKey,
  initialSearch,
  loadPage,
  loadCounts,
  statusField,
}: ListScreenSource<Row, Search, Counts>): ListScreenState<Row, Search, Counts> {
  const load = useCallback(
    ({ current, size, ...search }: ListQuery) => loadPage({ current, size }, search as Search),
    [loadPage],
  );
  // the list's state in the page's URL (a reload, a shared link, a report's drill-down), the
  // session's cached query as the fallback
  const linked = useLinkedListQuery();
  const query = useListQuery<Row>(
    cacheKey,
    load,
    initialSearch as Record<string, unknown> | undefined,
    linked,
  );
  useListLocation(
    { search: query.search, current: query.list.query.current, size: query.list.query.size },
    query.applyQuery,
    initialSearch as Record<string, unknown> | undefined,
  );
  const search = query.search as Search;
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ListRow<Row>[] }>({ keys: [], rows: [] });

  // the counts of the same search, every status (so picking a status does not ask again)
  const countSearch = JSON.stringify({ ...search, ...(statusField ? { [statusField]: undefined } : {}) });
  const { data: counts } = useQuery(
    {
      queryKey: ['counts', cacheKey, countSearch],
      queryFn: () => loadCounts!(JSON.parse(countSearch) as Search),
      enabled: Boolean(loadCounts),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const { list } = query;
  useEffect(() => setSelected({ keys: [], rows: [] }), [list.page]);
  // the first rows (or the answer that there are none) are the page's first content: the shell
  // downloads the other remotes after it
  const answered = list.page !== undefined || list.failed;
  useEffect(() => {
    if (answered) markFirstContent();
  }, [answered]);

  // the list's pages and counts are asked again (the one shown at once, the others when shown)
  const refresh = useCallback(() => void invalidateLists(cacheKey), [cacheKey]);

  return {
    list,
    search,
    applySearch: query.applySearch as (search: Search) => void,
    counts,
    selected,
    setSelected,
    refresh,
  };
}
