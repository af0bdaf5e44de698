import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox, orders, users } from '../../db/schema';
import { ownedBy } from '../../db/tenant-scope';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  lastMailTo,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { scopedCallers } from '../../test/sub-accounts';
import { sendWeeklyDigests } from './report-digest.repo';

/**
 * The weekly digest e-mail (issue 31 item 7c): the opt-in on the profile page, and the job's mail
 * for an opted-in user, whose figures are the dashboard call's for the last 7 days, in the user's
 * language, without amounts for a hide-money user; an opted-out user gets none.
 */
describe(`weekly digest e-mail (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let callers: { sender: string; own: string; hidden: string };
  let customerId: number;

  const save = async (token: string, weekly: boolean, lang = 'EN') =>
    body(await post(app, '/customer-api/user/digest/save', { weekly }, authHeaders(token, lang)));
  const mailsTo = async (to: string) => {
    await app.mailQueue.idle();
    return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  };

  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const [sample] = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, { customerId }, isNotNull(orders.senderKey)))
      .limit(1);
    callers = await scopedCallers(app, demo, 'dig', ['dataDashboard'], sample);
    // the sub-accounts' addresses as if verified: the digest goes to verified addresses only
    await app.db
      .update(users)
      .set({ emailVerified: true })
      .where(
        ownedBy(
          users,
          { customerId, dataScope: null },
          inArray(users.loginCode, ['dig_sender', 'dig_own', 'dig_hidden']),
        ),
      );
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  it('keeps the opt-in and the language it was chosen in', async () => {
    expect(body(await get(app, '/customer-api/user/digest', authHeaders(demo))).data).toEqual({
      weekly: false,
      language: null,
    });
    expect((await save(demo, true, 'CN')).data).toEqual({ weekly: true, language: 'zh' });
    expect((await save(demo, true, 'EN')).data).toEqual({ weekly: true, language: 'en' });
    expect(body(await get(app, '/customer-api/user/digest', authHeaders(demo))).data).toEqual({
      weekly: true,
      language: 'en',
    });
    const bad = await post(app, '/customer-api/user/digest/save', { weekly: 'yes' }, authHeaders(demo, 'ID'));
    expect(bad.statusCode).toBe(400);
  });

  it("mails an opted-in user the dashboard call's figures of the last 7 days, a hide-money user no amount, an opted-out user nothing", async () => {
    await save(demo, true, 'EN');
    await save(callers.sender, true, 'ID');
    await save(callers.hidden, true, 'CN');
    await save(callers.own, true);
    await save(callers.own, false);
    const now = new Date();
    await sendWeeklyDigests(app.db, app.mailer, now);

    const kpisOf = async (token: string) =>
      body(await post(app, '/report-api/dashboard/kpis', { period: 'LAST_7_DAYS' }, authHeaders(token, 'EN')))
        .data;
    const main = await lastMailTo(app, 'demo@example.co.id');
    const kpis = await kpisOf(demo);
    const figures = main.payload!.figures as Record<string, unknown>;
    expect(figures).toEqual({
      from: kpis.range.from,
      to: kpis.range.to,
      created: kpis.counts.created.value,
      pickedUp: kpis.counts.pickedUp.value,
      signed: kpis.counts.signed.value,
      returned: kpis.counts.returned.value,
      inTransit: kpis.counts.inTransit.value,
      deliverySuccess: kpis.rates.deliverySuccess.value,
      onTimeBusiness: kpis.rates.onTimeBusiness.value,
      spendTotal: kpis.spend.spendTotal.value,
      codInProcess: kpis.cod.inProcess.value,
    });
    expect(kpis.counts.created.value).toBeGreaterThan(0);
    expect(main.subject).toBe(`Your weekly summary: ${kpis.range.from} to ${kpis.range.to}`);
    expect(main.body).toContain(`- Orders created: ${kpis.counts.created.value}`);
    expect(main.body).toMatch(/- Spend: Rp [\d,]+/);

    // a sender-scoped user: its own scope's figures, in Indonesian
    const scoped = await lastMailTo(app, 'dig_sender@example.co.id');
    const scopedKpis = await kpisOf(callers.sender);
    expect((scoped.payload!.figures as Record<string, number>).created).toBe(scopedKpis.counts.created.value);
    expect(scopedKpis.counts.created.value).toBeLessThan(kpis.counts.created.value);
    expect(scoped.subject).toMatch(/^Ringkasan mingguan/);

    // hide money: no amount in the figures or the text, in Chinese
    const hidden = await lastMailTo(app, 'dig_hidden@example.co.id');
    expect(hidden.payload!.figures).not.toHaveProperty('spendTotal');
    expect(hidden.payload!.figures).not.toHaveProperty('codInProcess');
    expect(hidden.body).not.toContain('Rp');
    expect(hidden.subject).toMatch(/^每周摘要/);

    // opted out: nothing
    expect(await mailsTo('dig_own@example.co.id')).toEqual([]);
  });

  it('sends nothing to a user who opted in but no longer may open the dashboard', async () => {
    const before = (await mailsTo('dig_sender@example.co.id')).length;
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(ownedBy(users, { customerId, dataScope: null }, eq(users.loginCode, 'dig_sender')));
    await app.db.execute(
      sql`delete from user_permissions where user_id = ${user.id} and resource_code = 'dataDashboard'`,
    );
    await sendWeeklyDigests(app.db, app.mailer, new Date());
    expect((await mailsTo('dig_sender@example.co.id')).length).toBe(before);
  });
});
