// @postgres: an advisory lock orders concurrent cuts
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codBatches, codDisputes, codLines, users } from '../../../db/schema';
import { ownedBy } from '../../../db/tenant-scope';
import { body, createTestApp, customerIdOf, post, SETUP_TIMEOUT, TEST_ENGINE } from '../../../test/helper';
import { storedBillCounts, storedBillPage, storedCommissionPage } from './cod-bill-page.repo';
import {
  commissionStatusIs,
  CUT_LOCK,
  lastCutDay,
  lineBucketDay,
  lineStatusIs,
  seenLine,
} from './cod-batch-range.repo';
import { COMMISSION_STATUSES } from './cod.schemas';
import { cutBatch } from './cod-batch.repo';
import { disputeLines, resolveDispute } from './cod-dispute.repo';
import { payBatches, schedulePayments } from './cod-payment.repo';

/**
 * A batch holds its lines as a range of payout days, not as a write per line: through a cut, a late
 * delivery scan, a dispute, the payment and the dispute's resolution, every line is in exactly one
 * place, the buckets agree with the lines as the shipper sees them (COD bill: count and held card;
 * commission: count, commission and VAT), and status pages read the same lines as a plain query.
 */
describe('COD batch as a range of payout days', () => {
  let app: FastifyInstance;
  let customerId: number;
  const tenant = () => ({ customerId });
  const deps = () => ({ db: app.db, mailer: { send: async () => {} }, quiet: true });
  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
  const codOrders = async (first: number, at: string, amounts: number[]) =>
    body(
      await hook('codOrders', {
        customerCode: 'C001',
        first,
        at,
        orders: amounts.map((codAmount) => ({ codAmount, fate: 'DELIVER' })),
      }),
    ).data as { orderId: number; billCode: string }[];

  async function lineOf(billCode: string) {
    const line = await seenLine(app.db, tenant(), eq(codLines.billCode, billCode));
    if (!line) throw new Error(`no line ${billCode}`);
    return line;
  }

  /** Exact count and held net of the lines of a status as the shipper sees it. */
  async function exact(status: string | undefined) {
    const lastCut = await lastCutDay(app.db, tenant());
    const [row] = await app.db
      .select({ n: sql<string>`count(*)` })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), status ? lineStatusIs(status, lastCut) : undefined));
    const [held] = await app.db
      .select({
        net: sql<string>`coalesce(sum(${codLines.codAmount} - ${codLines.commission} - ${codLines.vat}), 0)`,
      })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), lineStatusIs('COLLECTED', lastCut)));
    return { total: Number(row.n), held: Number(held.net) };
  }

  async function plainIds(status: string, offset: number, size: number) {
    const lastCut = await lastCutDay(app.db, tenant());
    const rows = await app.db
      .select({ id: codLines.id })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), lineStatusIs(status, lastCut)))
      .orderBy(desc(codLines.createdAt), desc(codLines.id))
      .limit(size)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  /** The commission page's lines of a commission status (or all) as a plain query gives them. */
  async function commissionLines(status: string | undefined) {
    const lastCut = await lastCutDay(app.db, tenant());
    return ownedBy(
      codLines,
      tenant(),
      notInArray(codLines.status, ['AWAITING_COLLECTION', 'FAILED_TO_COLLECT']),
      status ? commissionStatusIs(status, lastCut) : undefined,
    );
  }

  async function expectCommissionAgreement() {
    for (const status of [undefined, ...COMMISSION_STATUSES]) {
      const where = await commissionLines(status);
      const [sums] = await app.db
        .select({
          total: sql<string>`count(*)`,
          commission: sql<string>`coalesce(sum(${codLines.commission}), 0)`,
          vat: sql<string>`coalesce(sum(${codLines.vat}), 0)`,
        })
        .from(codLines)
        .where(where);
      const figures = {
        total: Number(sums.total),
        commission: Number(sums.commission),
        vat: Number(sums.vat),
      };
      const size = 7;
      for (const current of [1, 2, Math.max(1, Math.ceil(figures.total / size))]) {
        const plain = await app.db
          .select({ id: codLines.id })
          .from(codLines)
          .where(where)
          .orderBy(desc(codLines.createdAt), desc(codLines.id))
          .limit(size)
          .offset((current - 1) * size);
        for (const from of [0, 1_000_000]) {
          const page = await storedCommissionPage(app.db, customerId, { current, size, status }, from);
          expect({ status, total: page.total, commission: page.commission, vat: page.vat }).toEqual({
            status,
            ...figures,
          });
          expect(page.rows.map((row) => row.id)).toEqual(plain.map((row) => row.id));
          if (status) for (const row of page.rows) expect(row.commissionStatus).toBe(status);
        }
      }
    }
  }

  async function expectAgreement() {
    await expectCommissionAgreement();
    for (const status of [undefined, 'COLLECTED', 'IN_BATCH', 'DISPUTED', 'REMITTED'] as const) {
      const figures = await exact(status);
      expect({ status, ...(await storedBillCounts(app.db, customerId, status)) }).toEqual({
        status,
        ...figures,
      });
      if (!status) continue;
      const size = 7;
      for (const current of [1, 2, Math.max(1, Math.ceil(figures.total / size))]) {
        const plain = await plainIds(status, (current - 1) * size, size);
        // placed by the day buckets, and read on the index
        for (const from of [0, 1_000_000]) {
          const page = await storedBillPage(app.db, customerId, { current, size, status }, from);
          expect(page.rows.map((row) => row.id)).toEqual(plain);
          for (const row of page.rows) expect(row.status).toBe(status);
        }
      }
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    [{ userId }] = await app.db
      .select({ userId: users.id })
      .from(users)
      .where(ownedBy(users, tenant(), eq(users.loginCode, 'demo')));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('computes a line bucket day as the triggers do, across UTC midnight and WIB days', async () => {
    const result = await app.db.execute(sql`
      select count(*) filter (where order_page_bucket_day(t) <> ((t at time zone 'UTC')::date - date '1970-01-01'))::int as differ
      from (values ('2026-11-27T23:59:59.999Z'::timestamptz), ('2026-11-28T00:00:00Z'), ('2026-11-27T16:59:59+07:00'),
        ('2026-11-28T06:59:59.999+07:00'), ('1970-01-01T00:00:00Z'), ('1969-12-31T23:59:59Z'), ('2038-01-19T03:14:08Z')) v(t)`);
    expect((result as unknown as { rows: { differ: number }[] }).rows[0].differ).toBe(0);
  });

  let batchId: number;
  let disputed: { billCode: string };
  const delivered = '2027-02-01T03:00:00.000Z';
  let userId: number;

  it('cuts the due lines without writing them: they read IN_BATCH of the batch, the buckets follow', async () => {
    const lines = await codOrders(7001, delivered, [120_000, 80_000, 64_000, 300_000]);
    // a returned parcel: its commission reversed, listed on the commission page
    body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 7050,
        at: delivered,
        orders: [{ codAmount: 45_000, fate: 'RETURN' }],
      }),
    );
    expect((await lineOf(lines[0].billCode)).status).toBe('COLLECTED');
    const batch = await cutBatch(deps(), tenant(), new Date('2027-02-10T03:00:00.000Z'));
    expect(batch).not.toBeNull();
    batchId = batch!.id;
    expect(batch!.linesAfterDay < batch!.cutOffDay).toBe(true);
    for (const { billCode } of lines) {
      const line = await lineOf(billCode);
      expect({ status: line.status, batchId: line.batchId, commission: line.commissionStatus }).toEqual({
        status: 'IN_BATCH',
        batchId,
        commission: 'BILLED',
      });
    }
    // stored as they were collected: the cut wrote none of them
    const [stored] = await app.db
      .select({ status: codLines.status, batchId: codLines.batchId })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), eq(codLines.billCode, lines[0].billCode)));
    expect(stored).toEqual({ status: 'COLLECTED', batchId: null });
    await expectAgreement();
    // a second cut the same day has nothing left to take
    expect(await cutBatch(deps(), tenant(), new Date('2027-02-10T05:00:00.000Z'))).toBeNull();
    disputed = lines[1];
  });

  it('gives a late delivery scan a payout day after the last cut: no batch already cut takes it', async () => {
    const [late] = await codOrders(7101, '2027-02-03T03:00:00.000Z', [55_000]);
    const line = await lineOf(late.billCode);
    expect(line.status).toBe('COLLECTED');
    expect(line.batchId).toBeNull();
    expect(line.expectedPayoutDay).toBe('2027-02-11');
    await expectAgreement();
  });

  it('takes a disputed line out of the batch (stored DISPUTED with the batch), the buckets follow', async () => {
    const line = await lineOf(disputed.billCode);
    await disputeLines(
      app.db,
      { customerId, userId },
      batchId,
      [{ lineId: line.id, reason: 'WRONG_AMOUNT', description: '', proofFiles: [] }],
      new Date('2027-02-10T06:00:00.000Z'),
    );
    expect((await lineOf(disputed.billCode)).status).toBe('DISPUTED');
    const [batch] = await app.db
      .select()
      .from(codBatches)
      .where(ownedBy(codBatches, tenant(), eq(codBatches.id, batchId)));
    expect(batch.grossCod).toBeGreaterThan(0);
    await expectAgreement();
  });

  it('writes the lines once when the batch is paid: REMITTED with its id; the disputed one stays', async () => {
    await app.db
      .update(codBatches)
      .set({ status: 'AGREED' })
      .where(ownedBy(codBatches, tenant(), eq(codBatches.id, batchId)));
    await schedulePayments(app.db, tenant(), new Date('2027-02-10T08:00:00.000Z'));
    for (const day of ['2027-02-11', '2027-02-12', '2027-02-15'])
      await payBatches(app.db, tenant(), new Date(`${day}T04:00:00.000Z`), undefined, true);
    const [batch] = await app.db
      .select()
      .from(codBatches)
      .where(ownedBy(codBatches, tenant(), eq(codBatches.id, batchId)));
    expect(batch.status).toBe('PAID');
    const [paid] = await app.db
      .select({ n: sql<string>`count(*)`, gross: sql<string>`sum(${codLines.codAmount})` })
      .from(codLines)
      .where(ownedBy(codLines, tenant(), eq(codLines.batchId, batchId), eq(codLines.status, 'REMITTED')));
    expect({ count: Number(paid.n), gross: Number(paid.gross) }).toEqual({
      count: batch.parcelCount,
      gross: batch.grossCod,
    });
    expect((await lineOf(disputed.billCode)).status).toBe('DISPUTED');
    await expectAgreement();
  });

  it('puts the resolved line after the last cut, so the next batch takes it once', async () => {
    const [dispute] = await app.db
      .select()
      .from(codDisputes)
      .where(ownedBy(codDisputes, tenant(), eq(codDisputes.batchId, batchId)));
    await resolveDispute(app.db, tenant(), dispute.id, new Date('2027-02-10T09:00:00.000Z'));
    const resolved = await lineOf(disputed.billCode);
    expect({ status: resolved.status, batchId: resolved.batchId, day: resolved.expectedPayoutDay }).toEqual({
      status: 'COLLECTED',
      batchId: null,
      day: '2027-02-11',
    });
    await expectAgreement();
    const next = await cutBatch(deps(), tenant(), new Date('2027-02-12T03:00:00.000Z'));
    expect(next).not.toBeNull();
    expect((await lineOf(disputed.billCode)).batchId).toBe(next!.id);
    await expectAgreement();
  });

  it('gives every line the bucket day its triggers gave it (lineBucketDay)', async () => {
    const [row] = await app.db
      .select({
        lines: sql<number>`count(*)::int`,
        differ: sql<number>`(count(*) filter (where ${lineBucketDay} <> order_page_bucket_day(${codLines.createdAt})))::int`,
      })
      .from(codLines)
      .where(ownedBy(codLines, tenant()));
    expect(row.lines).toBeGreaterThan(0);
    expect(row.differ).toBe(0);
  });
});

