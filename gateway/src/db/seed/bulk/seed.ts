// Over 300 lines on purpose: one load pipeline (drop indexes, COPY on two connections, backfill, rebuild, marker) whose steps share connections and progress; it splits into one loader per table set when the finance, service and account sets arrive (BULK_LOADERS).
import { BULK_ORDER_PREFIX, buildBulkOrder, bulkReceivers } from './orders';
import { dropSecondaryIndexes } from './indexes';
import type { BulkTarget } from './target';

/**
 * The bulk seed: large tables loaded with COPY into a migrated and seeded database, their secondary
 * indexes dropped before and built again from their own definitions after, the counters the
 * orders' triggers keep derived once with the migrations' own backfill statements, then ANALYZE.
 * Bump BULK_SEED_VERSION whenever the rows it makes change: a seeded benchmark database is reused
 * only when its marker carries this version and the same row counts.
 */
export const BULK_SEED_VERSION = 1;

/**
 * Rows per table set: `orders` (with their scans, `order_traces`) and `addresses` (address book
 * entries) for the demo shipper. The finance, service and account tables the coming benches need
 * (COD lines, problem parcels, sub-account scopes) do not exist yet: each becomes one more entry of
 * BULK_LOADERS (and a key here), deriving its rows from the seeded orders the way the product does.
 */
export interface BulkSeedSpec {
  orders?: number;
  addresses?: number;
}

/** What a loader has to work with. */
export interface BulkContext {
  /** Two sessions on PostgreSQL (two loads at once, one per core); the same one twice on PGlite. */
  main: BulkTarget;
  side: BulkTarget;
  customerId: number;
  userId: number;
  now: Date;
  /** Rows of a table written so far (the progress lines read it). */
  count(table: string, rows: number): void;
}

/**
 * One set of tables the bulk seed can fill: the tables whose secondary indexes wait until after
 * the load, and the load (COPY through `context.main`/`side`, rows counted with `context.count`,
 * then whatever the product's triggers would have derived from them, with replica mode still on).
 */
export interface BulkLoader {
  tables: readonly string[];
  load(context: BulkContext, rows: number): Promise<void>;
}

/** Orders per round: one COPY of orders, then one of their scans beside the next round's orders. */
const ROUND = 50_000;

export const ORDER_COPY_COLUMNS = [
  'id', 'customer_id', 'customer_order_no', 'bill_code', 'sender_name', 'sender_phone',
  'sender_province', 'sender_city', 'sender_district', 'sender_address', 'sender_postal_code',
  'sender_district_code', 'receiver_name', 'receiver_phone', 'receiver_province', 'receiver_city',
  'receiver_district', 'receiver_address', 'receiver_postal_code', 'receiver_district_code',
  'goods_type', 'goods_name', 'pieces', 'weight_kg', 'length_cm', 'width_cm', 'height_cm',
  'volumetric_weight_kg', 'chargeable_weight_kg', 'product_type', 'seller_type', 'payment_method',
  'cod_amount', 'declared_value', 'freight_fee', 'insurance_fee', 'cod_fee', 'total_fee', 'status',
  'signer', 'signed_at', 'created_by', 'sender_key', 'created_at', 'updated_at',
] as const; // prettier-ignore

const TRACE_COPY_COLUMNS = [
  'id',
  'order_id', 'customer_id', 'status', 'scan_type', 'description', 'location', 'network_name',
  'operator_name', 'scan_time',
] as const; // prettier-ignore

const ADDRESS_COPY_COLUMNS = [
  'customer_id', 'kind', 'name', 'phone', 'province', 'city', 'district', 'district_code', 'address',
  'postal_code', 'is_default', 'created_by', 'created_at', 'updated_at',
] as const; // prettier-ignore

/**
 * COPY text written straight into buffers of CHUNK bytes (no string per line kept: a million
 * orders make over a gigabyte of text, and strings held across rounds cost more in garbage
 * collection than making them).
 */
