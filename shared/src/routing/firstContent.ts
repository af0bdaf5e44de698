/**
 * "The page on screen has shown its first content" (its first list rows, or its answer that
 * there are none): the shell waits for it before it downloads the other remotes, so a page's own
 * code and data call never queue behind code the user has not asked for. Pages mark it through the
 * list recipe (useListScreen) and the home page; the shell falls back to a timer for pages with no
 * list. One state for the whole portal: `shared` is a federated singleton.
 */
export const FIRST_CONTENT_MARK = 'portal:first-content';

let shown = false;
const waiting = new Set<() => void>();

/** Says the page on screen has its first content (the first call counts; later ones do nothing). */
export function markFirstContent(): void {
  if (shown) return;
  shown = true;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(FIRST_CONTENT_MARK);
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/**
 * Calls `callback` once the first content is shown (at once when it is), or after `fallbackMs`
 * when no page marks it; returns a cancel function.
 * @example
 * useEffect(() => onFirstContent(() => registry.release(), 3000), [registry]);
 */
export function onFirstContent(callback: () => void, fallbackMs: number): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    waiting.delete(run);
    callback();
  };
  const timer = setTimeout(run, fallbackMs);
  if (shown) run();
  else waiting.add(run);
  return () => {
    done = true;
    clearTimeout(timer);
    waiting.delete(run);
  };
}

/** For tests: forget that the first content was shown. */
export function resetFirstContent(): void {
  shown = false;
  waiting.clear();
}
