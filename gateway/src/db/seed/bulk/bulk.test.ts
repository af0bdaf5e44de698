// @postgres: COPY into a real server
import type { FastifyInstance } from 'fastify';
import {
  authHeaders,
  body,
  createTestApp,
  login,
  post,
  SETUP_TIMEOUT,
  TEST_ENGINE,
} from '../../../test/helper';
import { DEMO_PASSWORD } from '../core';
import { DEMO_ORDERS } from '../orders-data';
import type { OrderStatus } from '../../../parcel/status';
import { schemaSignature, signatureDifference } from './indexes';
import { BULK_ORDER_PREFIX, bulkStatusOf, STATUS_MIX, traceCountsOf } from './orders';
import { bulkSeed, type BulkSeedResult } from './seed';
import { openBulkTarget, type BulkTarget } from './target';

const ORDERS = 10_000;
const ADDRESSES = 2_000;

/**
 * The bulk seed at 10,000 orders on the test engine (PGlite by default, PostgreSQL with
 * GATEWAY_TEST_DATABASE_URL): COPY on both (PGlite: '/dev/blob'), then the product's own routes.
 */
describe(`bulk seed (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let target: BulkTarget;
  let result: BulkSeedResult;
  let token: string;
  let before: { signature: string[]; orders: number; addresses: number };
  const now = new Date();
  const logged: string[] = [];

  const one = async (sql: string, params: unknown[] = []) =>
    Number(Object.values((await target.query<Record<string, unknown>>(sql, params))[0])[0]);

  beforeAll(async () => {
    app = await createTestApp();
    target = await openBulkTarget(app.db);
    before = {
      signature: await schemaSignature(target),
      orders: await one('select count(*) from orders'),
      addresses: await one('select count(*) from address_book_entries'),
    };
    result = await bulkSeed(
      target,
      { orders: ORDERS, addresses: ADDRESSES },
      { now, log: (line) => logged.push(line), progressEvery: 1 },
    );
    token = await login(app, 'demo', DEMO_PASSWORD);
  }, SETUP_TIMEOUT * 3);

  afterAll(async () => {
    await target?.release();
    await app?.close();
  });

  it('loads the orders, their scans and the address book entries asked for', async () => {
    expect(await one('select count(*) from orders')).toBe(before.orders + ORDERS);
    expect(
      await one('select count(*) from orders where customer_id = $1 and customer_order_no like $2', [
        result.customerId,
        `${BULK_ORDER_PREFIX}%`,
      ]),
    ).toBe(ORDERS);
    expect(await one('select count(*) from address_book_entries')).toBe(before.addresses + ADDRESSES);
    expect(result.rows.orders).toBe(ORDERS);
    expect(result.rows.address_book_entries).toBe(ADDRESSES);
    expect(result.steps.map((step) => step.step)).toEqual([
      'dropping secondary indexes',
      'copying orders (10,000)',
      'copying addresses (2,000)',
      'building 17 indexes',
      'analyze',
    ]);
    expect(logged.some((line) => line.startsWith('› copying orders'))).toBe(true);
    // the next order or scan the product writes continues after the loaded ids
    for (const table of ['orders', 'order_traces'])
      expect(
        await one(
          `select (select last_value from pg_sequences where schemaname = 'public'
             and sequencename = split_part(pg_get_serial_sequence($1, 'id'), '.', 2)) - max(id) from ${table}`,
          [table],
        ),
      ).toBe(0);
  });

  it('ends with the indexes, constraints and triggers the migrations made', async () => {
    expect(signatureDifference(before.signature, await schemaSignature(target))).toEqual([]);
  });

  it('has the status mix of a shipper’s history', async () => {
    const rows = await target.query<{ status: string; n: string }>(
      'select status, count(*) as n from orders where customer_order_no like $1 group by status',
      [`${BULK_ORDER_PREFIX}%`],
    );
    const counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    expect(counts).toEqual(
      Object.fromEntries(STATUS_MIX.map(([status, share]) => [status, (ORDERS * share) / 100])),
    );
    expect(bulkStatusOf(0)).toBe('DELIVERED');
  });

  it('gives every order the scans of its status, in time order, the last one its status', async () => {
    const rows = await target.query<{
      status: string;
      scans: string;
      first_status: string;
      last_status: string;
      starts_at_creation: boolean;
      in_order: boolean;
      none_ahead: boolean;
    }>(
      `select o.status, count(t.id) as scans,
              (array_agg(t.status order by t.scan_time, t.id))[1] as first_status,
              (array_agg(t.status order by t.scan_time desc, t.id desc))[1] as last_status,
              min(t.scan_time) = o.created_at as starts_at_creation,
              max(t.scan_time) = o.updated_at as in_order,
              max(t.scan_time) <= $2 as none_ahead
         from orders o join order_traces t on t.order_id = o.id
        where o.customer_order_no like $1
        group by o.id`,
      [`${BULK_ORDER_PREFIX}%`, now.toISOString()],
    );
    expect(rows).toHaveLength(ORDERS);
    const wrong = rows.filter(
      (row) =>
        !traceCountsOf(row.status as OrderStatus).includes(Number(row.scans)) ||
        row.first_status !== 'CREATED' ||
        row.last_status !== row.status ||
        !row.starts_at_creation ||
        !row.in_order ||
        !row.none_ahead,
    );
    expect(wrong).toEqual([]);
    const delivered = await one(
      `select count(*) from orders where customer_order_no like $1 and status = 'DELIVERED'
          and (signer is null or signed_at is null)`,
      [`${BULK_ORDER_PREFIX}%`],
    );
    expect(delivered).toBe(0);
  });

  it('fills the columns order entry fills, with fees from the freight rules', async () => {
    const empty = await one(
      `select count(*) from orders where customer_order_no like $1 and (sender_district_code is null
          or receiver_district_code is null or receiver_postal_code is null or freight_fee <= 0
          or total_fee <> freight_fee + insurance_fee + cod_fee or chargeable_weight_kg <= 0
          or created_by is null)`,
      [`${BULK_ORDER_PREFIX}%`],
    );
    expect(empty).toBe(0);
    // receiver districts are the official ones the seeded region list holds
    const unknown = await one(
      `select count(*) from (select distinct receiver_district_code as code from orders
          where customer_order_no like $1) o where not exists (select 1 from regions r where r.code = o.code)`,
      [`${BULK_ORDER_PREFIX}%`],
    );
    expect(unknown).toBe(0);
  });

  it('answers the order page, count and label calls for the seeded orders', async () => {
    const headers = authHeaders(token);
    const total = ORDERS + DEMO_ORDERS.length;
    const first = body(await post(app, '/customer-api/order/manage/page', { current: 1, size: 20 }, headers));
    expect(first.code).toBe(1);
    expect(first.data.total).toBe(total);
    expect(first.data.records).toHaveLength(20);
    const deep = body(
      await post(app, '/customer-api/order/manage/page', { current: 400, size: 20 }, headers),
    );
    expect(deep.data.records).toHaveLength(20);

    const count = body(await post(app, '/customer-api/order/manage/count', {}, headers));
    expect(count.data.total).toBe(total);
    const inTransit = count.data.statuses.find((entry: { status: string }) => entry.status === 'IN_TRANSIT');
    const demoInTransit = DEMO_ORDERS.filter((order) => order.status === 'IN_TRANSIT').length;
    expect(inTransit.count).toBe((ORDERS * 8) / 100 + demoInTransit);

    const codes = (deep.data.records as { billCode: string }[]).slice(0, 4).map((record) => record.billCode);
    const pdf = await post(
      app,
      '/customer-api/label/printBatch',
      { style: 'A4_4UP', type: 2, items: codes.map((id) => ({ id })) },
      headers,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
