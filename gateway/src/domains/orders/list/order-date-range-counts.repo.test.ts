// @postgres: the planner and the day buckets on the production engine
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema/orders';
import { createTestApp, customerIdOf, SETUP_TIMEOUT, TEST_ENGINE } from '../../../test/helper';
import { dateRangeCountsAnswer, dateRangeStatusCounts } from './order-date-range-counts.repo';
import { filterWithStatuses, parsePortalDateTime, type OrderFilter } from './order-filters.rules';
import { countByStatus, countOrders, pageWithTotal } from '../order.repo';
import type { OrderStatus } from '../../../parcel/status';
import { newestOrderIds } from '../order-newest-ids.test-support';

/** A UTC midnight (a bucket boundary) among the inserted orders. */
const MIDNIGHT = '2026-03-05T00:00:00.000000Z';
/** Creation times at and around bucket and Jakarta-day boundaries, to the microsecond. */
const TIMES = [
  '2026-03-02T12:00:00.000000Z',
  '2026-03-03T09:30:00.000000Z',
  '2026-03-04T16:59:59.999999Z', // WIB 23:59:59.999999 on the 4th
  '2026-03-04T17:00:00.000000Z', // WIB midnight of the 5th
  '2026-03-04T23:59:59.999000Z',
  '2026-03-04T23:59:59.999500Z',
  '2026-03-04T23:59:59.999999Z',
  MIDNIGHT,
  MIDNIGHT,
  '2026-03-05T00:00:00.000001Z',
  '2026-03-05T00:00:00.000999Z',
  '2026-03-05T00:00:00.001000Z',
  '2026-03-05T12:00:00.000000Z',
  '2026-03-06T00:00:00.000000Z',
  '2026-03-07T23:59:59.999999Z',
  '2026-03-09T08:00:00.000000Z',
];
const STATUSES: OrderStatus[] = ['CREATED', 'DELIVERED', 'CANCELLED'];

/** Range ends: the creation times, a millisecond either side of two midnights, and Jakarta dates. */
const ENDS: (Date | undefined)[] = [
  undefined,
  ...TIMES.map((time) => new Date(time)),
  ...[MIDNIGHT, '2026-03-04T17:00:00.000000Z'].flatMap((time) => {
    const at = new Date(time);
    return [new Date(at.getTime() - 1), new Date(at.getTime() + 1)];
  }),
  parsePortalDateTime('2026-03-05'),
  parsePortalDateTime('2026-03-05', true),
  parsePortalDateTime('2026-03-04 23:59:59', true),
  parsePortalDateTime('2026-03-08 00:00:00'),
].map((end) => end ?? undefined);

describe(`counts of a creation-time range from the day buckets (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    const [{ id: templateId }] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .limit(1);
    const copied = Object.values(getTableColumns(orders))
      .map((column) => column.name)
      .filter((name) => !['id', 'customer_order_no', 'bill_code', 'status', 'created_at'].includes(name));
    const columns = sql.raw(copied.map((name) => `"${name}"`).join(', '));
    const times = sql.raw(`array['${TIMES.join("','")}']::timestamptz[]`);
    const statuses = sql.raw(`array['${STATUSES.join("','")}']`);
    // each time three times, in each status
    await app.db.execute(sql`
      insert into ${orders} (${columns}, customer_order_no, bill_code, status, created_at)
      select ${columns}, 'T-RANGE-' || g, 'TR' || lpad(g::text, 10, '0'),
        (${statuses})[1 + g % ${STATUSES.length}], (${times})[1 + g % ${TIMES.length}]
      from ${orders} t, generate_series(0, ${TIMES.length * STATUSES.length * 3 - 1}) g
      where t.id = ${templateId}`);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** The reference: the matching orders counted per status. */
  const countedRows = async (filter: OrderFilter) => {
    const rows = await app.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(filterWithStatuses({ customerId }, filter))
      .groupBy(orders.status);
    return rows.filter((row) => row.n > 0).sort((a, b) => a.status.localeCompare(b.status));
  };
  const sorted = (rows: { status: string; n: number }[]) =>
    [...rows].sort((a, b) => a.status.localeCompare(b.status));

  it('answers only creation-time ranges, with statuses at most', () => {
    const start = new Date(MIDNIGHT);
    expect(dateRangeCountsAnswer({ createdAtStart: start })).toBe(true);
    expect(dateRangeCountsAnswer({ createdAtEnd: start, status: ['CREATED'] })).toBe(true);
    expect(dateRangeCountsAnswer({ status: 'CREATED' })).toBe(false);
    expect(dateRangeCountsAnswer({ createdAtStart: start, receiverName: 'Siti' })).toBe(false);
    expect(dateRangeCountsAnswer({ createdAtStart: start, printed: false })).toBe(false);
  });

  it('counts exactly like the rows at every boundary pair, open ends and empty ranges included', async () => {
    for (const createdAtStart of ENDS) {
      for (const createdAtEnd of ENDS) {
        if (!createdAtStart && !createdAtEnd) continue;
        const filter = { createdAtStart, createdAtEnd };
        const expected = await countedRows(filter);
        const range = `${createdAtStart?.toISOString()} .. ${createdAtEnd?.toISOString()}`;
        expect({ range, counts: sorted(await dateRangeStatusCounts(app.db, customerId, filter)) }).toEqual({
          range,
          counts: expected,
        });
      }
    }
  });

  it('reads every page number of a range, from either end, exactly like a plain OFFSET', async () => {
    const createdAtStart = parsePortalDateTime('2026-03-03 10:00:00') ?? undefined;
    for (const filter of [{ createdAtStart }, { createdAtStart, status: 'CREATED' as const }]) {
      const expected = await newestOrderIds(app.db, filterWithStatuses({ customerId }, filter));
      for (let offset = 0; offset < expected.length + 5; offset += 5) {
        const { total, rows } = await pageWithTotal(app.db, { customerId }, filter, { offset, size: 5 });
        expect({ offset, total, ids: rows.map((row) => row.id) }).toEqual({
          offset,
          total: expected.length,
          ids: expected.slice(offset, offset + 5),
        });
      }
    }
  });

  it('counts statuses, totals and the count route alike, and follows later changes', async () => {
    const createdAtStart = parsePortalDateTime('2026-03-03 10:00:00') ?? undefined;
    const createdAtEnd = parsePortalDateTime('2026-03-07', true) ?? undefined;
    const filters: OrderFilter[] = [
      { createdAtStart, createdAtEnd, status: 'DELIVERED' },
      { createdAtStart, createdAtEnd, status: ['CREATED', 'CANCELLED'] },
      { createdAtStart },
    ];
    const check = async () => {
      for (const filter of filters) {
        const expected = await countedRows(filter);
        expect(sorted(await countByStatus(app.db, { customerId }, filter))).toEqual(expected);
        expect(await countOrders(app.db, { customerId }, filter)).toBe(
          expected.reduce((sum, row) => sum + row.n, 0),
        );
      }
    };
    await check();
    // a status move, a back-dated order moved across the midnight, and a deletion
    await app.db.execute(
      sql`update ${orders} set status = 'CANCELLED' where customer_order_no in ('T-RANGE-1', 'T-RANGE-4')`,
    );
    await app.db.execute(
      sql`update ${orders} set created_at = ${MIDNIGHT}::timestamptz - interval '1 microsecond' where customer_order_no = 'T-RANGE-7'`,
    );
    await app.db.execute(sql`delete from ${orders} where customer_order_no = 'T-RANGE-12'`);
    await check();
  });
});
