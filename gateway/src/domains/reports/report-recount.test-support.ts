// Over 300 lines: the recount of every read-model table from orders, and the read model read back the same way, side by side so a new table is added to both at once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { codLines, orders, orderTraces, reportLateOrders, reportWeightDays } from '../../db/schema';
import { ownedBy, wholeCustomer } from '../../db/tenant-scope';
import { FOLDED_TABLES } from './report.repo';

// Tests: the reports' read model folded, and the same figures recounted from `orders` and
// `cod_lines` in TypeScript (not with the triggers' SQL), so that a wrong trigger expression shows.

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;
const wibDayNumber = (at: Date) => Math.floor((at.getTime() + WIB_MS) / DAY_MS);
const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);
const hoursBetween = (from: Date, to: Date) =>
  Math.min(720, Math.max(0, Math.floor((to.getTime() - from.getTime()) / 3_600_000)));

/** Figures by table, each a map from its dimensions (joined with '|') to its measures. */
export type ReadModelFigures = Record<string, Record<string, number[]>>;

interface OrderRow {
  bill_code: string;
  customer_order_no: string;
  seller_type: string | null;
  weight_kg: string;
  declared_value: string;
  created_at: string | Date;
  picked_up_at: string | Date | null;
  signed_at: string | Date | null;
  sender_key: string | null;
  created_by: number | null;
  product_type: string;
  sender_province: string;
  receiver_province: string;
  receiver_city: string;
  receiver_name: string;
  status: string;
  signer: string | null;
  cod_amount: string;
  freight_fee: string;
  insurance_fee: string;
  cod_fee: string;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function add(figures: ReadModelFigures, table: string, key: unknown[], measures: number[]): void {
  const rows = (figures[table] ??= {});
  const name = key.map((part) => String(part ?? '∅')).join('|');
  const sum = (rows[name] ??= measures.map(() => 0));
  measures.forEach((value, i) => (sum[i] += value));
}

/** The figures without rows that sum to zero, nor tables left without rows (a cancel's -1 folds its +1 away). */
function dropZeros(figures: ReadModelFigures): ReadModelFigures {
  return Object.fromEntries(
    Object.entries(figures)
      .map(([table, rows]) => [
        table,
        Object.fromEntries(
          Object.entries(rows).filter(([, measures]) => measures.some((value) => value !== 0)),
        ),
      ])
      .filter(([, rows]) => Object.keys(rows).length > 0),
  );
}

/** Tests: the customer's read model as figures, every table folded (sum of its delta rows). */
export async function readModelFigures(db: Database, customerId: number): Promise<ReadModelFigures> {
  const figures: ReadModelFigures = {};
  const read = async (table: string, dims: string[], measures: string[], money: string[] = []) => {
    const tenantTable = FOLDED_TABLES.find((folded) => folded.name === table)!.table;
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`${sql.raw(
        `select ${dims.join(', ')}, ${[...measures, ...money].map((m) => `sum(${m})::text as ${m}`).join(', ')} from ${table} where `,
      )}${ownedBy(tenantTable, wholeCustomer(customerId))}${sql.raw(` group by ${dims.join(', ')}`)}`,
    );
    for (const row of rows)
      add(
        figures,
        table,
        dims.map((dim) => row[dim]),
        [...measures.map((m) => Number(row[m])), ...money.map((m) => cents(row[m] as string))],
      );
  };
  const filterDims = ['day', 'sender_key', 'created_by', 'product_type', 'receiver_province'];
  await read(
    'report_order_days',
    [...filterDims, 'status', 'signer_type', 'cod'],
    ['orders', 'picked_up', 'picked_same_day'],
    ['freight_fee', 'insurance_fee', 'cod_fee', 'cod_amount'],
  );
  await read('report_city_days', [...filterDims, 'receiver_city'], ['orders']);
  await read('report_signed_days', filterDims, ['orders']);
  await read('report_lead_hours', [...filterDims, 'kind', 'hours'], ['orders']);
  await read(
    'report_cod_days',
    ['day', 'sender_key', 'created_by', 'product_type', 'status'],
    ['lines', 'cod_amount'],
  );
  await read('report_sign_days', [...filterDims, 'receiver_city', 'signer_type'], ['orders']);
  await read(
    'report_sla_days',
    [
      'day',
      'sender_key',
      'created_by',
      'product_type',
      'sender_province',
      'receiver_province',
      'transit_days',
      'attempts',
    ],
    ['orders'],
  );
  await read(
    'report_ship_days',
    ['day', 'sender_key', 'created_by', 'seller_type', 'pickup_day'],
    ['orders'],
  );
  // weights as text with their 3 decimals, as the recount reads them
  const weights = await executeRows<Record<string, string | number | null>>(
    db,
    sql`select day, sender_key, created_by, product_type, receiver_province, weight_kg::text as weight_kg,
      sum(orders)::text as orders from report_weight_days
      where ${ownedBy(reportWeightDays, wholeCustomer(customerId))} group by 1, 2, 3, 4, 5, 6`,
  );
  for (const row of weights)
    add(
      figures,
      'report_weight_days',
      [...filterDims, 'weight_kg'].map((dim) => row[dim]),
      [Number(row.orders)],
    );
  // the late list's rows are parcels, not sums: one figure per parcel, its columns as the key
  const late = await executeRows<Record<string, string | Date | number | null>>(
    db,
    sql`select order_id, sender_key, created_by, bill_code, customer_order_no, status, product_type,
      sender_province, receiver_name, receiver_city, receiver_province, picked_up_at, signed_at,
      insurance_fee::text, declared_value::text, freight_fee::text, cod_amount::text, cod_fee::text
      from report_late_orders where ${ownedBy(reportLateOrders, wholeCustomer(customerId))}`,
  );
  for (const row of late)
    add(
      figures,
      'report_late_orders',
      lateKey({ ...row, id: row.order_id } as unknown as OrderRow & { id: number }),
      [1],
    );
  return dropZeros(figures);
}

