import type { ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

/**
 * A route's page component: loaded on first render like `React.lazy`, and fetchable ahead with
 * `preload()` (the host fetches the pages of the user's menu while the home page is idle). Once
 * preloaded it renders at once, without suspending: no loading spinner, no Suspense reveal delay.
 */
export type PageComponent = ComponentType & { preload?: () => Promise<unknown> };

/**
 * Declares a remote's page for its `routes.ts`.
 * @example
 * { name: 'vipMember', path: '/vipMember', component: lazyPage(() => import('./member/VipMemberPage')), … }
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>): PageComponent {
  return lazyWithPreload(factory);
}

/** Starts fetching a page's code; undefined when the component cannot be fetched ahead (not a lazyPage). */
export function preloadPage(component: PageComponent): Promise<unknown> | undefined {
  return typeof component.preload === 'function' ? component.preload() : undefined;
}
