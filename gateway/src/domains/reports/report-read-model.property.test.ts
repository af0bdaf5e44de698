// @postgres: the read model is kept by statement triggers (transition tables) whose behaviour under PostgreSQL must match PGlite
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  codBatches,
  codContracts,
  codDisputes,
  codLines,
  customerBankAccounts,
  customers,
  orders,
  users,
} from '../../db/schema';
import { buildBulkOrder } from '../../db/seed/bulk/orders';
import { addDays, startOfWibDay } from '../../lib/calendar/business-days';
import { codFee } from '../../parcel/freight';
import { advance } from '../../ops/simulator';
import { createTestApp, customerIdOf, SETUP_TIMEOUT } from '../../test/helper';
import { asSeen, disputeLines, resolveDispute, runCycle } from '../finance';
import { DEFAULT_COD_TERMS } from '../finance/cod/cod.rules';
import { cancelOrders } from '../orders';
import { foldReadModel } from './report.repo';
import {
  firstPickupScans,
  readModelFigures,
  readModelRows,
  recountFigures,
} from './report-recount.test-support';

/**
 * The reports' read model (migration 0040) after random work on a shipper of its own: orders created
 * at random WIB hours (COD or not, by the admin or by nobody), some cancelled, some moved to another
 * destination while under way, every open parcel scanned by the courier simulator (recordScan, the
 * path real scans take: pickups, transit, held parcels, returns, deliveries with their COD lines), and
 * the daily finance cycle (cut, auto-agree, payment) with batch lines disputed and resolved. After
 * every run the folded read model equals a recount from `orders` and `cod_lines`, and each order's
 * picked_up_at is its first pickup scan. The fold job (report.repo.ts foldReadModel) runs half-way
 * and at the end: it changes no figure, leaves one row per group, and a second fold rewrites nothing.
 */

const HOUR_MS = 3_600_000;
const FIRST_DAY = '2026-10-05';
const DAYS = 24;
const MIDWAY = 9;

interface OrderSpec {
  day: number;
  hour: number;
  codAmount: number;
  byAdmin: boolean;
  cancel: boolean;
  /** Moved to another destination on this many days after creation (0: never). */
  moveAfter: number;
}

interface Scenario {
  seed: number;
  orders: OrderSpec[];
  /** Per day: the courier's scan rounds that day (0 to 3). */
  rounds: number[];
  /** Per cut: dispute a line of it, resolved this many days later (0: no dispute). */
  disputes: number[];
}

const orderSpec: fc.Arbitrary<OrderSpec> = fc.record({
  day: fc.integer({ min: 0, max: 14 }),
  hour: fc.integer({ min: 0, max: 23 }),
  codAmount: fc.oneof(fc.constant(0), fc.integer({ min: 10_000, max: 900_000 })),
  byAdmin: fc.boolean(),
  cancel: fc.constantFrom(false, false, false, true),
  moveAfter: fc.constantFrom(0, 0, 0, 1, 2),
});

const scenario: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.integer({ min: 1, max: 10_000 }),
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 10 }),
  rounds: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: DAYS, maxLength: DAYS }),
  disputes: fc.array(fc.constantFrom(0, 0, 1, 3), { minLength: 8, maxLength: 8 }),
});

const DESTINATIONS = [
  { receiverProvince: 'JAWA TIMUR', receiverCity: 'KOTA SURABAYA' },
  { receiverProvince: 'BALI', receiverCity: 'KOTA DENPASAR' },
];