class CopyBuffer {
  private buffer = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  readonly full: Buffer[] = [];

  put(text: string): void {
    if (this.used + text.length * 3 > CHUNK) this.cut();
    this.used += this.buffer.write(text, this.used);
  }

  /** Ends the current buffer (if it has anything) and starts a new one. */
  cut(): void {
    if (this.used === 0) return;
    this.full.push(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(CHUNK);
    this.used = 0;
  }

  /** The buffers written so far, emptied. */
  take(): Buffer[] {
    this.cut();
    return this.full.splice(0);
  }
}

const CHUNK = 1 << 20;

/** One value in COPY text: \N for null, dates in ISO form; the bulk rows hold no tab, newline or backslash. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : String(value);
}

/** Buffers as COPY data, a pause after each so the driver writes while the next ones are made. */
async function* buffers(make: (out: CopyBuffer) => boolean): AsyncGenerator<Buffer> {
  const out = new CopyBuffer();
  for (;;) {
    const more = make(out);
    for (const chunk of out.take()) yield chunk;
    if (!more) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Orders made per call of a `buffers` maker. */
const STEP = 1000;

/**
 * Orders for the demo shipper, newest `BULK_ORDER_PREFIX…00000000`, each with the scans of its
 * status, ids continuing the table's (oldest first, as the product would have written them).
 */
export const ordersLoader: BulkLoader = {
  tables: ['orders', 'order_traces'],
  async load(context, total) {
    const { main, side, customerId, userId, now } = context;
    const [{ base }] = await main.query<{ base: string }>('select coalesce(max(id), 0) as base from orders');
    const firstId = Number(base) + 1;
    // scans get their ids here too (no sequence call per row), the sequence set after
    const [{ traceBase }] = await main.query<{ traceBase: string }>(
      'select coalesce(max(id), 0) as "traceBase" from order_traces',
    );
    let traceId = Number(traceBase);
    let orders = 0;
    let traces = 0;
    let pendingTraces: Promise<void> = Promise.resolve();
    for (let start = 0; start < total; start += ROUND) {
      const end = Math.min(total, start + ROUND);
      const traceOut = new CopyBuffer();
      let roundTraces = 0;
      let k = start;
      const makeOrders = (out: CopyBuffer): boolean => {
        const stop = Math.min(end, k + STEP);
        for (; k < stop; k += 1) {
          const i = total - 1 - k; // i = 0 is the newest order
          const id = firstId + k;
          const { row, traces: scans } = buildBulkOrder(i, customerId, userId, now);
          let line = String(id);
          for (const key of ORDER_ROW_KEYS) line += `\t${text(row[key])}`;
          out.put(`${line}\n`);
          for (const scan of scans)
            traceOut.put(
              `${++traceId}\t${id}\t${customerId}\t${scan.status}\t${scan.scanType}\t${scan.description}\t` +
                `${scan.location}\t${scan.networkName}\t${text(scan.operatorName)}\t` +
                `${scan.scanTime.toISOString()}\n`,
            );
          roundTraces += scans.length;
          orders += 1;
        }
        context.count('orders', orders);
        return k < end;
      };
      await main.copy('orders', ORDER_COPY_COLUMNS, buffers(makeOrders));
      // The scans of this round go in on the other session while the next round's orders are made.
      await pendingTraces;
      const traceChunks = traceOut.take();
      const copyTraces = async () => {
        await side.copy('order_traces', TRACE_COPY_COLUMNS, chunksOf(traceChunks));
        traces += roundTraces;
        context.count('order_traces', traces);
      };
      pendingTraces = copyTraces();
      // handled when awaited (next round or below); this only keeps a failure from going unheard
      pendingTraces.catch(() => {});
      if (main === side) await pendingTraces;
    }
    await pendingTraces;
    for (const table of ['orders', 'order_traces'])
      await main.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    // What the orders' statement triggers keep (migrations 0004, 0008, 0012-0015, 0026), derived once
    // for the loaded rows with the migrations' own backfill statements.
    const loaded = [firstId];
    await main.query(
      `insert into order_status_counts (customer_id, status, delta)
       select customer_id, status, count(*) from orders where id >= $1 group by 1, 2`,
      loaded,
    );
    await main.query(
      `insert into order_sender_counts (customer_id, sender_key, status, delta)
       select customer_id, sender_key, status, count(*) from orders
        where id >= $1 and sender_key is not null group by 1, 2, 3`,
      loaded,
    );
    await main.query(
      `insert into order_page_buckets (customer_id, status, day, delta)
       select customer_id, status, order_page_bucket_day(created_at), count(*)
         from orders where id >= $1 group by 1, 2, 3`,
      loaded,
    );
    await main.query(
      `insert into order_receiver_names as r (customer_id, receiver_name, order_count)
       select customer_id, receiver_name, count(*) from orders where id >= $1 group by 1, 2 order by 1, 2
       on conflict (customer_id, receiver_name) do update set order_count = r.order_count + excluded.order_count`,
      loaded,
    );
  },
};

async function* chunksOf(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) yield chunk;
}

/** The built order's keys of ORDER_COPY_COLUMNS after the id, in order. */
const ORDER_ROW_KEYS = ORDER_COPY_COLUMNS.slice(1).map((column) =>
  column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
) as (keyof ReturnType<typeof buildBulkOrder>['row'])[];

/**
 * Address book entries of the demo shipper: receivers mostly (one sender in ten), names, numbers,
 * districts and streets like the bulk orders' receivers, each entry its own phone number.
 */
export const addressesLoader: BulkLoader = {
  tables: ['address_book_entries'],
  async load(context, total) {
    const { main, customerId, userId, now } = context;
    const pool = bulkReceivers();
    let k = 0;
    const make = (out: CopyBuffer): boolean => {
      const stop = Math.min(total, k + STEP * 10);
      for (; k < stop; k += 1) {
        const receiver = pool[(k * 13 + (k >> 9)) % pool.length];
        const kind = k % 10 === 9 ? 'SENDER' : 'RECEIVER';
        const name = k < pool.length ? receiver.name : `${receiver.name} ${1 + Math.floor(k / pool.length)}`;
        const phone = `08${12 + (k % 47)}${String(20_000_000 + k).padStart(8, '0')}`;
        const at = new Date(now.getTime() - (total - k) * 30_000).toISOString();
        out.put(
          `${customerId}\t${kind}\t${name}\t${phone}\t${receiver.province}\t${receiver.city}\t` +
            `${receiver.district}\t${receiver.districtCode}\t${receiver.address}\t${text(receiver.postalCode)}\t` +
            `f\t${userId}\t${at}\t${at}\n`,
        );
      }
      context.count('address_book_entries', k);
      return k < total;
    };
    await main.copy('address_book_entries', ADDRESS_COPY_COLUMNS, buffers(make));
  },
};

/**
 * The loaders by spec key. Extension point for the finance, service and account benches: add
 * `codLines`, `problemParcels`, `subAccountScopes` loaders here once their tables exist.
 */
export const BULK_LOADERS: Record<keyof BulkSeedSpec, BulkLoader> = {
  orders: ordersLoader,
  addresses: addressesLoader,
};

export interface BulkSeedOptions {
  /** A second session for loads side by side (PostgreSQL); `main` is used for both without it. */
  side?: BulkTarget;
  log?: (message: string) => void;
  /** Seconds between progress lines (row counts so far). */
  progressEvery?: number;
  now?: Date;
}

export interface BulkSeedResult {
  customerId: number;
  userId: number;
  /** Rows each table received. */
  rows: Record<string, number>;
  /** Each step and its milliseconds. */
  steps: { step: string; ms: number }[];
  ms: number;
}

/**
 * Loads `spec` into a migrated and seeded database (the demo seed's customers must be there) for
 * the demo shipper: secondary indexes of the tables off, COPY, indexes built again, ANALYZE.
 * Meant for a fresh database: it does not look at what earlier runs left.
 */
export async function bulkSeed(
  main: BulkTarget,
  spec: BulkSeedSpec,
  options: BulkSeedOptions = {},
): Promise<BulkSeedResult> {
  const log = options.log ?? (() => {});
  const side = options.side ?? main;
  const started = Date.now();
  const steps: { step: string; ms: number }[] = [];
  const rows: Record<string, number> = {};
  let current = 'starting';
  let stepStarted = started;
  const step = (name: string) => {
    const now = Date.now();
    if (current !== 'starting') steps.push({ step: current, ms: now - stepStarted });
    current = name;
    stepStarted = now;
    if (name !== 'done') log(`› ${name}`);
  };
  const ticker = setInterval(
    () => {
      const counts = Object.entries(rows)
        .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
        .join(', ');
      const seconds = Math.round((Date.now() - stepStarted) / 1000);
      log(`  … ${current} (${seconds} s)${counts ? `: ${counts}` : ''}`);
    },
    (options.progressEvery ?? 5) * 1000,
  );
  ticker.unref();
  try {
    const [demo] = await main.query<{ user_id: number; customer_id: number }>(
      "select id as user_id, customer_id from users where login_code = 'demo'",
    );
    if (!demo) throw new Error('bulk seed: user demo is missing; run the demo seed first');
    for (const session of new Set([main, side])) {
      // FK and trigger checks off while loading (the rows are made consistent; the counters the
      // triggers keep are derived after), indexes built with memory to sort in.
      await session.query('set session_replication_role = replica');
      if (session.engine === 'postgres') {
        await session.query("set maintenance_work_mem = '1GB'");
        await session.query('set synchronous_commit = off');
      }
    }
    const wanted = (Object.keys(BULK_LOADERS) as (keyof BulkSeedSpec)[]).filter(
      (key) => (spec[key] ?? 0) > 0,
    );
    step('dropping secondary indexes');
    const tables = wanted.flatMap((key) => BULK_LOADERS[key].tables);
    const deferred = await dropSecondaryIndexes(main, tables);
    // No autovacuum passes over half-loaded tables (VACUUM runs once at the end); reset after.
    for (const table of tables) await main.query(`alter table ${table} set (autovacuum_enabled = false)`);
    const context: BulkContext = {
      main,
      side,
      customerId: demo.customer_id,
      userId: demo.user_id,
      now: options.now ?? new Date(),
      count: (table, n) => {
        rows[table] = n;
      },
    };
    for (const key of wanted) {
      step(`copying ${key} (${(spec[key] ?? 0).toLocaleString('en-US')})`);
      await BULK_LOADERS[key].load(context, spec[key] ?? 0);
    }
    // Two builds at a time on PostgreSQL (one per core): the largest tables' indexes first.
    step(`building ${deferred.length} indexes`);
    const queue = [...deferred];
    const builder = async (session: BulkTarget) => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const indexStarted = Date.now();
        await session.query(index.definition);
        log(`  ${index.name}: ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
      }
    };
    await Promise.all(side === main ? [builder(main)] : [builder(main), builder(side)]);
    step('analyze');
    for (const session of new Set([main, side]))
      await session.query('set session_replication_role = default');
    for (const table of tables) await main.query(`alter table ${table} reset (autovacuum_enabled)`);
    const analyzeQueue = [...tables];
    const analyzer = async (session: BulkTarget) => {
      // VACUUM sets the visibility map, which index-only scans (the order pages) need.
      for (let table = analyzeQueue.shift(); table; table = analyzeQueue.shift())
        await session.query(`vacuum (analyze) ${table}`);
    };
    await Promise.all(side === main ? [analyzer(main)] : [analyzer(main), analyzer(side)]);
    step('done');
    log(`› bulk seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { customerId: demo.customer_id, userId: demo.user_id, rows, steps, ms: Date.now() - started };
  } finally {
    clearInterval(ticker);
  }
}

export { BULK_ORDER_PREFIX };
