import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
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
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState<number>(Number.POSITIVE_INFINITY);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const generation = useRef(0);
  const state = useRef({ rows, total });
  state.current = { rows, total };

  const loadMore = useCallback(() => {
    const { rows: loaded, total: known } = state.current;
    if (!enabled || busy.current || loaded.length >= Math.min(known, LARGE_LIST_CAP)) return;
    busy.current = true;
    setLoading(true);
    const run = generation.current;
    const current = Math.floor(loaded.length / LARGE_LIST_CHUNK) + 1;
    load({ ...search, current, size: LARGE_LIST_CHUNK })
      .then(
        (answer) => {
          if (run !== generation.current) return;
          const page = asPage(answer);
          setTotal(page.total);
          setRows((previous) => [...previous, ...page.records].slice(0, LARGE_LIST_CAP));
        },
        () => run === generation.current && setTotal(state.current.rows.length),
      )
      .finally(() => {
        if (run !== generation.current) return;
        busy.current = false;
        setLoading(false);
      });
  }, [enabled, load, search]);

  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    state.current = { rows: [], total: Number.POSITIVE_INFINITY };
    setRows([]);
    setTotal(Number.POSITIVE_INFINITY);
    if (enabled) loadMore();
  }, [enabled, loadMore]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const target = event.currentTarget;
      if (target.scrollTop + target.clientHeight >= target.scrollHeight - NEAR_END) loadMore();
    },
    [loadMore],
  );

  const done = rows.length >= Math.min(total, LARGE_LIST_CAP);
  return { rows, loading, done, loadMore, onScroll };
}