/** A late-list row's columns as a figure's key (times in ms, money in cents). */
function lateKey(order: OrderRow & { id: number }): unknown[] {
  const ms = (value: string | Date | null) => (value === null ? null : asDate(value).getTime());
  return [
    Number(order.id),
    order.sender_key,
    order.created_by,
    order.bill_code,
    order.customer_order_no,
    order.status,
    order.product_type,
    order.sender_province,
    order.receiver_name,
    order.receiver_city,
    order.receiver_province,
    ms(order.picked_up_at),
    ms(order.signed_at),
    cents(order.insurance_fee),
    cents(order.declared_value),
    cents(order.freight_fee),
    cents(order.cod_amount),
    cents(order.cod_fee),
  ];
}

/**
 * Tests: per read-model table, a customer's rows, its groups (rows with the same dimensions) and the
 * sum of the row numbers (which changes when a fold rewrites rows).
 */
export async function readModelRows(
  db: Database,
  customerId: number,
): Promise<Record<string, { rows: number; groups: number; ids: string }>> {
  const counts: Record<string, { rows: number; groups: number; ids: string }> = {};
  for (const table of FOLDED_TABLES) {
    const columns = ['customer_id', 'day', ...table.groups].join(', ');
    const [row] = await executeRows<{ rows: string; groups: string; ids: string | null }>(
      db,
      sql`${sql.raw(
        `select count(*) as rows, count(distinct (${columns})) as groups, sum(id)::text as ids
        from ${table.name} where `,
      )}${ownedBy(table.table, wholeCustomer(customerId))}`,
    );
    counts[table.name] = { rows: Number(row.rows), groups: Number(row.groups), ids: row.ids ?? '' };
  }
  return counts;
}

