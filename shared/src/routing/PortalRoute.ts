import type { PageComponent } from './lazyPage';

/**
 * One page a remote exposes through `./routes` (docs/CONVENTIONS.md). `name` is the spec's route
 * name and permission key; `titleKey` is the i18n key of the title.
 * @example
 * const routes: PortalRoute[] = [{ name: 'orderEntry', path: '/orderEntry', titleKey: 'orders:route.orderEntry',
 *   component: lazyPage(() => import('./orderEntry/OrderEntryPage')), keepAlive: true, pageKey: 'P_ORDER_ENTRY' }];
 */
export interface PortalRoute {
  name: string;
  path: string;
  titleKey: string;
  /** Usually a `lazyPage`, which the host can fetch ahead; any component works. */
  component: PageComponent;
  keepAlive: boolean;
  pageKey: string;
}
