import type { ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { languageReady } from '../i18n/i18n';

/**
 * A route's page component: loaded on first render like `React.lazy`, and fetchable ahead with
 * `preload()` (the host fetches the pages of the user's menu while the home page is idle). Once
 * preloaded it renders at once, without suspending: no loading spinner, no Suspense reveal delay.
 */
export type PageComponent = ComponentType & { preload?: () => Promise<unknown> };

export interface LazyPageOptions {
  /**
   * Runs when the page is fetched ahead, with its code: e.g. asks for the list's first page
   * (`askPageAhead`), which the screen then shows at once on entry.
   */
  ahead?(): void;
}

/**
 * Declares a remote's page for its `routes.ts`.
 * @example
 * { name: 'vipMember', path: '/vipMember', component: lazyPage(() => import('./vipMember/VipMemberPage')), … }
 */
export function lazyPage(
  factory: () => Promise<{ default: ComponentType }>,
  { ahead }: LazyPageOptions = {},
): PageComponent {
  // the page's module registers its texts on import: in Thai, Khmer, Malay or Vietnamese they are
  // fetched then, and the page first renders once they are in
  const page = lazyWithPreload(() =>
    factory().then(async (module) => {
      await languageReady();
      return module;
    }),
  );
  if (!ahead) return page;
  const fetchCode = page.preload;
  return Object.assign(page, {
    preload: () => {
      ahead();
      return fetchCode();
    },
  });
}

/** Starts fetching a page's code; undefined when the component cannot be fetched ahead (not a lazyPage). */
export function preloadPage(component: PageComponent): Promise<unknown> | undefined {
  return typeof component.preload === 'function' ? component.preload() : undefined;
}