/** Tests: the same figures recounted from the customer's orders and COD lines. */
export async function recountFigures(db: Database, customerId: number): Promise<ReadModelFigures> {
  const figures: ReadModelFigures = {};
  const orderRows = await executeRows<OrderRow & { id: number }>(
    db,
    sql`select id, bill_code, customer_order_no, seller_type, weight_kg::text, declared_value::text, created_at,
      picked_up_at, signed_at, sender_key, created_by, product_type, sender_province, receiver_province,
      receiver_city, receiver_name, status, signer, cod_amount::text, freight_fee::text, insurance_fee::text,
      cod_fee::text from orders where ${ownedBy(orders, wholeCustomer(customerId))}`,
  );
  // delivery attempts: the OUT_FOR_DELIVERY traces, counted here from the traces themselves
  const attemptRows = await executeRows<{ order_id: number; n: string }>(
    db,
    sql`select order_id, count(*) as n from order_traces
      where ${ownedBy(orderTraces, wholeCustomer(customerId))} and status = 'OUT_FOR_DELIVERY' group by order_id`,
  );
  const attemptsOf = new Map(attemptRows.map((row) => [Number(row.order_id), Number(row.n)]));
  const byId = new Map<number, OrderRow>();
  for (const order of orderRows) {
    byId.set(Number(order.id), order);
    const created = asDate(order.created_at);
    const day = wibDayNumber(created);
    const pickedUp = order.picked_up_at ? asDate(order.picked_up_at) : null;
    const signed = order.signed_at ? asDate(order.signed_at) : null;
    const filter = [day, order.sender_key, order.created_by, order.product_type, order.receiver_province];
    const signerType = order.signer === null ? '' : order.signer === order.receiver_name ? 'SELF' : 'OTHER';
    add(
      figures,
      'report_order_days',
      [...filter, order.status, signerType, cents(order.cod_amount) > 0],
      [
        1,
        pickedUp ? 1 : 0,
        pickedUp && wibDayNumber(pickedUp) === day ? 1 : 0,
        cents(order.freight_fee),
        cents(order.insurance_fee),
        cents(order.cod_fee),
        cents(order.cod_amount),
      ],
    );
    add(figures, 'report_city_days', [...filter, order.receiver_city], [1]);
    if (signed)
      add(
        figures,
        'report_signed_days',
        [
          wibDayNumber(signed),
          order.sender_key,
          order.created_by,
          order.product_type,
          order.receiver_province,
        ],
        [1],
      );
    if (signed) {
      const signedOn = wibDayNumber(signed);
      const signedBy = [signedOn, order.sender_key, order.created_by, order.product_type];
      add(
        figures,
        'report_sign_days',
        [
          ...signedBy,
          order.receiver_province,
          order.receiver_city,
          order.signer === order.receiver_name ? 'SELF' : 'OTHER',
        ],
        [1],
      );
      const attempts = Math.min(3, Math.max(1, attemptsOf.get(Number(order.id)) ?? 0));
      add(
        figures,
        'report_sla_days',
        [
          ...signedBy,
          order.sender_province,
          order.receiver_province,
          pickedUp ? signedOn - wibDayNumber(pickedUp) : null,
          attempts,
        ],
        [1],
      );
    }
    add(figures, 'report_weight_days', [...filter, order.weight_kg], [1]);
    if (order.seller_type !== null && order.status !== 'CANCELLED')
      add(
        figures,
        'report_ship_days',
        [
          day,
          order.sender_key,
          order.created_by,
          order.seller_type,
          pickedUp ? wibDayNumber(pickedUp) : null,
        ],
        [1],
      );
    // the late list's candidates: picked up, on their way or signed more than a day after pickup
    const stillOpen = signed === null && order.status !== 'DELIVERED';
    const signedLate = signed !== null && pickedUp !== null && signed.getTime() > pickedUp.getTime() + DAY_MS;
    if (
      pickedUp &&
      !['CANCELLED', 'RETURNING', 'RETURNED'].includes(order.status) &&
      (stillOpen || signedLate)
    )
      add(figures, 'report_late_orders', lateKey(order), [1]);
    if (pickedUp)
      add(figures, 'report_lead_hours', [...filter, 'PICKUP', hoursBetween(created, pickedUp)], [1]);
    if (pickedUp && signed)
      add(figures, 'report_lead_hours', [...filter, 'DELIVERY', hoursBetween(pickedUp, signed)], [1]);
  }
  const lines = await executeRows<{
    order_id: number;
    product_type: string;
    status: string;
    cod_amount: string;
  }>(
    db,
    sql`select order_id, product_type, status, cod_amount::text from cod_lines
      where ${ownedBy(codLines, wholeCustomer(customerId))}`,
  );
  for (const line of lines) {
    const order = byId.get(Number(line.order_id));
    if (!order) throw new Error(`COD line of an order ${line.order_id} not found`);
    add(
      figures,
      'report_cod_days',
      [
        wibDayNumber(asDate(order.created_at)),
        order.sender_key,
        order.created_by,
        line.product_type,
        line.status,
      ],
      [1, Number(line.cod_amount)],
    );
  }
  return dropZeros(figures);
}

/** The first moment the pickup scan of each order happened, recounted from its traces. */
export async function firstPickupScans(db: Database, customerId: number): Promise<Map<number, number>> {
  const rows = await executeRows<{ order_id: number; first: string | Date }>(
    db,
    sql`select order_id, min(scan_time) as first from order_traces
      where ${ownedBy(orderTraces, wholeCustomer(customerId))} and status = 'PICKED_UP' group by order_id`,
  );
  return new Map(rows.map((row) => [Number(row.order_id), asDate(row.first).getTime()]));
}
