import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponCodes, coupons, type CouponRow } from '../../db/schema/finance';
import { BizError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { couponStatus, couponStatusFilter, type CouponStatus, type CouponType } from './coupon.status';
import { ownedBy } from '../../db/tenant-scope';

const DAY_MS = 24 * 60 * 60 * 1000;
const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCouponCode(): string {
  const bytes = randomBytes(12);
  let code = 'CP';
  for (const byte of bytes) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
  return code;
}

export function toCouponRecord(row: CouponRow, now: Date) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as CouponType,
    value: row.value,
    minSpend: row.minSpend,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    status: couponStatus(row, now),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedOnBillCode: row.usedOnBillCode,
  };
}

export async function couponPage(
  db: Database,
  customerId: number,
  query: PageQuery & { status?: CouponStatus },
  now = new Date(),
) {
  const where = ownedBy(
    coupons,
    { customerId },
    query.status ? couponStatusFilter(query.status, now) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => toCouponRecord(row, now)),
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Turns a voucher code into a coupon of the caller's customer. The code row is locked for the
 * transaction, so two redemptions of one code never both pass the checks; the unique index on
 * (customer, code) backs that up.
 */
export async function redeemCouponCode(
  db: Database,
  session: { customerId: number; userId: number },
  code: string,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      const [voucher] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code)).for('update');
      if (!voucher) throw new BizError('coupon.codeUnknown');
      if (voucher.expiresAt.getTime() <= now.getTime()) throw new BizError('coupon.codeExpired');
      const [held] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(ownedBy(coupons, session, eq(coupons.couponCodeId, voucher.id)));
      if (held) throw new BizError('coupon.alreadyRedeemed');
      const taken = await tx
        .update(couponCodes)
        .set({ redeemedCount: sql`${couponCodes.redeemedCount} + 1` })
        .where(and(eq(couponCodes.id, voucher.id), lt(couponCodes.redeemedCount, couponCodes.maxRedemptions)))
        .returning({ id: couponCodes.id });
      if (taken.length === 0) throw new BizError('coupon.exhausted');
      const [coupon] = await tx
        .insert(coupons)
        .values({
          customerId: session.customerId,
          code: newCouponCode(),
          name: voucher.name,
          type: voucher.type,
          value: voucher.value,
          minSpend: voucher.minSpend,
          validFrom: now,
          validTo: new Date(now.getTime() + voucher.validDays * DAY_MS),
          couponCodeId: voucher.id,
          redeemedBy: session.userId,
        })
        .returning();
      return toCouponRecord(coupon, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('coupon.alreadyRedeemed');
    throw error;
  }
}
