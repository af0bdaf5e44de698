import { and, count, desc, eq, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { loadAccountAccess } from '../../auth/account-access';
import type { Database } from '../../db/client';
import { menuResources, userPermissions, users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { notifications } from '../../db/schema/notifications';
import { BizError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import {
  contentProblems,
  idsNotOwned,
  pageOfLink,
  retentionCutoff,
  toNotificationRecord,
  type NotificationCategory,
  type NotificationReader,
  type NotificationContent,
  type ReadState,
} from './notification.rules';
import { ordersInScope, ownedBy } from '../../db/tenant-scope';

/** Whose notifications a call reads or changes: the session's user of the session's customer. */
export interface NotificationOwner {
  customerId: number;
  userId: number;
}

/**
 * The one tenant scope of this domain: every read and write of the table goes through it, so a
 * user only ever sees or changes their own rows of their own customer, whatever id they send.
 */
function ownRows(owner: NotificationOwner, ...more: Array<SQL | undefined>): SQL {
  return ownedBy(notifications, owner, eq(notifications.userId, owner.userId), ...more);
}

/** Who receives a notification: every active user of the customer, or only `userId` of it. */
export interface NotificationTarget {
  customerId: number;
  userId?: number;
}

/**
 * Which of the customer's `candidates` may read `content` (issue 36 item 10, issue 29 item 2): the
 * main account always; a sub-account only when it holds the page the deep link opens (a page of the
 * menu) and, for a notice about an order, when its data scope covers that order.
 */
async function mayRead(
  db: Database,
  customerId: number,
  candidates: ReadonlyArray<{ id: number; isAdmin: boolean }>,
  content: NotificationContent,
): Promise<Array<{ id: number }>> {
  const subs = candidates.filter((user) => !user.isAdmin).map((user) => user.id);
  if (subs.length === 0) return [...candidates];
  let allowed = new Set(subs);
  const page = content.link ? pageOfLink(content.link) : '';
  const [menuPage] = page
    ? await db
        .select({ code: menuResources.resourceCode })
        .from(menuResources)
        .where(eq(menuResources.resourceCode, page))
    : [];
  if (menuPage) {
    const holders = await db
      .select({ userId: userPermissions.userId })
      .from(userPermissions)
      .where(and(eq(userPermissions.resourceCode, page), inArray(userPermissions.userId, subs)));
    allowed = new Set(holders.map((holder) => holder.userId));
  }
  if (content.orderId != null)
    for (const userId of [...allowed]) {
      const { dataScope } = await loadAccountAccess(db, { id: userId, customerId, isAdmin: false });
      if (!dataScope) continue;
      const [inScope] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(ownedBy(orders, { customerId }, eq(orders.id, content.orderId), ordersInScope(dataScope)));
      if (!inScope) allowed.delete(userId);
    }
  return candidates.filter((user) => user.isAdmin || allowed.has(user.id));
}

/**
 * Writes a notification, the call every domain makes (import finished, export ready, a COD batch
 * to verify, a ticket answered …), the one place that decides who receives it. Account-wide (each
 * active user of the customer gets their own row, read on their own) or for one user of it (a
 * sub-account's own export); either way only users who may open the deep link's page and, for a
 * notice about an order, whose data scope covers it (mayRead). Title and body stay keys with
 * params, rendered in the reader's language. Throws on a malformed content or a user of another
 * customer: those are mistakes of the caller, not of the user. Returns the new ids.
 * @example
 * await notify(db, { customerId }, { category: 'PROBLEM_PARCEL', ...keysOfKind('parcelHeld'),
 *   params: { billCode, place, reason }, link: `/stopGodownQuiry?billCode=${billCode}`, orderId });
 */
export async function notify(
  db: Database,
  target: NotificationTarget,
  content: NotificationContent,
  now = new Date(),
): Promise<number[]> {
  const problems = contentProblems(content);
  if (problems.length > 0) throw new Error(`notify: ${problems.join('; ')}`);
  const candidates = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(
      ownedBy(
        users,
        target,
        target.userId === undefined ? eq(users.isUsed, '1') : eq(users.id, target.userId),
      ),
    )
    .orderBy(users.id);
  if (target.userId !== undefined && candidates.length === 0)
    throw new Error(`notify: user ${target.userId} is not a user of customer ${target.customerId}`);
  const recipients = await mayRead(db, target.customerId, candidates, content);
  if (recipients.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        customerId: target.customerId,
        userId: recipient.id,
        category: content.category,
        titleKey: content.titleKey,
        bodyKey: content.bodyKey,
        params: content.params ?? {},
        link: content.link ?? null,
        fileKey: content.fileKey ?? null,
        fileName: content.fileName ?? null,
        createdAt: now,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export interface NotificationFilter {
  category?: NotificationCategory;
  readStatus?: ReadState;
}

/**
 * The caller's notifications, newest first, in `lang`, by category and read state; without
 * amounts for a hide-money caller (`owner.hideMoney`, the session's flag now).
 */
export async function notificationPage(
  db: Database,
  owner: NotificationOwner & NotificationReader,
  query: PageQuery & NotificationFilter,
  lang: Lang,
) {
  const where = ownRows(
    owner,
    query.category ? eq(notifications.category, query.category) : undefined,
    query.readStatus === 'READ'
      ? isNotNull(notifications.readAt)
      : query.readStatus === 'UNREAD'
        ? isNull(notifications.readAt)
        : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => toNotificationRecord(row, lang, owner)),
  );
}

export async function unreadCount(db: Database, owner: NotificationOwner): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(ownRows(owner, isNull(notifications.readAt)));
  return total;
}

/** Marks every unread notification of the caller read; returns how many changed. */
export async function markAllRead(db: Database, owner: NotificationOwner, now = new Date()): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(ownRows(owner, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * Marks the caller's notifications `ids` read (already read ones keep their time). When any id is
 * not the caller's (unknown, another user's, another account's) nothing changes and the caller
 * is told so (issue 15, bad input), without saying which ids exist. Returns how many changed.
 */
export async function markRead(
  db: Database,
  owner: NotificationOwner,
  ids: readonly number[],
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(ownRows(owner, inArray(notifications.id, [...ids])))
      .for('update');
    if (
      idsNotOwned(
        ids,
        owned.map((row) => row.id),
      ).length > 0
    )
      throw new BizError('notification.notYours');
    const changed = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(ownRows(owner, inArray(notifications.id, [...ids]), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return changed.length;
  });
}

/**
 * The file of one of the caller's notifications, for signing a download link. Another user's or
 * account's notification answers as an unknown one.
 */
export async function notificationFile(
  db: Database,
  owner: NotificationOwner,
  id: number,
): Promise<{ fileKey: string; fileName: string }> {
  const [row] = await db
    .select({ fileKey: notifications.fileKey, fileName: notifications.fileName })
    .from(notifications)
    .where(ownRows(owner, eq(notifications.id, id)));
  if (!row) throw new BizError('notification.notFound');
  if (!row.fileKey || !row.fileName) throw new BizError('notification.noFile');
  return { fileKey: row.fileKey, fileName: row.fileName };
}

/**
 * Deletes notifications older than the retention (every customer's: a maintenance job, not a
 * call). The job queue schedules it; returns how many went.
 */
export async function purgeNotifications(
  db: Database,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const gone = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, retentionCutoff(now, retentionDays)))
    .returning({ id: notifications.id });
  return gone.length;
}
