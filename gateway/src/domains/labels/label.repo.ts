import { and, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { labelConfigs, orders } from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';

/** The columns a label prints, plus the keys a print request names an order by. */
const printableColumns = {
  id: orders.id,
  billCode: orders.billCode,
  status: orders.status,
  customerOrderNo: orders.customerOrderNo,
  productType: orders.productType,
  senderName: orders.senderName,
  senderPhone: orders.senderPhone,
  senderProvince: orders.senderProvince,
  senderCity: orders.senderCity,
  senderDistrict: orders.senderDistrict,
  senderAddress: orders.senderAddress,
  senderPostalCode: orders.senderPostalCode,
  receiverName: orders.receiverName,
  receiverPhone: orders.receiverPhone,
  receiverProvince: orders.receiverProvince,
  receiverCity: orders.receiverCity,
  receiverDistrict: orders.receiverDistrict,
  receiverAddress: orders.receiverAddress,
  receiverPostalCode: orders.receiverPostalCode,
  goodsName: orders.goodsName,
  pieces: orders.pieces,
  weightKg: orders.weightKg,
  codAmount: orders.codAmount,
  freightFee: orders.freightFee,
  insuranceFee: orders.insuranceFee,
  codFee: orders.codFee,
  totalFee: orders.totalFee,
  remark: orders.remark,
  createdAt: orders.createdAt,
};

export type PrintableOrder = Awaited<ReturnType<typeof findPrintableOrders>>[number];

/** Orders of one customer by id or by waybill number; other customers' orders never come back. */
export async function findPrintableOrders(
  db: Database,
  owner: Tenant,
  key: { ids: number[] } | { billCodes: string[] },
) {
  const match = 'ids' in key ? inArray(orders.id, key.ids) : inArray(orders.billCode, key.billCodes);
  return db
    .select(printableColumns)
    .from(orders)
    .where(ownedBy(orders, owner, match));
}

/** Counts one more print of each order and stamps the time; answers how many rows changed. */
export async function markPrinted(db: Database, owner: Tenant, orderIds: number[], at = new Date()) {
  if (orderIds.length === 0) return 0;
  const updated = await db
    .update(orders)
    .set({ printCount: sql`${orders.printCount} + 1`, lastPrintedAt: at })
    .where(ownedBy(orders, owner, inArray(orders.id, orderIds)))
    .returning({ id: orders.id });
  return updated.length;
}

/** The customer's orders among `orderIds`: id to waybill number and status. */
export async function ownOrderIds(
  db: Database,
  owner: Tenant,
  orderIds: number[],
): Promise<Map<number, { billCode: string; status: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, billCode: orders.billCode, status: orders.status })
    .from(orders)
    .where(ownedBy(orders, owner, inArray(orders.id, orderIds)));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

export async function findLabelConfig(db: Database, customerId: number) {
  const [row] = await db.select().from(labelConfigs).where(ownedBy(labelConfigs, { customerId }));
  return row ?? null;
}

export async function saveLabelConfig(
  db: Database,
  customerId: number,
  values: { defaultStyle: string; printCod: number; discountPrint: number },
) {
  const row = { ...values, updatedAt: new Date() };
  await db
    .insert(labelConfigs)
    .values({ customerId, ...row })
    .onConflictDoUpdate({ target: labelConfigs.customerId, set: row });
}

/** Which of these waybill numbers name one of the customer's orders: waybill number to status. */
export async function ownBillCodes(
  db: Database,
  owner: Tenant,
  billCodes: string[],
): Promise<Map<string, string>> {
  if (billCodes.length === 0) return new Map();
  const rows = await db
    .select({ billCode: orders.billCode, status: orders.status })
    .from(orders)
    .where(ownedBy(orders, owner, inArray(orders.billCode, billCodes)));
  return new Map(rows.map((row) => [row.billCode, row.status]));
}

export interface FastPrintFilter {
  billCodes?: string[];
  printed?: 0 | 1;
  createdFrom?: Date;
  createdTo?: Date;
  limit: number;
  offset: number;
}

/**
 * One page of the customer's orders for quick print, newest first, and the total. Cancelled
 * orders are left out: their labels do not print.
 */
export async function fastPrintOrders(db: Database, owner: Tenant, filter: FastPrintFilter) {
  const conditions: (SQL | undefined)[] = [
    ownedBy(orders, owner),
    ne(orders.status, 'CANCELLED'),
    filter.billCodes?.length ? inArray(orders.billCode, filter.billCodes) : undefined,
    filter.printed === 1 ? gt(orders.printCount, 0) : undefined,
    filter.printed === 0 ? eq(orders.printCount, 0) : undefined,
    filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
    filter.createdTo ? lte(orders.createdAt, filter.createdTo) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const records = await db
    .select({
      id: orders.id,
      billCode: orders.billCode,
      customerOrderNo: orders.customerOrderNo,
      receiverName: orders.receiverName,
      receiverCity: orders.receiverCity,
      status: orders.status,
      printCount: orders.printCount,
      lastPrintedAt: orders.lastPrintedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total, records };
}
