import { useCallback, useEffect, useMemo, type UIEvent } from 'react';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../paging';
import { queryClient } from '../query/queryClient';
import { loadIdOf } from '../query/usePageQuery';
import { asPage } from './useListQuery';
import type { ListLoader } from './types';

/** Spec §9: large-list mode appends 50 rows per step, up to 1000. */
export const LARGE_LIST_CHUNK = 50;
export const LARGE_LIST_CAP = 1000;
// Load the next chunk when the scroll is this close (px) to the end.
const NEAR_END = 120;

/** Rows of large-list mode and how to grow them. */
export interface LargeListState<Row> {
  rows: Row[];
  loading: boolean;
  /** Every row the source has, capped at 1000, is loaded. */
  done: boolean;
  loadMore(): void;
  /** Table body scroll handler: loads the next chunk near the end. */
  onScroll(event: UIEvent<HTMLElement>): void;
}

/**
 * Large-list mode (spec §4): loads 50 rows, then appends 50 more per scroll step near the end, up to
 * 1000 rows (or the total). Restarts when `load` or `search` changes or the mode is switched on.
 * @example
 * const large = useLargeList(load, search, enabled);
 * <Table virtual dataSource={large.rows} onScroll={large.onScroll} />;
 */
export function useLargeList<Row>(
  load: ListLoader<Row>,
  search: Record<string, unknown>,
  enabled: boolean,
): LargeListState<Row> {
  const queryKey = ['large', `load:${loadIdOf(load)}`, JSON.stringify(search)];
  const result = useInfiniteQuery(
    {
      queryKey,
      queryFn: async ({ pageParam }) =>
        asPage(await load({ ...search, current: pageParam, size: LARGE_LIST_CHUNK })),
      initialPageParam: 1,
      getNextPageParam: (last: Page<Row>, all: Page<Row>[]) =>
        all.length * LARGE_LIST_CHUNK < Math.min(last.total, LARGE_LIST_CAP) ? all.length + 1 : undefined,
      enabled,
      // loaded chunks are not asked again; turned off and on, the list starts again from chunk 1
      staleTime: Infinity,
    },
    queryClient,
  );
  const hash = hashKey(queryKey);
  useEffect(() => {
    if (!enabled) queryClient.removeQueries({ queryKey: JSON.parse(hash) as unknown[], exact: true });
  }, [enabled, hash]);
  const chunks = result.data?.pages;
  const rows = useMemo(
    () => (chunks ?? []).flatMap((page) => page.records).slice(0, LARGE_LIST_CAP),
    [chunks],
  );
  const { isFetching, hasNextPage, fetchNextPage } = result;
  const loadMore = useCallback(() => {
    // one chunk at a time
    if (enabled && !isFetching && hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [enabled, isFetching, hasNextPage, fetchNextPage]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const target = event.currentTarget;
      if (target.scrollTop + target.clientHeight >= target.scrollHeight - NEAR_END) loadMore();
    },
    [loadMore],
  );

  // a failed chunk ends the list where it is
  const done = chunks !== undefined && (!hasNextPage || result.isError);
  return { rows, loading: isFetching, done, loadMore, onScroll };
}
