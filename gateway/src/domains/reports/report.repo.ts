import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import {
  reportCityDays,
  reportCodDays,
  reportFoldMarks,
  reportLeadHours,
  reportOrderDays,
  reportSignDays,
  reportShipDays,
  reportSignedDays,
  reportSlaDays,
  reportWeightDays,
} from '../../db/schema';
import { acrossTenants, ownedBy, wholeCustomer, type TenantTable } from '../../db/tenant-scope';

// The fold of the reports' read model (schema/reports.ts). Its statement triggers add delta rows to
// every table at each statement that writes orders or COD lines and never update a row, so a table
// grows with every scan. The fold replaces a customer day's rows by one row per group (the sum of
// its deltas), in one statement per table: a figure, being a sum, is the same before and after.

/** A read-model table: its group columns (besides customer_id and day) and its measures. */
interface FoldedTable {
  name: string;
  /** The same table for drizzle: its tenant condition comes from `ownedBy`. */
  table: TenantTable;
  groups: readonly string[];
  measures: readonly string[];
}

const FILTERS = ['sender_key', 'created_by', 'product_type'];

/** Every table of the read model, as the fold sees it (migrations 0040 to 0042, 0048). */
export const FOLDED_TABLES: readonly FoldedTable[] = [
  {
    name: 'report_order_days',
    table: reportOrderDays,
    groups: [...FILTERS, 'receiver_province', 'status', 'signer_type', 'cod'],
    measures: [
      'orders',
      'picked_up',
      'picked_same_day',
      'freight_fee',
      'insurance_fee',
      'cod_fee',
      'cod_amount',
    ],
  },
  {
    name: 'report_city_days',
    table: reportCityDays,
    groups: [...FILTERS, 'receiver_province', 'receiver_city'],
    measures: ['orders'],
  },
  {
    name: 'report_signed_days',
    table: reportSignedDays,
    groups: [...FILTERS, 'receiver_province'],
    measures: ['orders'],
  },
  {
    name: 'report_lead_hours',
    table: reportLeadHours,
    groups: [...FILTERS, 'receiver_province', 'kind', 'hours'],
    measures: ['orders'],
  },
  {
    name: 'report_cod_days',
    table: reportCodDays,
    groups: [...FILTERS, 'status'],
    measures: ['lines', 'cod_amount'],
  },
  {
    name: 'report_sign_days',
    table: reportSignDays,
    groups: [...FILTERS, 'receiver_province', 'receiver_city', 'signer_type'],
    measures: ['orders'],
  },
  {
    name: 'report_sla_days',
    table: reportSlaDays,
    groups: [...FILTERS, 'sender_province', 'receiver_province', 'transit_days', 'attempts'],
    measures: ['orders'],
  },
  {
    name: 'report_ship_days',
    table: reportShipDays,
    groups: ['sender_key', 'created_by', 'seller_type', 'pickup_day'],
    measures: ['orders'],
  },
  {
    name: 'report_weight_days',
    table: reportWeightDays,
    groups: [...FILTERS, 'receiver_province', 'weight_kg'],
    measures: ['orders'],
  },
];

/**
 * The statement that folds the customer days in `days` (a query of customer_id, day) of `table`,
 * up to row `top`: their rows are deleted and one row per group put back with the sums (none for a
 * group whose sums are all 0), numbered with the smallest number of the rows it replaces. Rows
 * another transaction writes meanwhile are not seen, so not deleted, and count once they commit.
 */
function foldStatement(table: FoldedTable, days: SQL, top: number) {
  const columns = ['customer_id', 'day', ...table.groups];
  const sums = table.measures.map((m) => `sum(${m})`);
  return sql`with days as (${days}), ${sql.raw(`
    gone as (
      delete from ${table.name} t using days d
      where t.customer_id = d.customer_id and t.day = d.day and t.id <= ${top}
      returning t.*
    )
    insert into ${table.name} (id, ${[...columns, ...table.measures].join(', ')})
    select min(id), ${[...columns, ...sums].join(', ')} from gone
    group by ${columns.join(', ')}
    having ${sums.map((s) => `${s} <> 0`).join(' or ')}`)}`;
}

/** What a fold did: per table, the rows it read and the rows it put back. */
export type FoldResult = Record<string, { before: number; after: number }>;

async function countRows(db: Database, table: string, where: string): Promise<number> {
  const [row] = await executeRows<{ n: string }>(db, sql.raw(`select count(*) as n from ${table} ${where}`));
  return Number(row.n);
}

/**
 * Folds the read model's customer days that got rows since the last fold (every customer's), and
 * moves each table's mark to the last row seen: the periodic job (report.job.ts). Rows of a
 * transaction that commits after a fold with a number below its mark wait for the next change of
 * their customer day, or for `foldCustomerReadModel`; a figure counts them either way.
 */
export async function foldReadModel(db: Database): Promise<FoldResult> {
  const result: FoldResult = {};
  for (const table of FOLDED_TABLES)
    await acrossTenants('maintenance', () =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await t.insert(reportFoldMarks).values({ tableName: table.name, foldedTo: 0 }).onConflictDoNothing();
        // the mark's row, locked: two folds of one table take turns
        const [mark] = await executeRows<{ folded_to: string }>(
          t,
          sql`select ${reportFoldMarks.foldedTo} as folded_to from ${reportFoldMarks}
            where ${reportFoldMarks.tableName} = ${table.name} for update`,
        );
        const from = Number(mark.folded_to);
        const [top] = await executeRows<{ top: string | null }>(
          t,
          sql.raw(`select max(id) as top from ${table.name}`),
        );
        const to = Number(top.top ?? 0);
        if (to <= from) return;
        const days = `select distinct customer_id, day from ${table.name} where id > ${from} and id <= ${to}`;
        const dirty = `where (customer_id, day) in (${days})`;
        const before = await countRows(t, table.name, dirty);
        await t.execute(foldStatement(table, sql.raw(days), to));
        result[table.name] = { before, after: await countRows(t, table.name, `${dirty} and id <= ${to}`) };
        await t
          .update(reportFoldMarks)
          .set({ foldedTo: to })
          .where(sql`${reportFoldMarks.tableName} = ${table.name}`);
      }),
    );
  return result;
}

/** Folds every day of one customer's read model, whatever the marks say (tests, operations). */
export async function foldCustomerReadModel(db: Database, customerId: number): Promise<void> {
  for (const table of FOLDED_TABLES)
    await db.execute(
      foldStatement(
        table,
        sql`select distinct customer_id, day from ${table.table} where ${ownedBy(table.table, wholeCustomer(customerId))}`,
        Number.MAX_SAFE_INTEGER,
      ),
    );
}
