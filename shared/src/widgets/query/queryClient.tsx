import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * How long a screen's own query (`useQuery` with the portal's defaults) counts its answer fresh: a
 * render React threw away and retried, or the same dialog opened again at once, shows it without
 * asking again. Lists ask at every mount, page and search (`usePageQuery`). An action's
 * invalidation asks again whatever its age.
 */
export const FRESH_MS = 2_000;

/**
 * The portal's one query cache: `shared/widgets` is a federated singleton, so the host and every
 * remote read and invalidate the same cache. No retries (a refusal shows once, as the http client
 * says it) and no refetch on focus or reconnect (a list asks when the user does).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: FRESH_MS,
    },
  },
});

/**
 * Gives the portal's query cache to the screens below (a screen's own `useQuery(...)`), and forgets
 * every answer when it unmounts: the host mounts it in the signed-in layout, so a logout (or a
 * change of user) starts from an empty cache (spec §3: list states are cleared at logout).
 * @example
 * <PortalQueryProvider><MainLayout /></PortalQueryProvider>
 */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => () => queryClient.clear(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Asks again every list and count whose key starts with one of these names (a list's `cacheKey`),
 * mounted or not: what an action (a cancel, a confirm, a payment) calls for the lists it changed.
 * @example
 * await invalidateLists('orderManagement', 'myWaybill');
 */
export function invalidateLists(...names: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => names.includes(String(query.queryKey[1])),
  });
}
