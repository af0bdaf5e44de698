// The orders benchmarks' database: PostgreSQL at BENCH_DATABASE_URL, or a database
// `portal_bench_orders` made on the local server (postgres://portal:portal@127.0.0.1:5432) when it
// answers. Migrated and seeded like a real gateway, then 1,000,000 orders (each with its creation
// scan) for the demo shipper, written by one INSERT … SELECT generate_series and kept between runs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './support.mjs';

const gatewayRequire = createRequire(join(root, 'gateway/package.json'));
export const { Pool } = gatewayRequire('pg');

/**
 * The built gateway (gateway/dist): `npm run build` or `pnpm --filter gateway build` first.
 * BENCH_GATEWAY_DIST points at another build (an earlier commit's, for before/after figures).
 */
export const GATEWAY_DIST = process.env.BENCH_GATEWAY_DIST ?? join(root, 'gateway/dist');

export function gatewayModule(path) {
  return gatewayRequire(join(GATEWAY_DIST, path));
}

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** customer_order_no prefix of the benchmark's orders (the demo seed's own orders stay). */
const PREFIX = 'BENCH-';
const LOCAL_SERVER = 'postgres://portal:portal@127.0.0.1:5432';

/** The URL of the benchmark database, created on the local server when none is given. */
export async function benchDatabaseUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new Pool({ connectionString: `${LOCAL_SERVER}/postgres`, max: 1 });
  try {
    const { rows } = await admin.query("select 1 from pg_database where datname = 'portal_bench_orders'");
    if (rows.length === 0) await admin.query('create database portal_bench_orders');
  } catch (error) {
    throw new Error(
      `no PostgreSQL for the orders benchmarks: set BENCH_DATABASE_URL or start the local server (${error.message})`,
      { cause: error },
    );
  } finally {
    await admin.end();
  }
  return `${LOCAL_SERVER}/portal_bench_orders`;
}

/**
 * Migrates and seeds the database through the gateway's own code, then adds the benchmark orders
 * when fewer than BENCH_ORDERS are there. Returns the demo shipper, its admin user and timings.
 */
export async function prepareOrdersDatabase(url) {
  const { createDatabase, closeDatabase } = gatewayModule('db/client.js');
  const { migrateDatabase } = gatewayModule('db/migrate.js');
  const { seedAll } = gatewayModule('db/seed/index.js');
  const db = createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  const started = Date.now();
  try {
    await migrateDatabase(db);
    await seedAll(db);
  } finally {
    await closeDatabase(db);
  }
  const migrateMs = Date.now() - started;
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const {
      rows: [demo],
    } = await pool.query("select id as user_id, customer_id from users where login_code = 'demo'");
    const customerId = demo.customer_id;
    const {
      rows: [{ n }],
    } = await pool.query(
      'select count(*)::int as n from orders where customer_id = $1 and customer_order_no like $2',
      [customerId, `${PREFIX}%`],
    );
    let seedMs = 0;
    if (n < BENCH_ORDERS) {
      const seedStarted = Date.now();
      await seedOrders(pool, customerId, demo.user_id, n);
      seedMs = Date.now() - seedStarted;
    }
    const {
      rows: [{ total }],
    } = await pool.query('select count(*)::int as total from orders where customer_id = $1', [customerId]);
    return {
      customerId,
      userId: demo.user_id,
      totalOrders: total,
      seeded: n < BENCH_ORDERS,
      seedMs,
      migrateMs,
    };
  } finally {
    await pool.end();
  }
}

/** Status mix of a shipper's history: most delivered, some on the way, a few problems. */
const STATUS_CASE = `case
  when g % 100 < 70 then 'DELIVERED'
  when g % 100 < 78 then 'IN_TRANSIT'
  when g % 100 < 84 then 'CREATED'
  when g % 100 < 88 then 'PICKED_UP'
  when g % 100 < 91 then 'OUT_FOR_DELIVERY'
  when g % 100 < 93 then 'ARRIVED'
  when g % 100 < 95 then 'PROBLEM'
  when g % 100 < 96 then 'RETURNING'
  when g % 100 < 97 then 'RETURNED'
  else 'CANCELLED' end`;

async function seedOrders(pool, customerId, userId, from) {
  console.log(`› seeding ${BENCH_ORDERS - from} orders for customer ${customerId}`);
  await pool.query('begin');
  // One order every 30 s back from now (a year), a few per second sharing one timestamp.
  await pool.query(
    `insert into orders (customer_id, customer_order_no, bill_code, sender_name, sender_phone,
       sender_province, sender_city, sender_district, sender_address, sender_postal_code,
       sender_district_code, receiver_name, receiver_phone, receiver_province, receiver_city,
       receiver_district, receiver_address, receiver_postal_code, receiver_district_code,
       goods_type, goods_name, pieces, weight_kg, chargeable_weight_kg, product_type,
       cod_amount, declared_value, freight_fee, total_fee, status, signer, created_by,
       created_at, updated_at)
     select $1, '${PREFIX}' || lpad(g::text, 8, '0'), 'BX' || lpad(g::text, 11, '0'),
       'PT Nusantara Niaga', '081210002026', 'Daerah Khusus Ibukota Jakarta',
       'Kota Administrasi Jakarta Barat', 'Kebon Jeruk', 'Jl. Panjang No. 12', '11520', '31.73.05',
       'Penerima ' || (g % 5000), '0812' || lpad((g % 100000000)::text, 8, '0'),
       case when g % 2 = 0 then 'Jawa Timur' else 'Jawa Barat' end,
       case when g % 2 = 0 then 'Kota Surabaya' else 'Kota Bandung' end,
       case when g % 2 = 0 then 'Wonokromo' else 'Coblong' end,
       'Jl. Raya No. ' || (g % 300), '60241',
       case when g % 2 = 0 then '35.78.04' else '32.73.02' end,
       'CLOTHING', 'Kemeja batik', 1 + g % 3, 0.5 + (g % 40) / 10.0, 1 + g % 4, 'EZ',
       case when g % 5 = 0 then 150000 else 0 end, 450000, 18000, 18000, ${STATUS_CASE},
       null, $2,
       now() - make_interval(secs => (g / 3) * 30), now() - make_interval(secs => (g / 3) * 30)
     from generate_series($3::int + 1, $4::int) g`,
    [customerId, userId, from, BENCH_ORDERS],
  );
  await pool.query(
    `insert into order_traces (order_id, customer_id, status, scan_type, description, location,
       network_name, scan_time)
     select id, customer_id, 'CREATED', 'ORDER', 'ORDER_CREATED', 'Jakarta Barat',
       'Jakarta Barat Kebon Jeruk', created_at
     from orders where customer_id = $1 and customer_order_no like '${PREFIX}%'
       and not exists (select 1 from order_traces t where t.order_id = orders.id)`,
    [customerId],
  );
  await pool.query('commit');
  // Index-only scans need the visibility map, and the planner fresh statistics.
  await pool.query('vacuum analyze orders');
  await pool.query('vacuum analyze order_traces');
}
