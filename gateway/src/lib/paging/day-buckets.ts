import { sql, type SQL } from 'drizzle-orm';

/** The rows a day-placed page reads, newest first: their table, id, creation time and condition. */
export interface DayPlacedRows {
  table: SQL;
  id: SQL;
  createdAt: SQL;
  /** The rows the day counts count (the customer's, of the page's statuses). */
  where: SQL;
}

/**
 * The ids of the rows at newest-first positions [offset, offset + size), as a subquery. `days`
 * selects `day` (UTC days since 1970, `order_page_bucket_day`) and `n`, the number of rows created
 * that day, from a table of per-day counts kept by triggers (orders' `order_page_buckets`, COD's
 * `cod_line_buckets`). Summing them newest day first finds the day the position falls in and how
 * many rows come before that day, so the index is only skipped within that day:
 *
 *   position 500,000 -> day 19,723 holds positions 498,730 .. 501,469 -> skip 1,270 from its end.
 *
 * The counts and the rows are read in the one statement the subquery is part of, so in one
 * snapshot: the counts are exactly the rows that statement sees, whatever commits meanwhile. A
 * position past the last row gives no ids.
 */
export function dayPlacedIds(days: SQL, rows: DayPlacedRows, offset: number, size: number): SQL {
  return sql`
    with days as (${days}), placed as (
      select day, n, sum(n) over (order by day desc) - n as before from days
    ), target as (
      select day, before from placed where before <= ${offset}::bigint and before + n > ${offset}::bigint
    )
    select ${rows.id} from ${rows.table}
    where ${rows.where}
      and ${rows.createdAt} < (select to_timestamp((day + 1) * 86400.0) from target)
    order by ${rows.createdAt} desc, ${rows.id} desc
    offset (select (${offset}::bigint - before)::bigint from target)
    limit ${size}`;
}
