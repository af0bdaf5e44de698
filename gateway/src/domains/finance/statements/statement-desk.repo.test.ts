import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { monthlyStatements, statementDisputes } from '../../../db/schema';
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
import { runStatementDesk } from './statement-desk.repo';

describe("the simulator's statement desk", () => {
  let app: FastifyInstance;
  let demo: string;
  let customerId: number;
  let statementId: number;

  const status = async () => {
    const [row] = await app.db
      .select()
      .from(monthlyStatements)
      .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.id, statementId)));
    return row;
  };
  const desk = (now: string) => runStatementDesk(app.db, new Date(now), customerId);

  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
    await hook('codOrders', {
      customerCode: 'C001',
      first: 950,
      at: '2026-10-20T03:00:00.000Z',
      orders: [{ codAmount: 75_000, fate: 'DELIVER' }],
    });
    await hook('runCycle', { customerCode: 'C001', now: '2026-11-02T02:00:00.000Z' });
    statementId = body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(demo))).data
      .records[0].id;
    const { lines } = body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}&size=1`, authHeaders(demo)),
    ).data;
    await post(
      app,
      '/customer-api/monthlyStatement/dispute',
      {
        id: statementId,
        lines: [{ lineId: lines.records[0].id, reason: 'WRONG_WEIGHT', description: 'weighed less' }],
      },
      authHeaders(demo),
    );
    // the call stamps the dispute with the wall clock: place it on the issue day of this story
    await app.db
      .update(statementDisputes)
      .set({ createdAt: new Date('2026-11-02T05:00:00.000Z') })
      .where(
        and(eq(statementDisputes.customerId, customerId), eq(statementDisputes.statementId, statementId)),
      );
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('credits a dispute a day old with the whole line, then is paid in full on the due day, once', async () => {
    expect(await desk('2026-11-02T09:00:00.000Z')).toEqual({ credited: 0, paid: 0 });
    expect((await status()).status).toBe('DISPUTED');
    const before = await status();
    expect(await desk('2026-11-03T02:00:00.000Z')).toEqual({ credited: 1, paid: 0 });
    const credited = await status();
    expect(credited.status).toBe('CREDIT_NOTE');
    expect(credited.creditNotes).toBeGreaterThan(before.creditNotes);
    expect(await desk('2026-11-15T02:00:00.000Z')).toEqual({ credited: 0, paid: 0 });
    expect(await desk('2026-11-16T02:00:00.000Z')).toEqual({ credited: 0, paid: 1 });
    expect(await status()).toMatchObject({ status: 'PAID', paidAmount: credited.amountDue });
    const { payments } = body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}`, authHeaders(demo)),
    ).data;
    expect(payments).toEqual([expect.objectContaining({ reference: `SIM-${credited.statementNo}` })]);
    expect(await desk('2026-11-17T02:00:00.000Z')).toEqual({ credited: 0, paid: 0 });
  });
});
