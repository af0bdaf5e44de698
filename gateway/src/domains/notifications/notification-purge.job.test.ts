// @postgres: scheduled work on the job queue
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/core';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, SETUP_TIMEOUT, TEST_ENGINE } from '../../test/helper';
import { notify } from './notification.repo';
import { keysOfKind } from './notification.rules';
import { notificationPurgeKind } from './notification-purge.job';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`scheduled work on the job queue (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ notificationRetentionDays: 30 });
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('registers the daily notification purge and the export file expiry as cron schedules', async () => {
    const schedules = await app.jobs.registeredSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'notification.purge', cron: app.config.notificationPurgeCron },
        { name: 'export.expire', cron: app.config.exportExpiryCron },
      ]),
    );
    // daily: one fixed minute and hour, every day
    expect(app.config.notificationPurgeCron).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it("purges, as the queue's job, every customer's notifications past the retention and keeps the rest", async () => {
    const [demo, other] = await app.db
      .select({ id: users.id, customerId: users.customerId })
      .from(users)
      .where(inArray(users.loginCode, ['demo', 'other']))
      .orderBy(users.loginCode);
    const content = { category: 'SYSTEM' as const, ...keysOfKind('maintenance'), params: {} };
    const [oldDemo] = await notify(app.db, { customerId: demo.customerId, userId: demo.id }, content);
    const [oldOther] = await notify(app.db, { customerId: other.customerId, userId: other.id }, content);
    const [young] = await notify(app.db, { customerId: demo.customerId, userId: demo.id }, content);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    await app.db
      .update(notifications)
      .set({ createdAt: ago(31) })
      .where(eq(notifications.id, oldDemo));
    await app.db
      .update(notifications)
      .set({ createdAt: ago(40) })
      .where(eq(notifications.id, oldOther));
    await app.db
      .update(notifications)
      .set({ createdAt: ago(29) })
      .where(eq(notifications.id, young));

    // the kind the notification domain registered, sent as its schedule would
    const kind = notificationPurgeKind(app.db, app.config.notificationRetentionDays);
    const jobId = await app.jobs.send(kind, {});
    expect(await app.jobs.waitFor(kind, jobId)).toEqual({ state: 'completed' });

    const left = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [oldDemo, oldOther, young]));
    expect(left.map((row) => row.id)).toEqual([young]);
  });
});
