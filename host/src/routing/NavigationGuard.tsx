import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { decideNavigation, sessionActions, useAppDispatch, type RootState } from 'shared';
import { getEmbedState } from '../app/embedState';
import { notifier } from '../app/notifier';
import { PUBLIC_NAMES, SESSION_ROUTE_NAMES, type RouteIdentity } from './routeTable';
import { usePageAnalytics } from './usePageAnalytics';

const DEFAULT_TITLE_KEY = 'host:title.default';

interface Props {
  identify: (pathname: string) => RouteIdentity;
  children: ReactNode;
}

/**
 * Runs the shared route guard (spec §4) on every navigation: redirects (with the 'no permission'
 * warning), delays, or renders the route, then records the route name and sets the page title.
 */
export function NavigationGuard({ identify, children }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('host');
  const store = useStore<RootState>();
  const [delayedKey, setDelayedKey] = useState<string | null>(null);
  const route = identify(location.pathname);
  const delayDone = delayedKey === location.key;

  // Evaluated per navigation, like a router guard: a session change on the current page (login
  // storing the token, a 401 logout waiting its 3 s) must not re-route by itself.
  const decision = useMemo(() => {
    const { token, routeAuthList, needUpdatePassword } = store.getState().session;
    const { embedded, parentToken } = getEmbedState();
    return decideNavigation({
      to: { name: route.name, path: route.path, exists: route.exists },
      token,
      // the profile and change password are every signed-in user's, not the menu's
      routeAuthList: routeAuthList ? [...routeAuthList, ...SESSION_ROUTE_NAMES] : routeAuthList,
      needUpdatePassword,
      embedded,
      // After the 5 s delay the parent's token is taken as settled.
      parentToken: delayDone ? undefined : parentToken,
      publicNames: PUBLIC_NAMES,
    });
    // route.exists: asked again when a loading remote tells whether the route is one of its pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- location.key: re-run on every navigation
  }, [location.key, route.name, route.path, route.exists, delayDone, store]);

  useEffect(() => {
    if (decision.kind === 'redirect') {
      if (decision.warning) notifier.warning(t(decision.warning, { ns: 'shared' }));
      navigate(decision.to.path, { replace: true });
      return undefined;
    }
    if (decision.kind === 'delay') {
      const key = location.key;
      const timer = setTimeout(() => setDelayedKey(key), decision.ms);
      return () => clearTimeout(timer);
    }
    dispatch(sessionActions.setRouteName(route.name));
    const title = route.titleKey ? t(route.titleKey, { defaultValue: '' }) : '';
    document.title = title || t(DEFAULT_TITLE_KEY);
    return undefined;
  }, [decision, dispatch, location.key, navigate, route.name, route.titleKey, t]);

  usePageAnalytics(route, decision.kind === 'allow');
  return decision.kind === 'allow' ? <>{children}</> : null;
}
