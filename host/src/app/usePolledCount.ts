import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared';

/** The shortest poll a header count accepts from config.json, whatever it says. */
const MIN_POLL_SECONDS = 5;

/**
 * A count the header keeps current without a page reload (the bell's unread notifications, the
 * download badge's running exports): asked at once, then every `notificationPollSeconds`
 * (config.json) while the tab is visible, when the window gets the focus back, and whenever
 * `subscribe`'s signal fires. Nothing is asked while `enabled` is false; every timer and listener
 * goes with the component. A failed ask keeps the last count; an answer that arrives after a newer
 * one is dropped. `fetchCount` and `subscribe` are module functions (stable across renders).
 * @example
 * const count = usePolledCount(Boolean(token), fetchUnreadCount, onUnreadChanged);
 */
export function usePolledCount(
  enabled: boolean,
  fetchCount: () => Promise<number>,
  subscribe: (listener: () => void) => () => void,
): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let asked = 0;
    const refresh = () => {
      const ask = ++asked;
      fetchCount().then(
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
    const stopListening = subscribe(refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      stopListening();
    };
  }, [enabled, fetchCount, subscribe]);

  return enabled ? count : 0;
}
