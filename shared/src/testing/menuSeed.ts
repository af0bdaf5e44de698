// Test-only (exported from 'shared/testing'): the names the gateway's menu seed gives each page,
// read as text through scripts/route-owners.js (no app imports gateway code; the gateway's
// menu-data.test.ts checks that reading against the seed).
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
