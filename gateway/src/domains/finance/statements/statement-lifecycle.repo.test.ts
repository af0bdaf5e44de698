import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { claims, monthlyStatements, notifications, orders, users } from '../../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';

/**
 * The statement lifecycle through the calls and the courier's hooks: issued with a notification and
 * the approved claims offset, disputed by the shipper, credited, paid in part, overdue, suspended,
 * paid in full. Each refusal is translated and changes nothing.
 */
describe('monthly statement lifecycle', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let customerId: number;
  let statementId: number;
  let claimId: number;
  let lineIds: number[];

  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
  const dispute = (payload: object, token = demo, language = 'EN') =>
    post(app, '/customer-api/monthlyStatement/dispute', payload, authHeaders(token, language));
  const detail = async (token = demo) =>
    body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}&size=50`, authHeaders(token)),
    ).data;
  const stored = async () => {
    const [row] = await app.db
      .select()
      .from(monthlyStatements)
      .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.id, statementId)));
    return row;
  };
  const pay = (amount: number, now: string, reference = 'TRF-1') =>
    hook('statementPayment', { customerCode: 'C001', statementId, amount, reference, now });

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const made = body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 700,
        at: '2026-10-20T03:00:00.000Z',
        orders: [
          { codAmount: 120_000, fate: 'DELIVER' },
          { codAmount: 80_000, fate: 'DELIVER' },
          { codAmount: 60_000, fate: 'DELIVER' },
        ],
      }),
    ).data;
    const [order] = await app.db.select().from(orders).where(eq(orders.id, made[0].orderId));
    const [user] = await app.db.select().from(users).where(eq(users.loginCode, 'demo'));
    const at = new Date('2026-10-25T03:00:00.000Z');
    [{ id: claimId }] = await app.db
      .insert(claims)
      .values({
        customerId,
        userId: user.id,
        claimNo: 'CL2026100001',
        orderId: order.id,
        billCode: order.billCode,
        claimType: 'DAMAGED',
        insured: false,
        declaredValue: 100_000,
        premium: 0,
        shippingFee: 10_000,
        goodsValue: 100_000,
        amountClaimed: 5_000,
        cap: 10_000,
        capRule: 'UNINSURED_FEE',
        amountApproved: 5_000,
        payoutMethod: 'STATEMENT_OFFSET',
        status: 'APPROVED',
        decidedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: claims.id });
    await hook('runCycle', { customerCode: 'C001', now: '2026-11-02T02:00:00.000Z' });
    const list = body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(demo))).data;
    statementId = list.records[0].id;
    lineIds = (await detail()).lines.records.map((line: { id: number }) => line.id);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('issues the statement with a notification linking to it, the approved claim offset as a credit note', async () => {
    const { statement, creditNotes } = await detail();
    expect(statement.status).toBe('ISSUED');
    expect(creditNotes).toEqual([
      expect.objectContaining({ source: 'CLAIM', amount: 5_000, reference: statement.statementNo }),
    ]);
    expect(statement.creditNotes).toBe(5_000);
    expect(statement.amountDue).toBe(statement.taxBase + statement.ppn - statement.pph23 - 5_000);
    const [claim] = await app.db
      .select()
      .from(claims)
      .where(and(eq(claims.customerId, customerId), eq(claims.id, claimId)));
    expect(claim.status).toBe('PAID');
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, customerId),
          eq(notifications.titleKey, 'statement.notify.issued.title'),
        ),
      );
    expect(notice.link).toBe(`/monthlyStatement?id=${statementId}`);
    expect(notice.params).toMatchObject({
      statementNo: statement.statementNo,
      amount: { money: statement.amountDue },
    });
    const titles: string[] = [];
    for (const language of ['EN', 'CN', 'YN']) {
      const page = body(
        await post(app, '/customer-api/notification/page', { size: 50 }, authHeaders(demo, language)),
      ).data;
      const issued = page.records.find((row: { link: string | null }) => row.link === notice.link);
      titles.push(issued.title);
      expect(issued.body).toContain(statement.statementNo);
    }
    expect(titles).toEqual(['Monthly statement issued', '月结对账单已开出', 'Tagihan bulanan diterbitkan']);
  });

  it("refuses a dispute of another shipper's statement, of an unknown line, or without the CHECK key, changing nothing", async () => {
    const before = await stored();
    const line = { lineId: lineIds[0], reason: 'WRONG_WEIGHT', description: 'weighed 1 kg at pickup' };
    expect(body(await dispute({ id: statementId, lines: [line] }, other)).code).toBe(404);
    expect(body(await dispute({ id: statementId, lines: [line] }, demoSub)).code).toBe(403);
    expect(body(await dispute({ id: statementId, lines: [{ ...line, lineId: 999_999 }] })).msg).toBe(
      'line 999999 is not a line of this statement',
    );
    expect(body(await dispute({ id: statementId, lines: [line, line] }, demo, 'YN')).msg).toBe(
      'baris yang sama dikirim dua kali',
    );
    expect((await dispute({ id: statementId, lines: [{ ...line, reason: 'BORED' }] })).statusCode).toBe(400);
    // a dispute says what is wrong: an empty or blank description is refused, on its field, translated
    for (const [description, language, message] of [
      ['', 'EN', 'describe what is wrong with the line'],
      ['   ', 'YN', 'jelaskan apa yang salah pada baris ini'],
    ]) {
      const blank = await dispute({ id: statementId, lines: [{ ...line, description }] }, demo, language);
      expect(blank.statusCode).toBe(400);
      expect(body(blank).data).toEqual([{ field: 'body.lines.0.description', message }]);
    }
    expect(
      (await dispute({ id: statementId, lines: [{ lineId: lineIds[0], reason: 'OTHER' }] })).statusCode,
    ).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await detail()).disputes).toEqual([]);
  });

  it('refuses a payment of a disputed statement, then a credit note too large; the right one makes it CREDIT_NOTE', async () => {
    const disputed = body(
      await dispute({
        id: statementId,
        lines: [{ lineId: lineIds[1], reason: 'WRONG_FREIGHT', description: 'agreed rate is lower' }],
      }),
    ).data;
    expect(disputed.status).toBe('DISPUTED');
    // one open dispute per line, not per statement: another line of the disputed statement can be disputed
    const again = body(
      await dispute({
        id: statementId,
        lines: [{ lineId: lineIds[2], reason: 'WRONG_WEIGHT', description: 'weighed 2 kg at pickup' }],
      }),
    );
    expect(again.code).toBe(1);
    expect(again.data.status).toBe('DISPUTED');
    // ... but not a line disputed already
    const billCode = (await detail()).lines.records.find(
      (row: { id: number }) => row.id === lineIds[1],
    ).billCode;
    expect(
      body(
        await dispute({
          id: statementId,
          lines: [{ lineId: lineIds[1], reason: 'OTHER', description: 'once more' }],
        }),
      ).msg,
    ).toBe(`waybill ${billCode} is already disputed`);
    expect(body(await pay(1_000, '2026-11-05T03:00:00.000Z')).msg).toBe(
      'a payment cannot be recorded on this statement in its current status',
    );
    const { disputes, lines } = await detail();
    const [first, second] = disputes;
    const lineTotal = lines.records.find((line: { id: number }) => line.id === first.lineId).lineTotal;
    const before = await stored();
    expect(
      body(
        await hook('statementCredit', {
          customerCode: 'C001',
          disputeId: first.id,
          amount: lineTotal + 1,
          now: '2026-11-06T03:00:00.000Z',
        }),
      ).msg,
    ).toBe('the credit note is more than the line or the amount outstanding');
    expect(await stored()).toEqual(before);
    const partly = body(
      await hook('statementCredit', {
        customerCode: 'C001',
        disputeId: first.id,
        amount: 2_000,
        now: '2026-11-06T03:00:00.000Z',
      }),
    ).data;
    expect(partly).toMatchObject({ status: 'DISPUTED', amountDue: before.amountDue - 2_000 });
    const credited = body(
      await hook('statementCredit', {
        customerCode: 'C001',
        disputeId: second.id,
        now: '2026-11-06T03:00:00.000Z',
      }),
    ).data;
    const secondTotal = lines.records.find((line: { id: number }) => line.id === second.lineId).lineTotal;
    expect(credited).toMatchObject({
      status: 'CREDIT_NOTE',
      creditNotes: before.creditNotes + 2_000 + secondTotal,
      amountDue: before.amountDue - 2_000 - secondTotal,
    });
    const after = await detail();
    expect(after.creditNotes.map((note: { source: string }) => note.source)).toEqual([
      'CLAIM',
      'DISPUTE',
      'DISPUTE',
    ]);
    expect(after.statement.creditNotes).toBe(
      after.creditNotes.reduce((sum: number, note: { amount: number }) => sum + note.amount, 0),
    );
    expect(after.disputes.map((row: { status: string }) => row.status)).toEqual(['RESOLVED', 'RESOLVED']);
  });

  it('is paid in part, falls overdue and suspended, and a payment lifts the suspension', async () => {
    const due = (await stored()).amountDue;
    expect(body(await pay(1_000, '2026-11-10T03:00:00.000Z')).data.status).toBe('PARTIALLY_PAID');
    const before = await stored();
    expect(body(await pay(due, '2026-11-10T03:00:00.000Z')).msg).toBe(
      'the payment is more than the amount outstanding',
    );
    expect(await stored()).toEqual(before);
    // due on 16 November: still open on the 16th, overdue on the 17th, suspended 14 days later
    await hook('runCycle', { customerCode: 'C001', now: '2026-11-16T02:00:00.000Z' });
    expect((await stored()).status).toBe('PARTIALLY_PAID');
    expect(
      body(await hook('runCycle', { customerCode: 'C001', now: '2026-11-17T02:00:00.000Z' })).data,
    ).toMatchObject({ overdue: 1, suspended: 0 });
    expect(await stored()).toMatchObject({ status: 'OVERDUE', overdueSince: '2026-11-17' });
    await hook('runCycle', { customerCode: 'C001', now: '2026-11-30T02:00:00.000Z' });
    expect((await stored()).status).toBe('OVERDUE');
    await hook('runCycle', { customerCode: 'C001', now: '2026-12-01T02:00:00.000Z' });
    expect((await stored()).status).toBe('SUSPENDED');
    const paid = body(await pay(due - 1_000, '2026-12-02T03:00:00.000Z', 'TRF-2')).data;
    expect(paid).toMatchObject({ status: 'PAID', paidAmount: due });
    expect((await stored()).overdueSince).toBeNull();
    const { payments } = await detail();
    expect(payments.map((row: { amount: number }) => row.amount)).toEqual([1_000, due - 1_000]);
    expect(
      body(
        await dispute({
          id: statementId,
          lines: [{ lineId: lineIds[0], reason: 'OTHER', description: 'paid, then found wrong' }],
        }),
      ).msg,
    ).toBe('only an issued statement that is not paid yet can be disputed');
  });

  it('filters the list by status', async () => {
    const page = (status: string) =>
      post(app, '/customer-api/monthlyStatement/page', { status }, authHeaders(demo)).then(
        (res) => body(res).data.total,
      );
    // October's is paid; November's was issued on 1 December by the same daily run
    expect(await page('PAID')).toBe(1);
    expect(await page('ISSUED')).toBe(1);
    expect(await page('SUSPENDED')).toBe(0);
    expect(
      (await post(app, '/customer-api/monthlyStatement/page', { status: 'LOST' }, authHeaders(demo)))
        .statusCode,
    ).toBe(400);
  });
});
