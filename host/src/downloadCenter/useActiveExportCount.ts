import { useEffect, useState } from 'react';
import { getRuntimeConfig, onExportsChanged } from 'shared';
import { fetchActiveExportCount } from './api';

/** The shortest poll the badge accepts from config.json, like the bell. */
const MIN_POLL_SECONDS = 5;

/**
 * How many of the caller's exports are queued or running, kept current like the bell's count:
 * asked at once, then every `notificationPollSeconds` (config.json) while the tab is visible, when
 * the window gets the focus back, and at once when a screen queues an export (`exportQueued()`
 * from shared) or the download centre sees one finish. Nothing is asked while `enabled` is false;
 * a failed ask keeps the last count; an answer older than a newer one is dropped.
 * @example
 * const running = useActiveExportCount(Boolean(token));
 */
export function useActiveExportCount(enabled: boolean): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let asked = 0;
    const refresh = () => {
      const ask = ++asked;
      fetchActiveExportCount().then(
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
    const stopListening = onExportsChanged(refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      stopListening();
    };
  }, [enabled]);

  return enabled ? count : 0;
}
