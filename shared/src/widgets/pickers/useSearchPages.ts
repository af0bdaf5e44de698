import { useCallback, useEffect, useState } from 'react';
import type { Page, PageQuery } from '../paging';
import { PICKER_SEARCH_DEBOUNCE_MS } from './constants';
import { useInfinitePages, type InfinitePages } from './useInfinitePages';

/** A searchable paged list's state: the search text, the open flag and the pages for the search key. */
export interface SearchPages<T> {
  /** The search box's text, as typed. */
  typed: string;
  /** What the list is loaded for: the typed text, trimmed, 1000 ms after the last keystroke ('' at once on close). */
  key: string;
  open: boolean;
  /** True while the typed text is not yet the search key (the debounce runs). */
  settling: boolean;
  /** True while a page loads or the typed text awaits its search: what a select shows as loading. */
  waiting: boolean;
  /** The pages loaded for `key`: records, scroll handler, loadMore. */
  list: InfinitePages<T>;
  /** The select's onSearch. */
  onSearch(text: string): void;
  /** The select's onOpenChange: closing clears the search. */
  onOpenChange(open: boolean): void;
  /** After a choice: clears the search and closes the list. */
  close(): void;
}

export interface SearchPagesOptions {
  /** Whether an empty key lists pages (default true); false leaves the list idle then (a tree browses instead). */
  listEmptyKey?: boolean;
}

/**
 * A searchable paged select's plumbing (spec §4, §9): the typed text becomes the search key 1000 ms
 * after the last keystroke; page 1 for the key loads while the list is open, the next page at the
 * end of the list until the last page; closing clears the search, text and key at once. `load`
 * gets the page query and the key; memoise it on everything else it reads.
 * @example
 * const load = useCallback((query: PageQuery, key: string) => fetchRows({ ...query, name: key }), []);
 * const search = useSearchPages(load);
 * <DictSelect dicData={search.list.records.map(toItem)} searchValue={search.typed} onSearch={search.onSearch}
 *   onOpenChange={search.onOpenChange} onPopupScroll={search.list.onPopupScroll} loading={search.waiting} />;
 */
export function useSearchPages<T>(
  load: (query: PageQuery, key: string) => Promise<Page<T>>,
  { listEmptyKey = true }: SearchPagesOptions = {},
): SearchPages<T> {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  const wanted = typed.trim();
  useEffect(() => {
    if (wanted === key) return;
    const timer = setTimeout(() => setKey(wanted), PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, key]);

  const loadForKey = useCallback((query: PageQuery) => load(query, key), [load, key]);
  const list = useInfinitePages(loadForKey, open && (listEmptyKey || key !== ''));

  // The key is cleared with the text, not a debounce later: a list reopened at once must not
  // show the closed search's rows under an empty search box.
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    setTyped('');
    setKey('');
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  const settling = wanted !== key;
  return {
    typed,
    key,
    open,
    settling,
    waiting: list.loading || settling,
    list,
    onSearch: setTyped,
    onOpenChange,
    close,
  };
}
