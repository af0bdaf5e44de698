type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Tells the header bell that the unread count changed here (a notification marked read), so it asks
 * the gateway again at once instead of at its next poll. The bell and the centre live in different
 * parts of the layout; this is their only link.
 * @example
 * await markNotificationsRead([id]);
 * announceUnreadChanged();
 */
export function announceUnreadChanged(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every announcement until the returned function is called. */
export function onUnreadChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