describe('reports read model (property): equals a recount of orders and COD lines', () => {
  let app: FastifyInstance;
  let adminId: number;
  let run = 0;
  /** Delta rows the folds removed over every run (the fold must have had work to do). */
  let foldedAway = 0;

  beforeAll(async () => {
    app = await createTestApp();
    const [admin] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, await customerIdOf(app)))
      .limit(1);
    adminId = admin.id;
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  async function newShipper() {
    run += 1;
    const [customer] = await app.db
      .insert(customers)
      .values({ customerCode: `PRM${String(run).padStart(3, '0')}`, name: `PT Uji Laporan ${run}` })
      .returning({ id: customers.id });
    await app.db.insert(codContracts).values({ ...DEFAULT_COD_TERMS, customerId: customer.id });
    await app.db.insert(customerBankAccounts).values({
      customerId: customer.id,
      bankCode: 'BCA',
      accountNumber: '5270999001',
      holderName: `PT Uji Laporan ${run}`,
      changedAt: new Date('2026-01-01T00:00:00Z'),
    });
    return customer.id;
  }

  async function createOrder(customerId: number, spec: OrderSpec, n: number, at: Date): Promise<number> {
    const built = buildBulkOrder(n, customerId, spec.byAdmin ? adminId : null, at);
    const fee = spec.codAmount > 0 ? codFee(spec.codAmount) : 0;
    const [row] = await app.db
      .insert(orders)
      .values({
        ...built.row,
        billCode: `JR${String(customerId).padStart(4, '0')}${String(n).padStart(6, '0')}`,
        customerOrderNo: `RPT-${customerId}-${n}`,
        codAmount: spec.codAmount,
        codFee: fee,
        totalFee: built.row.freightFee + built.row.insuranceFee + fee,
        status: 'CREATED',
        signer: null,
        signedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    return row.id;
  }

  async function play(s: Scenario): Promise<number> {
    const customerId = await newShipper();
    const tenant = { customerId };
    const deps = { db: app.db, mailer: app.mailer, quiet: true };
    const made: { id: number; spec: OrderSpec }[] = [];
    const openDisputes: { id: number; on: number }[] = [];
    let cuts = 0;
    for (let d = 0; d < DAYS; d += 1) {
      const day = addDays(FIRST_DAY, d);
      const at = (hour: number) => new Date(startOfWibDay(day).getTime() + hour * HOUR_MS);
      for (const dispute of openDisputes.filter((row) => row.on === d))
        await resolveDispute(app.db, tenant, dispute.id, at(8));
      const { cut } = await runCycle(deps, tenant, at(9));
      if (cut) {
        const later = s.disputes[cuts % s.disputes.length];
        cuts += 1;
        const [batch] = await app.db.select().from(codBatches).where(eq(codBatches.batchNo, cut));
        const [line] = (
          await asSeen(
            app.db,
            tenant,
            await app.db.select().from(codLines).where(eq(codLines.customerId, customerId)),
          )
        ).filter((row) => row.batchId === batch.id && row.status === 'IN_BATCH');
        if (later > 0 && line && batch.status === 'MAILED') {
          await disputeLines(
            app.db,
            { customerId, userId: adminId },
            batch.id,
            [{ lineId: line.id, reason: 'WRONG_AMOUNT', description: '', proofFiles: [] }],
            at(10),
          );
          const [dispute] = await app.db
            .select({ id: codDisputes.id })
            .from(codDisputes)
            .where(and(eq(codDisputes.codLineId, line.id), eq(codDisputes.status, 'OPEN')));
          openDisputes.push({ id: dispute.id, on: d + later });
        }
      }
      for (const spec of s.orders.filter((o) => o.day === d)) {
        const id = await createOrder(customerId, spec, made.length + 1, at(spec.hour));
        made.push({ id, spec });
        if (spec.cancel) await cancelOrders(app.db, tenant, [id], at(spec.hour));
      }
      for (const order of made.filter((o) => o.spec.moveAfter > 0 && o.spec.day + o.spec.moveAfter === d)) {
        // a held or moving parcel sent to another destination (the address change writes these columns)
        const to = DESTINATIONS[order.id % DESTINATIONS.length];
        await app.db
          .update(orders)
          .set({ ...to, freightFee: 21_000, updatedAt: at(11) })
          .where(and(eq(orders.customerId, customerId), eq(orders.id, order.id)));
      }
      for (let round = 0; round < s.rounds[d]; round += 1)
        await advance(app.db, { customerId, now: at(12 + round * 4), seed: s.seed });
      // half-way, with parcels still under way, held or awaiting collection
      if (d === MIDWAY) {
        await expectRecount(customerId);
        await expectFoldKeepsFigures(customerId);
      }
    }
    return customerId;
  }

  async function expectRecount(customerId: number) {
    expect(await readModelFigures(app.db, customerId)).toEqual(await recountFigures(app.db, customerId));
    const firstPickups = await firstPickupScans(app.db, customerId);
    const pickedUp = await app.db
      .select({ id: orders.id, at: orders.pickedUpAt })
      .from(orders)
      .where(eq(orders.customerId, customerId));
    for (const order of pickedUp) expect(order.at?.getTime()).toBe(firstPickups.get(order.id));
  }

  /** The fold job over every customer: the same figures, one row per group, a second fold a no-op. */
  async function expectFoldKeepsFigures(customerId: number) {
    const before = await readModelRows(app.db, customerId);
    await foldReadModel(app.db);
    const after = await readModelRows(app.db, customerId);
    await expectRecount(customerId);
    for (const [table, rows] of Object.entries(after)) {
      expect(rows.rows).toBe(rows.groups);
      expect(rows.rows).toBeLessThanOrEqual(before[table].rows);
      foldedAway += before[table].rows - rows.rows;
    }
    await foldReadModel(app.db);
    expect(await readModelRows(app.db, customerId)).toEqual(after);
  }

  it(
    'after random creates, scans, cancels, moves, returns, disputes and payments',
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          const customerId = await play(s);
          await expectRecount(customerId);
          await expectFoldKeepsFigures(customerId);
        }),
        { numRuns: 8 },
      );
      expect(foldedAway).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
