import { useCallback, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOf } from '../../http/messageOf';
import { DEFAULT_PAGE_SIZE, type Page, type PagedListState, type PageQuery } from '../paging';
import { FRESH_MS, queryClient } from './queryClient';

export interface PageQueryOptions<T> {
  /**
   * Names the list and all its rows depend on besides the page (its search): `[cacheKey, search]`.
   * Without it the load function's identity does (memoise it: a new function asks again).
   */
  key?: readonly unknown[];
  /** Where the list starts (a cached query); page 1 of 10 otherwise. */
  initial?: PageQuery;
  /** The first page asked for ahead with the page's code (`takePageAhead`): the list's first answer. */
  ahead?: { answer: Promise<Page<T>>; page?: Page<T> };
}

const loadIds = new WeakMap<object, number>();
let lastLoadId = 0;
function loadIdOf(load: object): number {
  let id = loadIds.get(load);
  if (id === undefined) loadIds.set(load, (id = ++lastLoadId));
  return id;
}

/**
 * One page of a list through the portal's query cache: the page shown stays on screen while the
 * next one loads, a failure keeps it and says why, `reload` asks again. The first page's call starts
 * while the list first renders (not after the screen is painted), and the cache answers a render
 * React discarded and retried from the same call (one call per page load, issue 30).
 * @example
 * const load = useCallback((query: PageQuery) => fetchCoupons({ ...query, status }), [status]);
 * const list = usePageQuery(load, { key: ['couponManagement', status] });
 */
export function usePageQuery<T>(
  load: (query: PageQuery) => Promise<Page<T>>,
  { key, initial, ahead }: PageQueryOptions<T> = {},
): PagedListState<T> {
  const [query, setQuery] = useState<PageQuery>(() => initial ?? { current: 1, size: DEFAULT_PAGE_SIZE });
  const queryKey = ['page', ...(key ?? [`load:${loadIdOf(load)}`]), query.current, query.size];
  const queryFn = () => load(query);
  useState(() => {
    // the first render: a page asked for ahead is the answer; otherwise the call starts now
    if (ahead?.page) queryClient.setQueryData(queryKey, ahead.page);
    else void queryClient.prefetchQuery({ queryKey, queryFn: ahead ? () => ahead.answer : queryFn });
    return true;
  });
  const result = useQuery(
    { queryKey, queryFn, placeholderData: keepPreviousData, staleTime: FRESH_MS },
    queryClient,
  );
  // a failed page keeps the last one on screen
  const shown = useRef<Page<T> | undefined>(undefined);
  if (result.data) shown.current = result.data;

  const changePage = useCallback(
    (current: number, size: number) =>
      setQuery((previous) => (size !== previous.size ? { current: 1, size } : { current, size })),
    [],
  );
  const firstPage = useCallback(
    () => setQuery((previous) => (previous.current === 1 ? previous : { ...previous, current: 1 })),
    [],
  );
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  const failed = result.isError && !result.isFetching;
  return {
    query,
    page: shown.current,
    loading: result.isFetching,
    failed,
    msg: failed ? messageOf(result.error) : undefined,
    changePage,
    firstPage,
    reload,
  };
}
