import { useCallback, useEffect, useRef, useState } from 'react';
import type { TablePaginationConfig } from 'antd/es/table';
import { messageOf } from '../http/messageOf';
import { i18n, translate } from '../i18n/i18n';
import { antdLocaleOfLanguage } from '../i18n/locale';

// Paged results mirror the gateway's paging schema: { current, size, total, pages, records }.
export interface Page<T> {
  current: number;
  size: number;
  total: number;
  pages: number;
  records: T[];
}

export interface PageQuery {
  current: number;
  size: number;
}

/** Spec §9: default page size 10, options 10, 20, 30, 40, 50, 100. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

export type PagedListState<T> = {
  query: PageQuery;
  page?: Page<T>;
  loading: boolean;
  failed: boolean;
  msg?: string;
  changePage(current: number, size: number): void;
  firstPage(): void;
  reload(): void;
};

/** The first page's call, started while the list first renders, for its first load to take up. */
interface FirstCall<T> {
  load: (query: PageQuery) => Promise<Page<T>>;
  query: PageQuery;
  answer: Promise<Page<T>>;
}

/**
 * First calls started in a render React may throw away: a render that suspends (a lazy widget, a
 * text namespace still loading) is discarded with its refs, and the retry renders the list afresh.
 * Without this each retry asked the gateway again (2 to 5 identical first calls per page load).
 * Keyed by the list and its search; taken out when a committed list takes its call up, and
 * forgotten after RENDERED_CALL_TTL_MS.
 */
const renderedFirstCalls = new Map<string, { answer: Promise<unknown>; at: number }>();
const RENDERED_CALL_TTL_MS = 10_000;

/** For tests: forget the first calls of discarded renders. */
export function forgetRenderedFirstCalls(): void {
  renderedFirstCalls.clear();
}

/** The first page's call for `key`: the one a discarded render started, or a new one. */
function startFirstCall<T>(
  key: string | undefined,
  load: (query: PageQuery) => Promise<Page<T>>,
  query: PageQuery,
): Promise<Page<T>> {
  const now = Date.now();
  for (const [stale, call] of renderedFirstCalls)
    if (now - call.at > RENDERED_CALL_TTL_MS) renderedFirstCalls.delete(stale);
  const started = key ? renderedFirstCalls.get(key) : undefined;
  if (started) return started.answer as Promise<Page<T>>;
  const answer = load(query);
  answer.catch(() => undefined); // its failure shows when the first load takes it up
  if (key) renderedFirstCalls.set(key, { answer, at: now });
  return answer;
}

/**
 * Loads one page through `load` (memoise it: a new `load` reloads), keeping the last page on screen
 * while the next one loads. `initial` starts elsewhere than page 1 of 10 (e.g. a cached query).
 * The first page's call starts as the list first renders, not once the screen has been committed
 * and painted: on entering a page the call runs while the rest of the page renders (first entry
 * into /couponManagement, issue 14). If the first load asks for another page or `load` changed by
 * then, it is left unused and the load calls again. `ahead`: the first page asked for earlier (with
 * the page's code, `takePageAhead`), shown while this first call runs: in the first render when it
 * has already come.
 * @example
 * const load = useCallback((query: PageQuery) => fetchCoupons({ ...query, status }), [status]);
 * const list = usePagedList(load);
 */
export function usePagedList<T>(
  load: (query: PageQuery) => Promise<Page<T>>,
  initial?: PageQuery,
  ahead?: { answer: Promise<Page<T>>; page?: Page<T> },
  /** Names the list's first call (the list and its search): see `startFirstCall`. */
  firstCallKey?: string,
): PagedListState<T> {
  const [query, setQuery] = useState<PageQuery>(() => initial ?? { current: 1, size: DEFAULT_PAGE_SIZE });
  const [reloads, setReloads] = useState(0);
  const firstCall = useRef<FirstCall<T> | 'taken' | null>(null);
  const callKey = firstCallKey && `${firstCallKey}|${query.current}|${query.size}`;
  if (firstCall.current === null)
    firstCall.current = { load, query, answer: startFirstCall(callKey, load, query) };
  // a page asked for ahead that has already come shows in the first render
  const [state, setState] = useState<{ page?: Page<T>; loading: boolean; msg?: string; failed: boolean }>({
    page: ahead?.page,
    loading: true,
    failed: false,
  });
  const pageAhead = useRef(ahead?.page ? undefined : ahead?.answer);

  useEffect(() => {
    let live = true;
    setState((previous) => ({ page: previous.page, loading: true, failed: false }));
    const started = firstCall.current;
    firstCall.current = 'taken';
    if (callKey) renderedFirstCalls.delete(callKey);
    const answer =
      started !== 'taken' && started?.load === load && started.query === query ? started.answer : load(query);
    // A first page asked for ahead shows, still loading, until this call answers.
    const early = pageAhead.current;
    pageAhead.current = undefined;
    let answered = false;
    early?.then(
      (page) => live && !answered && setState({ page, loading: true, failed: false }),
      () => undefined,
    );
    answer.then(
      (page) => {
        answered = true;
        if (live) setState({ page, loading: false, failed: false });
      },
      (error: unknown) => {
        answered = true;
        if (!live) return;
        setState((previous) => ({
          page: previous.page,
          loading: false,
          failed: true,
          msg: messageOf(error),
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [load, query, reloads, callKey]);

  const changePage = useCallback(
    (current: number, size: number) =>
      setQuery((previous) => (size !== previous.size ? { current: 1, size } : { current, size })),
    [],
  );
  const firstPage = useCallback(
    () => setQuery((previous) => (previous.current === 1 ? previous : { ...previous, current: 1 })),
    [],
  );
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { query, ...state, changePage, firstPage, reload };
}

/**
 * The spec's pager (total, sizes, prev, pager, next, jumper) for antd's Table, driven by a paged list.
 * It carries its antd texts ('10 / halaman') in the portal's language itself: a remote's pager
 * does not depend on reaching the host's ConfigProvider (issue 14: '10 / page' in Indonesian).
 * @example
 * const list = usePagedList(loadCoupons);
 * <Table dataSource={list.page?.records} pagination={tablePagination(list)} />;
 */
export function tablePagination<T>(list: PagedListState<T>): TablePaginationConfig {
  return {
    current: list.query.current,
    pageSize: list.query.size,
    total: list.page?.total ?? 0,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => translate('pager.total', { total }),
    locale: antdLocaleOfLanguage(i18n.language).Pagination,
    onChange: list.changePage,
  };
}
