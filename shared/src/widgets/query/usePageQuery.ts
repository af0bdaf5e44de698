import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
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
  /**
   * The first page asked for ahead with the page's code (`takePageAhead`), perhaps long before: shown
   * (under the spinner) until the list's own first call answers.
   */
  ahead?: { answer: Promise<Page<T>>; page?: Page<T> };
}

/**
 * First calls started by a list's first render, not yet taken up by a mounted list. React may
 * discard a render (a lazy widget or a text namespace suspends) and render the list afresh: the
 * retry and the list it mounts take this call up instead of asking again (2 to 5 identical first
 * calls per page load before, issue 30). Taken up within RENDER_CALL_MS or forgotten.
 */
const renderCalls = new Map<string, number>();
const RENDER_CALL_MS = FRESH_MS;

/** Whether a first render may start the call for this key (none started one just now). */
function startsRenderCall(hash: string): boolean {
  const now = Date.now();
  for (const [key, at] of renderCalls) if (now - at > RENDER_CALL_MS) renderCalls.delete(key);
  if (renderCalls.has(hash)) return false;
  renderCalls.set(hash, now);
  return true;
}

/** Whether a first render has just started this key's call, for a list still to mount (no side effect: the query cache asks it more than once). */
function renderCallPending(hash: string): boolean {
  const at = renderCalls.get(hash);
  return at !== undefined && Date.now() - at <= RENDER_CALL_MS;
}

const loadIds = new WeakMap<object, number>();
let lastLoadId = 0;
/** A number naming a load function (a query key for lists keyed by their loader). */
export function loadIdOf(load: object): number {
  let id = loadIds.get(load);
  if (id === undefined) loadIds.set(load, (id = ++lastLoadId));
  return id;
}

/**
 * One page of a list through the portal's query cache: the page shown stays on screen while the
 * next one loads, a failure keeps it and says why, `reload` asks again. Each page and search asks
 * the gateway, showing the cached answer of the same key at once meanwhile. The first page's call
 * starts while the list first renders (not after the screen is painted), and a render React
 * discarded and retried takes up the same call (one call per page load, issue 30).
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
  // the first render starts the call (see renderCalls)
  useState(() => {
    if (startsRenderCall(hashKey(queryKey)))
      void queryClient.prefetchQuery({ queryKey, queryFn, staleTime: 0 });
    return true;
  });
  const [aheadPage, setAheadPage] = useState(ahead?.page);
  const [aheadAnswer] = useState(() => (ahead && !ahead.page ? ahead.answer : undefined));
  useEffect(() => {
    let live = true;
    aheadAnswer?.then(
      (page) => live && setAheadPage(page),
      () => undefined, // the list's own call says what failed
    );
    return () => {
      live = false;
    };
  }, [aheadAnswer]);
  const result = useQuery(
    {
      queryKey,
      queryFn,
      // the last page while the next one loads; at first, the page asked for ahead
      placeholderData: (previous: Page<T> | undefined) => keepPreviousData(previous) ?? aheadPage,
      // every mount, page and search asks the gateway (showing what the cache has meanwhile), except
      // the mount whose first render has just asked
      staleTime: 0,
      refetchOnMount: (query) => !renderCallPending(query.queryHash),
    },
    queryClient,
  );
  // mounted (after the query has subscribed): the render's call is taken up
  const hash = hashKey(queryKey);
  useEffect(() => {
    renderCalls.delete(hash);
  }, [hash]);
  // a new load for the same key (the same search run again: Search pressed to see what is new)
  // asks again; a new key asks by itself
  const { refetch } = result;
  const seen = useRef({ load, hash });
  useEffect(() => {
    const before = seen.current;
    seen.current = { load, hash };
    if (before.load !== load && before.hash === hash) void refetch();
  }, [load, hash, refetch]);
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
