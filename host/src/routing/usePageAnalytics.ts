import { useEffect, useRef } from 'react';
import { tracker, useSession } from 'shared';

/**
 * Reports page views to the analytics collector (spec §3): each allowed navigation to another
 * route closes the previous page (page_hide with its duration) and opens the new one, whose
 * from_page is the previous route. The user fields follow the session.
 */
export function usePageAnalytics(route: { name: string; pageKey?: string }, allowed: boolean): void {
  const { user, token } = useSession();
  const current = useRef('');

  useEffect(() => {
    tracker.setUser({
      userId: user?.loginCode ?? null,
      isLogin: Boolean(token),
      isNew: String(user?.newUserFlag ?? '') === '1',
    });
  }, [user, token]);

  useEffect(() => {
    if (!allowed || !route.name || current.current === route.name) return;
    if (current.current) tracker.pageHide();
    current.current = route.name;
    tracker.pageView({ page_name: route.name, page_id: route.pageKey ?? route.name });
  }, [allowed, route.name, route.pageKey]);
}
