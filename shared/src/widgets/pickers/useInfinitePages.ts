import { useCallback, useMemo, type UIEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryClient } from '../query/queryClient';
import { loadIdOf } from '../query/usePageQuery';
import type { Page, PageQuery } from '../paging';
import { LOAD_MORE_THRESHOLD, PICKER_FIRST_PAGE, PICKER_PAGE_SIZE } from './constants';

export interface InfinitePages<T> {
  /** Every record loaded so far, page after page. */
  records: T[];
  /** The last page loaded (0 before the first one arrives). */
  current: number;
  pages: number;
  loading: boolean;
  failed: boolean;
  /** True while a later page exists. */
  hasMore: boolean;
  /** Loads the next page unless one is loading or `pages` is exhausted. */
  loadMore(): void;
  /** A list's scroll handler: loads the next page once the end of the list is reached. */
  onPopupScroll(event: UIEvent<HTMLElement>): void;
}

/**
 * A picker's infinite list (spec §4) through the portal's query cache: page 1 loads when `enabled`
 * first becomes true for a given `load` (memoise it: a new `load`, e.g. for a new search key, is a
 * new list from page 1); scrolling to the end appends the next page (size 10) until `pages` is
 * exhausted. A list once loaded for a `load` is not asked again when the picker opens again.
 * @example
 * const load = useCallback((query: PageQuery) => get<Page<Row>>(url, { ...query, name: key }), [key]);
 * const list = useInfinitePages(load, open);
 * <Select options={list.records.map(toOption)} onPopupScroll={list.onPopupScroll} />;
 */
export function useInfinitePages<T>(
  load: (query: PageQuery) => Promise<Page<T>>,
  enabled: boolean,
): InfinitePages<T> {
  const result = useInfiniteQuery(
    {
      queryKey: ['picker', `load:${loadIdOf(load)}`],
      queryFn: ({ pageParam }) => load({ current: pageParam, size: PICKER_PAGE_SIZE }),
      initialPageParam: PICKER_FIRST_PAGE,
      getNextPageParam: (last: Page<T>) => (last.current < last.pages ? last.current + 1 : undefined),
      enabled,
      staleTime: Infinity,
    },
    queryClient,
  );
  const pages = result.data?.pages;
  const last = pages?.[pages.length - 1];
  const records = useMemo(() => (pages ?? []).flatMap((page) => page.records), [pages]);
  const { isFetching, hasNextPage, fetchNextPage } = result;
  const loadMore = useCallback(() => {
    // one page at a time: a second scroll to the end while it loads starts nothing
    if (!isFetching && hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [isFetching, hasNextPage, fetchNextPage]);

  const onPopupScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget ?? (event.target as HTMLElement);
      if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD) loadMore();
    },
    [loadMore],
  );

  return {
    records,
    current: last?.current ?? 0,
    pages: last?.pages ?? 0,
    loading: isFetching,
    failed: result.isError && !isFetching,
    hasMore: Boolean(hasNextPage),
    loadMore,
    onPopupScroll,
  };
}
