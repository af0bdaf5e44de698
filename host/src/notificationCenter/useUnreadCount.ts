import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared';
import { fetchUnreadCount } from './api';
import { onUnreadChanged } from './unreadSignal';

/** The shortest poll the bell accepts from config.json, whatever it says. */
const MIN_POLL_SECONDS = 5;

/**
 * The caller's unread notification count, kept current without a page reload: asked at once, then
 * every `notificationPollSeconds` (config.json) while the tab is visible, when the window gets the
 * focus back, and when the centre announces a change (mark read). Nothing is asked while
 * `enabled` is false; every timer and listener goes with the component. A failed ask keeps the
 * last count; an answer that arrives after a newer one is dropped.
 * @example
 * const count = useUnreadCount(Boolean(token));
 */
export function useUnreadCount(enabled: boolean): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let asked = 0;
    const refresh = () => {
      const ask = ++asked;
      fetchUnreadCount().then(
        (value) => {
          if (live && ask === asked) setCount(value);
        },
        () => undefined,
      );
    };
    const poll = () => {
      if (document.visibilityState !== 'hidden') refresh();
    };
    refresh();
    const seconds = Math.max(MIN_POLL_SECONDS, Number(getRuntimeConfig().notificationPollSeconds) || 60);
    const timer = window.setInterval(poll, seconds * 1000);
    window.addEventListener('focus', refresh);
    const stopListening = onUnreadChanged(refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      stopListening();
    };
  }, [enabled]);

  return enabled ? count : 0;
}
