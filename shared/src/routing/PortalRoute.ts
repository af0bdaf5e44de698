import type { ComponentType } from 'react';

/**
 * One page a remote exposes through `./routes` (docs/CONVENTIONS.md). `name` is the spec's route
 * name and permission key; `titleKey` is the i18n key of the title.
 * @example
 * const routes: PortalRoute[] = [{ name: 'orderEntry', path: '/orderEntry', titleKey: 'orders:route.orderEntry',
 *   component: lazy(() => import('./entry/OrderEntryPage')), keepAlive: true, pageKey: 'P_ORDER_ENTRY' }];
 */
export interface PortalRoute {
  name: string;
  path: string;
  titleKey: string;
  component: ComponentType;
  keepAlive: boolean;
  pageKey: string;
}
