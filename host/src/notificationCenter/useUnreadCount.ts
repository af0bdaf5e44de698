import { usePolledCount } from '../app/usePolledCount';
import { fetchUnreadCount } from './api';
import { onUnreadChanged } from './unreadSignal';

/**
 * The caller's unread notification count, kept current without a page reload (`usePolledCount`),
 * and at once when the centre announces a change (mark read).
 * @example
 * const count = useUnreadCount(Boolean(token));
 */
export function useUnreadCount(enabled: boolean): number {
  return usePolledCount(enabled, fetchUnreadCount, onUnreadChanged);
}
