import { useEffect, useState } from 'react';
import { onFirstContent, preloadPage, selectRouteAuthList, useAppSelector, type PageComponent } from 'shared';
import { useRemotes } from './RemoteRegistryContext';

type Schedule = (task: () => void) => void;

/** Marked (performance.mark) each time the queue of pages to fetch runs empty. */
export const PREFETCHED_MARK = 'portal:pages-prefetched';

/** Runs a task when the browser is idle (soon after, where it has no requestIdleCallback). */
export const whenIdle: Schedule = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 50);
};

/** A User Timing mark, read by the foundation bench and shown in the browser's performance panel. */
function markPrefetched(): void {
  if (typeof performance.mark === 'function') performance.mark(PREFETCHED_MARK);
}

/**
 * Fetches pages' code ahead of the first click, one page at a time, each started in idle time so
 * the page on screen keeps the network and the main thread. A page whose code is already there
 * renders at once on its first entry: no download wait, and no Suspense fallback (React holds a
 * fallback's reveal back for 300 ms). Each page is fetched once; a failed fetch is left to the
 * page's own load, which retries and reports it.
 * @example
 * const prefetcher = new PagePrefetcher();
 * prefetcher.add(routes.map((route) => route.component));
 */
export class PagePrefetcher {
  private readonly queue: PageComponent[] = [];
  private readonly seen = new WeakSet<PageComponent>();
  private running = false;

  constructor(
    private readonly schedule: Schedule = whenIdle,
    private readonly drained: () => void = markPrefetched,
  ) {}

  add(components: Iterable<PageComponent>): void {
    for (const component of components) {
      if (typeof component.preload !== 'function' || this.seen.has(component)) continue;
      this.seen.add(component);
      this.queue.push(component);
    }
    this.next();
  }

  private next(): void {
    if (this.running) return;
    const component = this.queue.shift();
    if (!component) return;
    this.running = true;
    this.schedule(() => {
      void Promise.resolve(preloadPage(component))
        .catch(() => undefined)
        .finally(() => {
          this.running = false;
          if (!this.queue.length) this.drained();
          this.next();
        });
    });
  }
}

const portalPrefetcher = new PagePrefetcher();

/**
 * Once the page on screen has shown its first content (or `fallbackMs` passed), fetches the code
 * of every page of each loaded remote the signed-in user may open (the session's route list), in
 * idle time: never while the page on screen still waits for its own code or data.
 */
export function usePagePrefetch(prefetcher: PagePrefetcher = portalPrefetcher, fallbackMs = 3000): void {
  const remotes = useRemotes();
  const routeAuthList = useAppSelector(selectRouteAuthList);
  const [released, setReleased] = useState(false);
  useEffect(() => onFirstContent(() => setReleased(true), fallbackMs), [fallbackMs]);
  useEffect(() => {
    if (!released) return;
    const allowed = new Set(routeAuthList.map((name) => name.toLowerCase()));
    prefetcher.add(
      remotes
        .flatMap((remote) => (remote.status === 'ready' ? remote.routes : []))
        .filter((route) => allowed.has(route.name.toLowerCase()))
        .map((route) => route.component),
    );
  }, [released, remotes, routeAuthList, prefetcher]);
}
