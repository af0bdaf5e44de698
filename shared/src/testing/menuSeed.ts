// Test-only (exported from 'shared/testing'): the names the gateway's menu seed gives each page,
// read as text through scripts/route-owners.js (no app imports gateway code; the gateway's
// menu-data.test.ts checks that reading against the seed).
import { i18n, initI18n } from '../i18n';
import type { PortalRoute } from '../routing';
import { collectMenuPages } from '../../../scripts/route-owners';

type Names = { zh: string; en: string; id: string };
let pages: Map<string, Names> | undefined;

/**
 * The menu's name of a page in zh, en and id, or undefined when the menu has no such page.
 * @example
 * expect(i18n.t(route.titleKey, { lng: 'id' })).toBe(menuNameOf(route.name)?.id);
 */
export function menuNameOf(code: string): Names | undefined {
  pages ??= new Map(collectMenuPages().map((page) => [page.code, page.name]));
  return pages.get(code);
}

/**
 * Each route's tab title, in zh, en and id, beside its menu name: a remote's routes.test.ts expects
 * the two lists to be equal (a page's tab reads like its entry in the menu).
 * @example
 * const { tabs, menu } = await routeTitles(routes);
 * expect(tabs).toEqual(menu);
 */
export async function routeTitles(
  routes: readonly Pick<PortalRoute, 'name' | 'titleKey'>[],
): Promise<{ tabs: string[]; menu: string[] }> {
  await initI18n('EN');
  const tabs: string[] = [];
  const menu: string[] = [];
  for (const route of routes)
    for (const lng of ['zh', 'en', 'id'] as const) {
      tabs.push(`${route.name} ${lng}: ${i18n.t(route.titleKey, { lng })}`);
      menu.push(`${route.name} ${lng}: ${menuNameOf(route.name)?.[lng]}`);
    }
  return { tabs, menu };
}
