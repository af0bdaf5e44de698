type Listener = () => void;

const listeners = new Set<Listener>();

function announce(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Tells the header's download badge that an export was just queued, so it counts the running
 * exports at once instead of at its next poll. A screen calls it after its export call answered
 * "being prepared in the download centre"; `shared` is one instance across the host and the remotes.
 * @example
 * await post('/customer-api/order/manage/export', filter);
 * exportQueued();
 */
export function exportQueued(): void {
  announce();
}

/**
 * Tells the badge that exports changed state (the download centre saw one finish or fail).
 * @example
 * if (activeNow !== activeBefore) exportsChanged();
 */
export function exportsChanged(): void {
  announce();
}

/** Calls `listener` on each `exportQueued` / `exportsChanged` until the returned function is called. */
export function onExportsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
