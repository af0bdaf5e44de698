import { storage } from '../session/storage';

/** A list's first page, asked for ahead of its screen, for one session and one query. */
interface AheadPage {
  session: string;
  query: string;
  answer: Promise<unknown>;
  /** The answer, once it came. */
  page?: unknown;
}

/** A page asked for ahead: its answer, and the page itself when it has already come. */
export interface PageAhead<T> {
  answer: Promise<T>;
  page?: T;
}

// One store for every copy of this module: the root and the widget kit are separate federated
// singletons, and a module both of them import may be bundled into each.
const STORE_KEY = '__portalPagesAhead';
function store(): Map<string, AheadPage> {
  const holder = globalThis as unknown as Record<string, Map<string, AheadPage> | undefined>;
  holder[STORE_KEY] ??= new Map();
  return holder[STORE_KEY];
}

/** The query as a key: its defined fields in name order. */
function queryKey(query: object): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Asks for a list screen's first page with the page's code, before the screen is entered (a
 * `lazyPage`'s `ahead`, run when the host fetches the page ahead): the screen shows that page in
 * its first render on entry (once it has come), under its spinner, and asks again (`takePageAhead`). `listKey` is the screen's
 * cache key, `query` the search and page it starts with.
 * @example
 * askPageAhead('couponManagement', { status: 'UNUSED', current: 1, size: 10 }, () => fetchCoupons(…));
 */
export function askPageAhead(listKey: string, query: object, load: () => Promise<unknown>): void {
  const answer = load();
  const ahead: AheadPage = { session: storage.get('token'), query: queryKey(query), answer };
  answer.then(
    (page) => (ahead.page = page),
    () => undefined, // a failure is left to the screen's own call
  );
  store().set(listKey, ahead);
}

/**
 * The page asked for ahead for this list, taken once: only in the session that asked for it (never
 * another user's after a logout) and for the same query; undefined otherwise.
 */
export function takePageAhead<T>(listKey: string, query: object): PageAhead<T> | undefined {
  const ahead = store().get(listKey);
  store().delete(listKey);
  if (!ahead || ahead.session !== storage.get('token') || ahead.query !== queryKey(query)) return undefined;
  return { answer: ahead.answer as Promise<T>, page: ahead.page as T | undefined };
}
