import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../routing/router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../paging';
import type { CachedListQuery } from './useListQuery';

/** The URL parameters of a list's state: its search (JSON), page and page size. */
export const LIST_URL_PARAMS = { filters: 'filters', current: 'current', pageSize: 'pageSize' } as const;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A list's state read from a URL's query string (`?filters={…}&current=2&pageSize=20`), or null
 * when it has none; a broken `filters` reads as no filter, a page size the pager does not offer as
 * the default one.
 * @example
 * listQueryOf('?filters=%7B%22status%22%3A%5B%22RETURNED%22%5D%7D'); // { search: { status: ['RETURNED'] }, current: 1, size: 10 }
 */
export function listQueryOf(queryString: string): CachedListQuery | null {
  const params = new URLSearchParams(queryString);
  const filters = params.get(LIST_URL_PARAMS.filters);
  const current = params.get(LIST_URL_PARAMS.current);
  const pageSize = params.get(LIST_URL_PARAMS.pageSize);
  if (filters === null && current === null && pageSize === null) return null;
  let search: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(filters ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      search = parsed as Record<string, unknown>;
  } catch {
    // a link cut short: the list without filters
  }
  const size = positive(pageSize, DEFAULT_PAGE_SIZE);
  return {
    search,
    current: positive(current, 1),
    size: PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query string of a URL with a list's state in it (its other parameters kept); a list at its
 * starting state (`initialSearch`, page 1, the default size) leaves no parameter.
 * @example
 * withListQuery('?billCode=JP1', { search: { status: ['RETURNED'] }, current: 2, size: 10 });
 * // '?billCode=JP1&filters=%7B%22status%22%3A%5B%22RETURNED%22%5D%7D&current=2'
 */
export function withListQuery(
  queryString: string,
  query: CachedListQuery,
  initialSearch: Record<string, unknown> = {},
): string {
  const params = new URLSearchParams(queryString);
  for (const name of Object.values(LIST_URL_PARAMS)) params.delete(name);
  const atStart =
    JSON.stringify(query.search) === JSON.stringify(initialSearch) &&
    query.current === 1 &&
    query.size === DEFAULT_PAGE_SIZE;
  if (!atStart) {
    params.set(LIST_URL_PARAMS.filters, JSON.stringify(query.search));
    if (query.current !== 1) params.set(LIST_URL_PARAMS.current, String(query.current));
    if (query.size !== DEFAULT_PAGE_SIZE) params.set(LIST_URL_PARAMS.pageSize, String(query.size));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A link to a list screen opened at a search (a report's drill-down): the list shows exactly
 * that search, from page 1.
 * @example
 * listLink('/orderManagement', { status: ['RETURNED'], createdAt: dayRange('2026-11-04', '2026-11-10') });
 */
export function listLink(path: string, search: Record<string, unknown>): string {
  return `${path}${withListQuery('', { search, current: 1, size: DEFAULT_PAGE_SIZE }, undefined)}`;
}

/** The list state the page's URL had when the list screen mounted (null: none), for `useListQuery`. */
export function useLinkedListQuery(): CachedListQuery | null {
  const location = useLocation();
  const [linked] = useState(() => listQueryOf(location.search));
  return linked;
}

/**
 * A list screen's state in its page's URL (refine's `syncWithLocation`, issue 37 item 4): the
 * search, page and size are written into the URL (replacing the entry) while the page is the one
 * shown, and a URL with them (a reload, a shared link, a drill-down) opens the list at them, also
 * when the page is kept alive in a tab; without them the session's cached query is the fallback
 * (`useLinkedListQuery` gives `useListQuery` the state the URL had at mount).
 */
export function useListLocation(
  query: CachedListQuery,
  apply: (query: CachedListQuery) => void,
  initialSearch: Record<string, unknown> = {},
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [pathname] = useState(location.pathname);
  const shown = location.pathname === pathname;
  const initialKey = JSON.stringify(initialSearch);
  // the state last written into the URL, and a URL's state being applied (not written over meanwhile)
  const written = useRef<string | null>(null);
  const applying = useRef<string | null>(null);

  // a new URL of this page (a drill-down into a kept-alive list): its state, when it differs
  const linked = shown ? listQueryOf(location.search) : null;
  const linkedKey = linked && JSON.stringify(linked);
  const stateKey = JSON.stringify(query);
  useEffect(() => {
    if (!linked || linkedKey === stateKey || linkedKey === written.current) return;
    written.current = linkedKey;
    applying.current = linkedKey;
    apply(linked);
    // linked is read through its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apply, linkedKey]);

  // the list's state into the URL, while this page is the one shown
  useEffect(() => {
    if (!shown) return;
    if (applying.current !== null && applying.current !== stateKey) return;
    applying.current = null;
    const next = withListQuery(location.search, query, JSON.parse(initialKey) as Record<string, unknown>);
    if (next === location.search) return;
    written.current = stateKey;
    navigate({ pathname: location.pathname, search: next, hash: location.hash }, { replace: true });
    // the state is read through its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, shown, initialKey, linkedKey]);
}
