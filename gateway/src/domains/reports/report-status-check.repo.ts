import { and, asc, gt, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { FINAL_STATUSES, statusLabel } from '../../parcel/status';

// The order-status check report (spec section 7): a shipper's parcels still under way whose status
// has not moved for N days. It lists parcels (as order management does), so it reads `orders`
// itself: the open ones of the customer (orders_customer_status_created_id_idx), not a period.

/** What the check looks for: parcels not final, last moved before `now - days`. */
export interface StatusCheckFilter {
  days: number;
  productType?: string;
  senderKeys: readonly string[] | null;
}

const DAY_MS = 86_400_000;

function conditions(filter: StatusCheckFilter, now: Date): SQL[] {
  const found = [
    notInArray(orders.status, [...FINAL_STATUSES]),
    lt(orders.updatedAt, new Date(now.getTime() - filter.days * DAY_MS)),
  ];
  if (filter.productType) found.push(sql`${orders.productType} = ${filter.productType}`);
  if (filter.senderKeys)
    found.push(
      filter.senderKeys.length > 0
        ? sql`${orders.senderKey} in (${sql.join(
            filter.senderKeys.map((key) => sql`${key}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return found;
}

const columns = {
  id: orders.id,
  billCode: orders.billCode,
  customerOrderNo: orders.customerOrderNo,
  status: orders.status,
  productType: orders.productType,
  receiverName: orders.receiverName,
  receiverCity: orders.receiverCity,
  receiverProvince: orders.receiverProvince,
  createdAt: orders.createdAt,
  lastMovedAt: orders.updatedAt,
};

type CheckRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/** A row as the call and the file show it: with its status label and whole days without a move. */
function described(row: CheckRow, now: Date, lang: string) {
  return {
    ...row,
    statusLabel: statusLabel(row.status, lang),
    daysStill: Math.floor((now.getTime() - row.lastMovedAt.getTime()) / DAY_MS),
  };
}
export type StatusCheckRow = ReturnType<typeof described>;

/** How many parcels the check finds. */
export async function countStatusCheck(db: Database, tenant: Tenant, filter: StatusCheckFilter, now: Date) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(orders)
    .where(ownedBy(orders, tenant, ...conditions(filter, now)));
  return Number(row?.n ?? 0);
}

/** A page of the parcels the check finds, the longest still first (then by id). */
export async function statusCheckPage(
  db: Database,
  tenant: Tenant,
  filter: StatusCheckFilter,
  now: Date,
  page: { pageNum: number; pageSize: number },
  lang: string,
) {
  const [total, rows] = await Promise.all([
    countStatusCheck(db, tenant, filter, now),
    db
      .select(columns)
      .from(orders)
      .where(ownedBy(orders, tenant, ...conditions(filter, now)))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
  ]);
  return { ...page, total, rows: rows.map((row) => described(row, now, lang)) };
}

/** The parcels the check finds after id `afterId`, by id (the export's keyset pages). */
export async function statusCheckRowsAfter(
  db: Database,
  tenant: Tenant,
  filter: StatusCheckFilter,
  now: Date,
  afterId: number,
  size: number,
  lang: string,
) {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(ownedBy(orders, tenant, and(gt(orders.id, afterId), ...conditions(filter, now))))
    .orderBy(asc(orders.id))
    .limit(size);
  return rows.map((row) => described(row, now, lang));
}
