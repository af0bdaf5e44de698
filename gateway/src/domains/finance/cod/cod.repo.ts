import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codContracts, codLines, orders } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { businessCalendar } from '../../common';
import { wibDay } from '../../../lib/calendar/business-days';
import type { ScanEffect, ScanEvent } from '../../orders';

type ScanTransaction = Parameters<ScanEffect>[0];
import { openPayoutDay } from './cod-batch-range.repo';
import { commissionOf, DEFAULT_COD_TERMS, goodsValueOf, wholeRupiah, type CodTerms } from './cod.rules';

type Db = Database | ScanTransaction;

/** The customer's COD terms: its contract row, or the defaults. */
export async function codTermsOf(db: Db, tenant: Tenant): Promise<CodTerms> {
  const [row] = await db.select().from(codContracts).where(ownedBy(codContracts, tenant));
  if (!row) return DEFAULT_COD_TERMS;
  return {
    commissionRateBp: row.commissionRateBp,
    minCommission: row.minCommission,
    vatRateBp: row.vatRateBp,
    vatBaseNumerator: row.vatBaseNumerator,
    vatBaseDenominator: row.vatBaseDenominator,
    payoutCycleBusinessDays: row.payoutCycleBusinessDays,
    minPayout: row.minPayout,
    autoAgreeBusinessDays: row.autoAgreeBusinessDays,
    decryptMaxTries: row.decryptMaxTries,
    bankChangePauseHours: row.bankChangePauseHours,
    transferFailBp: row.transferFailBp,
  };
}

/** Creates the order's AWAITING_COLLECTION line unless it has one; nothing for a non-COD order. */
async function ensureLine(tx: Db, event: ScanEvent, terms: CodTerms) {
  const tenant = { customerId: event.customerId };
  const [existing] = await tx
    .select()
    .from(codLines)
    .where(ownedBy(codLines, tenant, eq(codLines.orderId, event.orderId)));
  if (existing) return existing;
  const [order] = await tx
    .select({
      codAmount: orders.codAmount,
      customerOrderNo: orders.customerOrderNo,
      productType: orders.productType,
      declaredValue: orders.declaredValue,
      freightFee: orders.freightFee,
    })
    .from(orders)
    .where(ownedBy(orders, tenant, eq(orders.id, event.orderId)));
  if (!order || wholeRupiah(order.codAmount) <= 0) return null;
  const codAmount = wholeRupiah(order.codAmount);
  const [line] = await tx
    .insert(codLines)
    .values({
      customerId: event.customerId,
      orderId: event.orderId,
      billCode: event.billCode,
      customerOrderNo: order.customerOrderNo,
      productType: order.productType,
      codAmount,
      goodsValue: goodsValueOf(codAmount, wholeRupiah(order.declaredValue), wholeRupiah(order.freightFee)),
      commissionRateBp: terms.commissionRateBp,
      minCommission: terms.minCommission,
      createdAt: event.scan.scanTime,
    })
    .returning();
  return line;
}

/**
 * The `finance.codLine` scan effect: a COD order gets its line on its first scan; DELIVERED
 * collects it with commission and VAT (computed once here) and its expected payout day; RETURNING
 * marks it failed to collect; RETURNED reverses it (no commission on a parcel never delivered).
 */
export async function codLineEffect(tx: ScanTransaction, event: ScanEvent): Promise<void> {
  if (event.to === 'CANCELLED') return;
  const tenant = { customerId: event.customerId };
  const terms = await codTermsOf(tx, tenant);
  const line = await ensureLine(tx, event, terms);
  if (!line) return;
  const where = ownedBy(codLines, tenant, eq(codLines.id, line.id));
  if (event.to === 'DELIVERED' && line.status === 'AWAITING_COLLECTION') {
    const { fee, vat } = commissionOf(line.codAmount, terms);
    const calendar = await businessCalendar(tx as Database);
    const due = calendar.addBusinessDaysToDay(wibDay(event.scan.scanTime), terms.payoutCycleBusinessDays);
    await tx
      .update(codLines)
      .set({
        status: 'COLLECTED',
        commission: fee,
        vat,
        deliveredAt: event.scan.scanTime,
        signer: event.scan.signer ?? null,
        // a late delivery scan is not due in a batch already cut: the next one takes it
        expectedPayoutDay: await openPayoutDay(tx as Database, tenant, due),
      })
      .where(where);
  } else if (event.to === 'RETURNING' && line.status === 'AWAITING_COLLECTION') {
    await tx.update(codLines).set({ status: 'FAILED_TO_COLLECT' }).where(where);
  } else if (event.to === 'RETURNED' && ['AWAITING_COLLECTION', 'FAILED_TO_COLLECT'].includes(line.status)) {
    await tx
      .update(codLines)
      .set({
        status: 'RETURNED',
        commissionStatus: 'REVERSED',
        commission: 0,
        vat: 0,
        returnedAt: event.scan.scanTime,
      })
      .where(where);
  }
}

/** The lines of these orders (the money trail of an order's detail). */
export async function codLinesOfOrders(db: Database, tenant: Tenant, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(codLines)
    .where(ownedBy(codLines, tenant, inArray(codLines.orderId, orderIds)));
}
