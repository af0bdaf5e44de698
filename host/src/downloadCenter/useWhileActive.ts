import { useEffect, useRef } from 'react';

/** How often the download centre asks again while an export is being prepared. */
export const LIST_POLL_SECONDS = 3;

/**
 * Calls `refresh` every `seconds` while `active` (an export on the page is queued or running) and
 * the tab is visible; stops when nothing runs, when the tab is hidden and when the page goes. A tab
 * that becomes visible again while something runs refreshes at once.
 * @example
 * useWhileActive(records.some(isActive), list.reload);
 */
export function useWhileActive(active: boolean, refresh: () => void, seconds = LIST_POLL_SECONDS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active) return undefined;
    const visible = () => document.visibilityState !== 'hidden';
    const timer = window.setInterval(() => {
      if (visible()) latest.current();
    }, seconds * 1000);
    const onVisibility = () => {
      if (visible()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, seconds]);
}
