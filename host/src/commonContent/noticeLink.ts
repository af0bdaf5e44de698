import { isPortalPath } from '../notificationCenter/openNotification';
import { SESSION_ROUTE_NAMES, identifyRoute } from '../routing/routeTable';

/** Where a notice's link leads: a page of the portal, a web address (new window), or nowhere. */
export type NoticeTarget = { kind: 'portal'; path: string } | { kind: 'web'; url: string } | null;

const WEB_ADDRESS = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;

/**
 * The target of a notice's link for a user with `routeAuthList` (null: not narrowed): a portal
 * path only when the user may open its page (the guard would send them home otherwise), a web
 * address only over https, anything else nothing.
 * @example
 * noticeTarget('/orderImport', ['orderImport']); // { kind: 'portal', path: '/orderImport' }
 * noticeTarget('/orderImport', ['expressTracking']); // null
 * noticeTarget('javascript:alert(1)', null); // null
 */
export function noticeTarget(link: string | null, routeAuthList: readonly string[] | null): NoticeTarget {
  if (!link) return null;
  if (isPortalPath(link)) {
    const { name } = identifyRoute(link.split('?')[0], []);
    const allowed =
      !routeAuthList ||
      name === 'index' ||
      SESSION_ROUTE_NAMES.includes(name) ||
      routeAuthList.includes(name);
    return allowed ? { kind: 'portal', path: link } : null;
  }
  return WEB_ADDRESS.test(link) ? { kind: 'web', url: link } : null;
}
