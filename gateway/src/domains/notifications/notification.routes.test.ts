// @postgres: the seeded notifications read in every language on the production engine (collation, jsonb)
// Over 300 lines: one suite over one seeded gateway (start-up is the slow part); the centre's calls, the tenant refusals, the file links, notify() and the purge share its accounts and rows, each concern in its own describe block.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userPermissions, users } from '../../db/schema/core';
import { notifications } from '../../db/schema/notifications';
import { files } from '../../db/schema/widgets';
import { SEEDED_READ_KINDS } from '../../db/seed/notifications';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  grantKeys,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { DEMO_BILL_CODES } from '../../db/seed/orders-data';
import { notify, purgeNotifications } from './notification.repo';
import { keysOfKind } from './notification.rules';
import { money } from '../../i18n/money-text';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`notification centre (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let demoCustomer: number;
  let otherCustomer: number;
  let demoUser: number;
  let subUser: number;
  let otherUser: number;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    demoCustomer = await customerIdOf(app, 'demo');
    otherCustomer = await customerIdOf(app, 'other');
    const idOf = async (loginCode: string) =>
      (await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode)))[0].id;
    [demoUser, subUser, otherUser] = await Promise.all([idOf('demo'), idOf('demo_sub'), idOf('other')]);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const page = (token: string, payload: object = {}, language = 'EN') =>
    post(app, '/customer-api/notification/page', payload, authHeaders(token, language));
  const unread = async (token: string) =>
    body(await get(app, '/customer-api/notification/unreadCount', authHeaders(token))).data.count as number;
  const markRead = (token: string, ids: number[], language = 'EN') =>
    post(app, '/customer-api/notification/read', { ids }, authHeaders(token, language));
  const readAt = async (id: number) =>
    (
      await app.db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, id))
    )[0]?.readAt ?? null;
  /** A fresh unread notification of `userId` (of `customerId`), as a domain would write it. */
  const fresh = async (customerId: number, userId: number, over: object = {}) =>
    (
      await notify(
        app.db,
        { customerId, userId },
        {
          category: 'TICKET',
          ...keysOfKind('ticketAnswered'),
          params: { ticketNo: 'TK-1', billCode: 'JP1' },
          orderId: null,
          ...over,
        },
      )
    )[0];

  describe('reading', () => {
    it("pages the caller's seeded notifications newest first, in the request language", async () => {
      const { code, data } = body(await page(demo, { current: 1, size: 5 }, 'YN'));
      expect(code).toBe(1);
      expect(data).toMatchObject({ current: 1, size: 5, total: 9, pages: 2 });
      const times = data.records.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(data.records[0]).toMatchObject({
        category: 'PROBLEM_PARCEL',
        title: 'Paket tertahan di gudang',
        body: expect.stringContaining(`Resi ${DEMO_BILL_CODES.problem} tertahan di Gudang Sortir Cakung`),
        link: `/expressTracking?billCode=${DEMO_BILL_CODES.problem}`,
        hasFile: false,
        readAt: null,
      });
      expect(data.records[0]).not.toHaveProperty('fileKey');
      const english = body(await page(demo, { current: 1, size: 1 }, 'EN')).data.records[0];
      expect(english.title).toBe('Parcel held in the warehouse');
    });

    it('reads every seeded notification as text in each language (the seed writes keys only)', async () => {
      for (const lang of ['YN', 'EN', 'CN']) {
        const { records } = body(await page(demo, { current: 1, size: 50 }, lang)).data;
        expect(records).toHaveLength(9);
        for (const record of records as { title: string; body: string }[]) {
          expect(record.title).not.toMatch(/^notification\./);
          expect(record.body).not.toMatch(/^notification\./);
        }
      }
    });

    it('filters by category and by read state', async () => {
      const system = body(await page(demo, { category: 'SYSTEM', size: 50 })).data;
      expect(system.total).toBe(4);
      expect(new Set(system.records.map((r: { category: string }) => r.category))).toEqual(
        new Set(['SYSTEM']),
      );
      const read = body(await page(demo, { readStatus: 'READ', size: 50 })).data;
      expect(read.total).toBe(SEEDED_READ_KINDS.length);
      expect(read.records.every((r: { readAt: string | null }) => r.readAt !== null)).toBe(true);
      const unreadPage = body(await page(demo, { readStatus: 'UNREAD', size: 50 })).data;
      expect(unreadPage.total).toBe(9 - SEEDED_READ_KINDS.length);
      const both = body(await page(demo, { category: 'TICKET', readStatus: 'UNREAD' })).data;
      expect(both.total).toBe(0);
    });

    it('refuses a category or read state it does not know, translated', async () => {
      const answer = body(await page(demo, { category: 'FINANCE' }, 'YN'));
      expect(answer.code).not.toBe(1);
      expect(answer.msg).toBe('data masukan tidak valid');
      expect(body(await page(demo, { readStatus: 'SEEN' })).code).not.toBe(1);
    });

    it("shows each user only their own notifications: the other shipper sees its one, never the demo's", async () => {
      const { data } = body(await page(other, { size: 50 }));
      expect(data.total).toBe(1);
      expect(data.records[0].body).not.toContain(DEMO_BILL_CODES.problem);
      expect(await unread(other)).toBe(1);
      expect(await unread(demo)).toBe(9 - SEEDED_READ_KINDS.length);
    });

    it('gives the unread count to any session (the header asks on every page), the centre only with its key', async () => {
      // without notificationCenter the bell still works (a 403 would log it out), the centre does not
      await grantKeys(app, [], ['notificationCenter']);
      expect(await unread(demoSub)).toBe(1);
      const refused = await page(demoSub);
      expect(body(refused).code).toBe(403);
      await grantKeys(app);
      expect((await get(app, '/customer-api/notification/unreadCount')).statusCode).toBe(401);
    });
  });

  describe('mark read', () => {
    it('marks own notifications read once, keeping the first read time', async () => {
      const [a, b] = [await fresh(demoCustomer, demoUser), await fresh(demoCustomer, demoUser)];
      const before = await unread(demo);
      expect(body(await markRead(demo, [a, b, a])).data).toEqual({ updated: 2 });
      expect(await unread(demo)).toBe(before - 2);
      const first = await readAt(a);
      expect(first).not.toBeNull();
      expect(body(await markRead(demo, [a])).data).toEqual({ updated: 0 });
      expect(await readAt(a)).toEqual(first);
    });

    // Issue 15, bad input: "a mark-read of another user's notification: a clear translated message
    // and changes nothing". Not a silent no-op: the page asked to mark something it showed, so a
    // refusal means a stale or forged id, and the user is told. The message does not say which id
    // exists, so ids of other accounts reveal nothing.
    it("refuses, translated and changing nothing, when any id is another account's", async () => {
      const mine = await fresh(demoCustomer, demoUser);
      const theirs = await fresh(otherCustomer, otherUser);
      const answer = body(await markRead(demo, [mine, theirs], 'YN'));
      expect(answer.code).toBe(500);
      expect(answer.msg).toBe(
        'sebagian notifikasi tidak ditemukan atau bukan milik Anda; tidak ada yang ditandai dibaca',
      );
      expect(await readAt(mine)).toBeNull();
      expect(await readAt(theirs)).toBeNull();
    });

    it("refuses another user's notification of the same account, and an id that does not exist, alike", async () => {
      const subs = await fresh(demoCustomer, subUser);
      const asOther = body(await markRead(demo, [subs]));
      const unknown = body(await markRead(demo, [2_000_000_000]));
      expect(asOther).toEqual(unknown);
      expect(asOther.msg).toBe(
        'some of these notifications do not exist or are not yours; nothing was marked as read',
      );
      expect(await readAt(subs)).toBeNull();
    });

    it('refuses an empty or oversized id list', async () => {
      expect(body(await markRead(demo, [])).code).not.toBe(1);
      expect(
        body(
          await markRead(
            demo,
            Array.from({ length: 101 }, (_, i) => i + 1),
          ),
        ).code,
      ).not.toBe(1);
    });

    it("marks all of the caller's notifications read and no one else's", async () => {
      const subs = await fresh(demoCustomer, subUser);
      const theirs = await fresh(otherCustomer, otherUser);
      expect(await unread(demo)).toBeGreaterThan(0);
      const { data } = body(await get(app, '/customer-api/notification/readAll', authHeaders(demo)));
      expect(data.updated).toBeGreaterThan(0);
      expect(await unread(demo)).toBe(0);
      expect(body(await get(app, '/customer-api/notification/readAll', authHeaders(demo))).data).toEqual({
        updated: 0,
      });
      expect(await readAt(subs)).toBeNull();
      expect(await readAt(theirs)).toBeNull();
    });
  });

  describe('file download', () => {
    /** An export file of `customerId` in the app's storage, and a notification offering it. */
    async function exportNotice(customerId: number, userId: number) {
      const appStorage = app.files.storage;
      const key = `${randomBytes(8).toString('hex')}.csv`;
      const data = Buffer.from('billCode,status\nJP1,DELIVERED\n');
      await appStorage.put(key, data, 'text/csv');
      await app.db
        .insert(files)
        .values({ customerId, userId, key, name: 'pesanan.csv', size: data.length, contentType: 'text/csv' });
      const id = await fresh(customerId, userId, {
        category: 'SYSTEM',
        ...keysOfKind('exportReady'),
        params: { exportName: 'Kelola pesanan', rows: 1, expiresAt: '2026-12-01 10:00' },
        link: '/downloadCenter',
        fileKey: key,
        fileName: 'pesanan.csv',
      });
      return { id, data };
    }
    const downloadUrl = (token: string, id: number, language = 'EN') =>
      get(app, `/customer-api/notification/downloadUrl?id=${id}`, authHeaders(token, language));

    it('signs a fresh 15-minute link to the file, which downloads it', async () => {
      const { id, data } = await exportNotice(demoCustomer, demoUser);
      const listed = body(await page(demo, { size: 1 })).data.records[0];
      expect(listed).toMatchObject({ id, hasFile: true, fileName: 'pesanan.csv' });
      const started = Date.now();
      const first = body(await downloadUrl(demo, id)).data;
      expect(first.fileName).toBe('pesanan.csv');
      expect(first.url).toMatch(
        /^\/customer-api\/file\/view\/[0-9a-f]+\.csv\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/,
      );
      const expires = Date.parse(first.expiresAt) - started;
      expect(expires).toBeGreaterThan(14 * 60 * 1000);
      expect(expires).toBeLessThanOrEqual(15 * 60 * 1000 + 2000);
      const file = await app.inject({ method: 'GET', url: first.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      // a tampered signature downloads nothing
      const tampered = first.url.replace(/sig=./, (s: string) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
      expect(body(await app.inject({ method: 'GET', url: tampered })).code).toBe(403);
    });

    it("refuses another account's and another user's file, like an unknown notification", async () => {
      const theirs = await exportNotice(otherCustomer, otherUser);
      const subs = await exportNotice(demoCustomer, subUser);
      const refused = body(await downloadUrl(demo, theirs.id, 'YN'));
      expect(refused).toMatchObject({ code: 500, msg: 'notifikasi tidak ditemukan', data: null });
      expect(body(await downloadUrl(demo, subs.id))).toEqual(body(await downloadUrl(demo, 2_000_000_000)));
      expect(body(await downloadUrl(other, theirs.id)).code).toBe(1);
    });

    it('says so when the notification carries no file', async () => {
      const plain = await fresh(demoCustomer, demoUser);
      expect(body(await downloadUrl(demo, plain)).msg).toBe('this notification has no file to download');
      expect(
        body(await get(app, '/customer-api/notification/downloadUrl?id=abc', authHeaders(demo))).code,
      ).not.toBe(1);
    });
  });

  describe('notify', () => {
    it('writes an account-wide notification once per active user of the account who may open its page, each read on their own', async () => {
      const active = await app.db
        .select({ id: users.id, isAdmin: users.isAdmin })
        .from(users)
        .where(and(eq(users.customerId, demoCustomer), eq(users.isUsed, '1')));
      const holders = new Set(
        (
          await app.db
            .select({ userId: userPermissions.userId })
            .from(userPermissions)
            .where(eq(userPermissions.resourceCode, 'codBillpage'))
        ).map((row) => row.userId),
      );
      const accountUsers = active.filter((user) => user.isAdmin || holders.has(user.id));
      expect(accountUsers.length).toBeLessThan(active.length);
      const ids = await notify(
        app.db,
        { customerId: demoCustomer },
        {
          category: 'COD',
          ...keysOfKind('codBatchToVerify'),
          params: { batchNo: 'COD-1', count: 3, amount: money(10_000), deadline: '2026-11-27 17:00' },
          link: '/codBillpage?batchNo=COD-1',
        },
      );
      expect(ids).toHaveLength(accountUsers.length);
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, '/codBillpage?batchNo=COD-1'));
      expect(rows.map((row) => row.userId).sort()).toEqual(accountUsers.map((user) => user.id).sort());
      expect(rows.every((row) => row.customerId === demoCustomer && row.readAt === null)).toBe(true);
      expect(await unread(demoSub)).toBeGreaterThanOrEqual(2);
    });

    it("refuses a user of another account and a link out of the portal (the caller's mistakes)", async () => {
      const before = (await app.db.select().from(notifications)).length;
      await expect(
        notify(
          app.db,
          { customerId: demoCustomer, userId: otherUser },
          { category: 'SYSTEM', ...keysOfKind('maintenance') },
        ),
      ).rejects.toThrow(`user ${otherUser} is not a user of customer ${demoCustomer}`);
      await expect(
        notify(
          app.db,
          { customerId: demoCustomer },
          {
            category: 'SYSTEM',
            ...keysOfKind('maintenance'),
            link: 'https://evil.example',
          },
        ),
      ).rejects.toThrow('is not a portal path');
      expect((await app.db.select().from(notifications)).length).toBe(before);
    });
  });

  describe('retention', () => {
    it('keeps 90 days by default, and the purge removes only what is older, of every account', async () => {
      expect(app.config.notificationRetentionDays).toBe(90);
      const now = new Date();
      const old = await fresh(demoCustomer, demoUser);
      const oldOther = await fresh(otherCustomer, otherUser);
      const young = await fresh(demoCustomer, demoUser);
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
      await app.db
        .update(notifications)
        .set({ createdAt: ago(91) })
        .where(eq(notifications.id, old));
      await app.db
        .update(notifications)
        .set({ createdAt: ago(90.5) })
        .where(eq(notifications.id, oldOther));
      await app.db
        .update(notifications)
        .set({ createdAt: ago(89.9) })
        .where(eq(notifications.id, young));
      const unreadYoung = await app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, young), isNull(notifications.readAt)));
      expect(unreadYoung).toHaveLength(1);

      expect(await purgeNotifications(app.db, app.config.notificationRetentionDays, now)).toBe(2);
      const left = async (id: number) =>
        (await app.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)))
          .length;
      expect([await left(old), await left(oldOther), await left(young)]).toEqual([0, 0, 1]);
      expect(await purgeNotifications(app.db, 90, now)).toBe(0);
      // the seeded ones (at most five days old) are all still there
      expect(body(await page(other, { size: 50 })).data.total).toBeGreaterThanOrEqual(1);
    });
  });
});
