import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
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

interface PagesState<T> {
  records: T[];
  current: number;
  pages: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY = { records: [], current: 0, pages: 0, loading: false, failed: false };

/**
 * A picker's infinite list (spec §4): page 1 loads when `enabled` first becomes true for a given
 * `load` (memoise it: a new `load`, e.g. for a new search key, resets to page 1 and reloads);
 * scrolling to the end appends the next page (size 10) until `pages` is exhausted. Answers of an
 * outdated `load` are dropped.
 * @example
 * const load = useCallback((query: PageQuery) => get<Page<Row>>(url, { ...query, name: key }), [key]);
 * const list = useInfinitePages(load, open);
 * <Select options={list.records.map(toOption)} onPopupScroll={list.onPopupScroll} />;
 */
export function useInfinitePages<T>(
  load: (query: PageQuery) => Promise<Page<T>>,
  enabled: boolean,
): InfinitePages<T> {
  const [state, setState] = useState<PagesState<T>>(EMPTY);
  const sequence = useRef(0);
  const busy = useRef(false);
  const loadedFor = useRef<typeof load | null>(null);
  const position = useRef({ current: 0, pages: 0 });

  const fetchPage = useCallback(
    (current: number, reset: boolean) => {
      const id = ++sequence.current;
      busy.current = true;
      setState((previous) => ({ ...(reset ? EMPTY : previous), loading: true, failed: false }));
      load({ current, size: PICKER_PAGE_SIZE }).then(
        (page) => {
          if (id !== sequence.current) return;
          busy.current = false;
          position.current = { current: page.current, pages: page.pages };
          setState((previous) => ({
            records: reset ? page.records : [...previous.records, ...page.records],
            current: page.current,
            pages: page.pages,
            loading: false,
            failed: false,
          }));
        },
        () => {
          if (id !== sequence.current) return;
          busy.current = false;
          setState((previous) => ({ ...previous, loading: false, failed: true }));
        },
      );
    },
    [load],
  );

  useEffect(() => {
    if (!enabled || loadedFor.current === load) return;
    loadedFor.current = load;
    position.current = { current: 0, pages: 0 };
    fetchPage(PICKER_FIRST_PAGE, true);
  }, [enabled, load, fetchPage]);

  const loadMore = useCallback(() => {
    const { current, pages } = position.current;
    if (busy.current || loadedFor.current !== load || current >= pages) return;
    fetchPage(current + 1, false);
  }, [fetchPage, load]);

  const onPopupScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget ?? (event.target as HTMLElement);
      if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD) loadMore();
    },
    [loadMore],
  );

  return { ...state, hasMore: state.current < state.pages, loadMore, onPopupScroll };
}
