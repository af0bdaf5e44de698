import { useMemo } from 'react';
import { useRemotes } from '../federation/RemoteRegistryContext';
import { loadedRoutes } from './resolvePage';
import { DOWNLOAD_CENTER_ROUTE, NOTIFICATION_CENTER_ROUTE } from './routeTable';

/**
 * Lower-cased paths that can be shown now: the home page, the notification and download centres and
 * every route of a loaded remote.
 * Re-renders its caller when a remote loads, even inside a kept-alive page (it reads the registry,
 * not a prop captured when the page was first rendered).
 * @example
 * const available = useAvailablePaths(); available.has('/expresstracking');
 */
export function useAvailablePaths(): ReadonlySet<string> {
  const remotes = useRemotes();
  return useMemo(
    () =>
      new Set([
        '/index',
        NOTIFICATION_CENTER_ROUTE.path.toLowerCase(),
        DOWNLOAD_CENTER_ROUTE.path.toLowerCase(),
        ...loadedRoutes(remotes).map((route) => route.path.toLowerCase()),
      ]),
    [remotes],
  );
}
