import type { VisitedTab } from './types';

/** The home tab: affixed and always first. */
export const INDEX_TAB: VisitedTab = Object.freeze({
  name: 'index',
  path: '/index',
  fullPath: '/index',
  meta: Object.freeze({ titleKey: 'route.index', affix: true }),
}) as VisitedTab;

/** Puts the index tab first (adding it when missing) and drops duplicate paths. */
export function normalizeTabs(tabs: readonly VisitedTab[]): VisitedTab[] {
  const seen = new Set<string>([INDEX_TAB.path]);
  const rest = tabs.filter((tab) => {
    if (seen.has(tab.path)) return false;
    seen.add(tab.path);
    return true;
  });
  const index = tabs.find((tab) => tab.path === INDEX_TAB.path) ?? INDEX_TAB;
  return [{ ...index, meta: { ...index.meta, affix: true } }, ...rest];
}

/** Adds a tab, or refreshes the fullPath of the open tab with the same path. */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const exists = tabs.some((open) => open.path === tab.path);
  const next = exists
    ? tabs.map((open) => (open.path === tab.path ? { ...open, fullPath: tab.fullPath } : open))
    : [...tabs, tab];
  return normalizeTabs(next);
}

/** Closes one tab; affixed tabs stay. */
export function removeTab(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return normalizeTabs(tabs.filter((tab) => tab.path !== path || tab.meta.affix));
}

/** Keeps affixed tabs and, when given, the tab at `keepPath`. */
export function keepAffixed(tabs: readonly VisitedTab[], keepPath?: string): VisitedTab[] {
  return normalizeTabs(tabs.filter((tab) => tab.meta.affix || tab.path === keepPath));
}
