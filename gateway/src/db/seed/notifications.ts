import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/core';
import { notifications } from '../schema/notifications';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from './orders-data';
import { jakartaTimeText } from '../../lib/locale/time-text';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

// Seeds write rows as notify() (domains/notifications) does, one per user, without importing the
// domain (db/ imports no domain): a kind's title and body are `notification.<kind>.title|body`.
// notification.routes.test.ts checks that every seeded kind has its texts.
type NotificationKind = string;
type NotificationContent = Pick<
  typeof notifications.$inferInsert,
  'category' | 'params' | 'link' | 'fileKey' | 'fileName'
> & { titleKey: string; bodyKey: string };

const keysOfKind = (kind: NotificationKind) => ({
  titleKey: `notification.${kind}.title`,
  bodyKey: `notification.${kind}.body`,
});

/** One user's notification, written at `createdAt`; answers its id. */
async function notify(
  db: Database,
  owner: { customerId: number; userId: number },
  content: NotificationContent,
  createdAt: Date,
): Promise<number[]> {
  const rows = await db
    .insert(notifications)
    .values({ ...owner, ...content, params: content.params ?? {}, createdAt })
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo admin's seeded notifications: 9, of which these kinds are already read. */
export const SEEDED_READ_KINDS: readonly NotificationKind[] = [
  'importFinished',
  'ticketAnswered',
  'maintenance',
];

interface Seeded {
  hoursAgo: number;
  kind: NotificationKind;
  content: Omit<NotificationContent, 'titleKey' | 'bodyKey'>;
}

/** What the demo shipper's admin finds in the notification centre, newest first. */
function demoAdminNotifications(now: Date): Seeded[] {
  const wib = (ms: number) => jakartaTimeText(ms).slice(0, 16);
  return [
    {
      hoursAgo: 1,
      kind: 'parcelHeld',
      content: {
        category: 'PROBLEM_PARCEL',
        params: {
          billCode: DEMO_BILL_CODES.problem,
          place: 'Gudang Sortir Cakung, Jakarta Timur',
          reason: {
            zh: '地址错误或不完整',
            en: 'Wrong or incomplete address',
            id: 'Alamat salah atau tidak lengkap',
          },
          deadline: wib(now.getTime() + 47 * 3600 * 1000),
        },
        link: `/expressTracking?billCode=${DEMO_BILL_CODES.problem}`,
      },
    },
    {
      hoursAgo: 3,
      kind: 'codBatchToVerify',
      content: {
        category: 'COD',
        params: {
          batchNo: 'COD-20261124-0042',
          count: 37,
          amount: { money: 8_215_000 },
          deadline: wib(now.getTime() + 2 * DAY_MS),
        },
        link: '/codBillpage?batchNo=COD-20261124-0042',
      },
    },
    {
      hoursAgo: 5,
      kind: 'exportReady',
      content: {
        category: 'SYSTEM',
        params: {
          exportName: 'Kelola pesanan (November 2026)',
          rows: 1284,
          expiresAt: wib(now.getTime() + 7 * DAY_MS - 5 * HOUR_MS),
        },
        link: '/downloadCenter',
      },
    },
    {
      hoursAgo: 20,
      kind: 'claimDecided',
      content: {
        category: 'CLAIM',
        params: { claimNo: 'KLM-2026-00318', billCode: DEMO_BILL_CODES.returned, amount: { money: 450_000 } },
        link: `/expressTracking?billCode=${DEMO_BILL_CODES.returned}`,
      },
    },
    {
      hoursAgo: 26,
      kind: 'importFailed',
      content: {
        category: 'SYSTEM',
        params: { fileName: 'pesanan-toko-bandung.xlsx' },
        link: '/orderImport',
      },
    },
    {
      hoursAgo: 30,
      kind: 'newLogin',
      content: {
        category: 'SECURITY',
        params: { loginCode: 'demo', time: wib(now.getTime() - 30 * HOUR_MS) },
      },
    },
    {
      hoursAgo: 50,
      kind: 'importFinished',
      content: {
        category: 'SYSTEM',
        params: { fileName: 'pesanan-harian-22-11.xlsx', success: 248, failed: 2 },
        link: '/orderImport',
      },
    },
    {
      hoursAgo: 75,
      kind: 'ticketAnswered',
      content: {
        category: 'TICKET',
        params: { ticketNo: 'TK-2026-11-0087', billCode: DEMO_BILL_CODES.delivered },
        link: '/suggestions',
      },
    },
    {
      hoursAgo: 120,
      kind: 'maintenance',
      content: { category: 'SYSTEM', params: { date: '2026-11-22', from: '23:00', to: '02:00' } },
    },
  ];
}

/**
 * Notifications of the demo accounts (issue 15): the demo admin's nine of every category, three of
 * them read; the sub-account's own export; one of the other shipper. Idempotent: nothing is added
 * when the demo admin already has notifications.
 */
export async function seedNotifications(
  db: Database,
  given?: SeedCustomers,
  now = new Date(),
): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const [already] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, customers.demoAdminUserId))
    .limit(1);
  if (already) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const demo = { customerId: customers.demoCustomerId, userId: customers.demoAdminUserId };
  await db.transaction(async (tx) => {
    const read: number[] = [];
    for (const seeded of demoAdminNotifications(now)) {
      const ids = await notify(
        tx,
        demo,
        { ...seeded.content, ...keysOfKind(seeded.kind) },
        at(seeded.hoursAgo),
      );
      if (SEEDED_READ_KINDS.includes(seeded.kind)) read.push(...ids);
    }
    if (read.length > 0)
      await tx
        .update(notifications)
        .set({ readAt: at(1) })
        .where(inArray(notifications.id, read));

    const [sub] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerId, customers.demoCustomerId), eq(users.loginCode, 'demo_sub')));
    if (sub)
      await notify(
        tx,
        { customerId: customers.demoCustomerId, userId: sub.id },
        {
          category: 'SYSTEM',
          ...keysOfKind('exportReady'),
          params: {
            exportName: 'Resi saya (minggu ini)',
            rows: 96,
            expiresAt: jakartaTimeText(now.getTime() + 6 * DAY_MS).slice(0, 16),
          },
          link: '/downloadCenter',
        },
        at(8),
      );
    const [otherAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, customers.otherCustomerId))
      .orderBy(users.id)
      .limit(1);
    if (otherAdmin)
      await notify(
        tx,
        { customerId: customers.otherCustomerId, userId: otherAdmin.id },
        {
          category: 'PROBLEM_PARCEL',
          ...keysOfKind('parcelHeld'),
          params: {
            billCode: OTHER_CUSTOMER_BILL_CODE,
            place: 'Hub Makassar',
            reason: { zh: '收件人不在', en: 'Receiver absent', id: 'Penerima tidak di tempat' },
            deadline: jakartaTimeText(at(4).getTime() + 48 * 3600 * 1000).slice(0, 16),
          },
          link: `/expressTracking?billCode=${OTHER_CUSTOMER_BILL_CODE}`,
        },
        at(4),
      );
  });
}