/**
 * A delivery scan that lands while a cut runs waits for the cut (the cut's exclusive lock, the
 * scan's shared one) and then takes a payout day after it: no line is collected into a range that
 * was already summed. PostgreSQL only: PGlite has one connection, so nothing runs meanwhile.
 */
(TEST_ENGINE === 'PostgreSQL' ? describe : describe.skip)('a delivery during a cut', () => {
  let app: FastifyInstance;
  let customerId: number;
  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('waits for the cut and is due after its cut-off day', async () => {
    const cutOffDay = '2027-05-31';
    let delivery: Promise<{ billCode: string }[]> | undefined;
    let settled = false;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CUT_LOCK}, ${customerId})`);
      // delivered a week before the cut-off day: due in the range being cut, were it not for the lock
      delivery = post(app, '/customer-api/test/finance/codOrders', {
        customerCode: 'C001',
        first: 7301,
        at: '2027-05-24T03:00:00.000Z',
        orders: [{ codAmount: 90_000, fate: 'DELIVER' }],
      }).then((res) => {
        settled = true;
        return body(res).data;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await tx.insert(codBatches).values({
        customerId,
        batchNo: 'RACE-TEST-1',
        periodFrom: '2027-05-01',
        periodTo: cutOffDay,
        cutOffDay,
        linesAfterDay: (await lastCutDay(tx, { customerId })) ?? '',
        parcelCount: 0,
        grossCod: 0,
        commission: 0,
        vat: 0,
        returnFees: 0,
        netPayout: 0,
        autoAgreeDay: '2027-06-03',
        createdAt: new Date('2027-05-31T03:00:00.000Z'),
      });
    });
    const [line] = await delivery!;
    const seen = await seenLine(app.db, { customerId }, eq(codLines.billCode, line.billCode));
    expect({ status: seen?.status, day: seen?.expectedPayoutDay }).toEqual({
      status: 'COLLECTED',
      day: '2027-06-01',
    });
  });
});
