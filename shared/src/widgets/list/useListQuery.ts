import { useCallback, useEffect, useState } from 'react';
import { takePageAhead } from '../../routing/pageAhead';
import { useAppDispatch, useAppSelector } from '../../session/hooks';
import { selectListCache } from '../../session/selectors';
import { sessionActions } from '../../session/sessionSlice';
import { DEFAULT_PAGE_SIZE, type Page, type PagedListState, type PageQuery } from '../paging';
import { usePageQuery } from '../query/usePageQuery';
import type { ListLoader } from './types';

/** What the session store keeps per list: the search form, page and size. */
export interface CachedListQuery {
  search: Record<string, unknown>;
  current: number;
  size: number;
}

/** A list's query state: the paged list plus its search form. */
export interface ListQueryState<Row> {
  list: PagedListState<Row>;
  search: Record<string, unknown>;
  /** Runs a search from page 1. */
  applySearch(search: Record<string, unknown>): void;
  /** Runs a search at a page and size (a link's list state, `useListLocation`). */
  applyQuery(query: CachedListQuery): void;
}

/** Turns a loader's answer (a page, or every row) into a page. */
export function asPage<Row>(answer: Page<Row> | Row[]): Page<Row> {
  if (!Array.isArray(answer)) return answer;
  return { current: 1, size: answer.length, total: answer.length, pages: 1, records: answer };
}

function isCachedQuery(value: unknown): value is CachedListQuery {
  return typeof value === 'object' && value !== null && 'current' in value && 'size' in value;
}

/**
 * The list's query, cached per list in the session store (`setListCache`): the search form, page and
 * size survive tab switches and are cleared at logout (spec §3, §4). `initialSearch`: the search
 * before any is cached (e.g. the first status tab). `linked`: a query the page's URL gives (a
 * shared link, a reload, a drill-down), which wins over the cached one.
 * @example
 * const { list, search, applySearch } = useListQuery('goodsTemplate', loadGoodsTemplates);
 */
export function useListQuery<Row>(
  cacheKey: string,
  load: ListLoader<Row>,
  initialSearch: Record<string, unknown> = {},
  linked: CachedListQuery | null = null,
): ListQueryState<Row> {
  const dispatch = useAppDispatch();
  const cached = useAppSelector(selectListCache(cacheKey));
  const [initial] = useState<CachedListQuery>(
    () =>
      linked ??
      (isCachedQuery(cached) ? cached : { search: initialSearch, current: 1, size: DEFAULT_PAGE_SIZE }),
  );
  const [search, setSearch] = useState<Record<string, unknown>>(initial.search);
  const loadPage = useCallback(
    async (query: PageQuery) => asPage(await load({ ...search, ...query })),
    [load, search],
  );
  // the first page, when it was asked for with the page's code for this very query (askPageAhead)
  const [ahead] = useState(() => {
    const taken = takePageAhead<Page<Row> | Row[]>(cacheKey, {
      ...initial.search,
      current: initial.current,
      size: initial.size,
    });
    return taken && { answer: taken.answer.then(asPage), page: taken.page && asPage(taken.page) };
  });
  const list = usePageQuery(loadPage, {
    key: [cacheKey, JSON.stringify(search)],
    initial: { current: initial.current, size: initial.size },
    ahead: ahead ?? undefined,
  });
  const { current, size } = list.query;
  const { firstPage, changePage } = list;

  useEffect(() => {
    dispatch(sessionActions.setListCache({ key: cacheKey, value: { search, current, size } }));
  }, [dispatch, cacheKey, search, current, size]);

  const applySearch = useCallback(
    (next: Record<string, unknown>) => {
      setSearch(next);
      firstPage();
    },
    [firstPage],
  );
  const applyQuery = useCallback(
    (next: CachedListQuery) => {
      setSearch(next.search);
      // a new size goes back to page 1 first; the same size then takes the page
      changePage(1, next.size);
      changePage(next.current, next.size);
    },
    [changePage],
  );
  return { list, search, applySearch, applyQuery };
}
