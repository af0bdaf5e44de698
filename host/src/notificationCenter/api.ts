import { get, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type NotificationPage = ApiData<'/customer-api/notification/page', 'post'>;
export type PortalNotification = NotificationPage['records'][number];
export type NotificationCategory = PortalNotification['category'];
export type NotificationFilter = Pick<ApiBody<'/customer-api/notification/page'>, 'category' | 'readStatus'>;
export type NotificationDownload = ApiData<'/customer-api/notification/downloadUrl', 'get'>;

/** DOMAINS.md: COD / finance, ticket, problem parcel, claim, system, security. */
export const NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = [
  'COD',
  'TICKET',
  'PROBLEM_PARCEL',
  'CLAIM',
  'SYSTEM',
  'SECURITY',
];

/** `silent`: a place that shows its own failed state (the home page's card) asks without a toast. */
export function fetchNotifications(
  query: PageQuery & NotificationFilter,
  options: { silent?: boolean } = {},
): Promise<NotificationPage> {
  return post('/customer-api/notification/page', query, options);
}

/** The bell's count. Silent: a failed poll keeps the last count instead of toasting every minute. */
export async function fetchUnreadCount(): Promise<number> {
  const data = await get('/customer-api/notification/unreadCount', undefined, { silent: true });
  return data.count;
}

export function markNotificationsRead(ids: number[]): Promise<number> {
  return post('/customer-api/notification/read', { ids }).then((data) => data.updated);
}

export function markAllNotificationsRead(): Promise<number> {
  return get('/customer-api/notification/readAll').then((data) => data.updated);
}

export function fetchDownloadUrl(id: number): Promise<NotificationDownload> {
  return get('/customer-api/notification/downloadUrl', { id });
}
