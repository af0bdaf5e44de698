import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponCodes, coupons, type CouponCodeRow, type CouponRow } from '../../db/schema/coupons';
import { BizError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { ownedBy } from '../../db/tenant-scope';
import {
  COUPON_STATUSES,
  couponStatus,
  stockLeft,
  type CodRule,
  type CouponStatus,
  type CouponTerms,
  type CouponType,
  type DiscountType,
  type StoredStatus,
} from './coupon.rules';

const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCouponCode(): string {
  const bytes = randomBytes(12);
  let code = 'CP';
  for (const byte of bytes) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
  return code;
}

/** A campaign row's terms, as the rules read them. */
export function termsOf(campaign: CouponCodeRow): CouponTerms {
  return {
    type: campaign.type as CouponType,
    discountType: campaign.discountType as DiscountType,
    value: campaign.value,
    maxDiscount: campaign.maxDiscount,
    minSpend: campaign.minSpend,
    productTypes: campaign.productTypes,
    provinces: campaign.provinces,
    codRule: campaign.codRule as CodRule,
    perAccountLimit: campaign.perAccountLimit,
    stock: campaign.stock,
    taken: campaign.taken,
  };
}

export function toCouponRecord(row: CouponRow, campaign: CouponCodeRow, now: Date) {
  return {
    id: row.id,
    code: row.code,
    name: campaign.name,
    type: campaign.type as CouponType,
    discountType: campaign.discountType as DiscountType,
    value: campaign.value,
    maxDiscount: campaign.maxDiscount,
    minSpend: campaign.minSpend,
    productTypes: campaign.productTypes,
    provinces: campaign.provinces,
    codRule: campaign.codRule as CodRule,
    perAccountLimit: campaign.perAccountLimit,
    stockLeft: stockLeft(campaign),
    terms: campaign.terms,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    status: couponStatus({ status: row.status as StoredStatus, validTo: row.validTo }, now),
    lockedAt: row.lockedAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    usedOnBillCode: row.usedOnBillCode,
  };
}

/** The status of the list's tabs as a condition on the wallet table (EXPIRED read from the window). */
export function statusCondition(status: CouponStatus, now: Date): SQL {
  switch (status) {
    case 'EXPIRED':
      return and(eq(coupons.status, 'AVAILABLE'), lt(coupons.validTo, now)) as SQL;
    case 'AVAILABLE':
      return and(eq(coupons.status, 'AVAILABLE'), gte(coupons.validTo, now)) as SQL;
    default:
      return eq(coupons.status, status);
  }
}

async function statusCounts(db: Database, customerId: number, now: Date) {
  const rows = await db
    .select({
      status: coupons.status,
      total: count(),
      pastWindow: sql<number>`count(*) filter (where ${coupons.validTo} < ${now})`.mapWith(Number),
    })
    .from(coupons)
    .where(ownedBy(coupons, { customerId }))
    .groupBy(coupons.status);
  const counts = Object.fromEntries(COUPON_STATUSES.map((status) => [status, 0])) as Record<
    CouponStatus,
    number
  >;
  for (const row of rows) {
    const status = row.status as StoredStatus;
    // Only an AVAILABLE coupon reads EXPIRED once its window has closed.
    const expired = status === 'AVAILABLE' ? row.pastWindow : 0;
    counts[status] += row.total - expired;
    counts.EXPIRED += expired;
  }
  return counts;
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
    query.status ? statusCondition(query.status, now) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db
    .select({ coupon: coupons, campaign: couponCodes })
    .from(coupons)
    .innerJoin(couponCodes, eq(couponCodes.id, coupons.couponCodeId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return {
    ...toPage(
      query,
      total,
      rows.map((row) => toCouponRecord(row.coupon, row.campaign, now)),
    ),
    counts: await statusCounts(db, customerId, now),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Turns a voucher code into a coupon in the caller's wallet, once per customer. The campaign row is
 * locked for the transaction, so two redemptions of one code never both pass the checks.
 */
export async function redeemCouponCode(
  db: Database,
  session: { customerId: number; userId: number },
  code: string,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code)).for('update');
      if (!campaign) throw new BizError('coupon.codeUnknown');
      if (campaign.validTo.getTime() <= now.getTime()) throw new BizError('coupon.codeExpired');
      const [held] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(ownedBy(coupons, session, eq(coupons.couponCodeId, campaign.id)));
      if (held) throw new BizError('coupon.alreadyRedeemed');
      const taken = await tx
        .update(couponCodes)
        .set({ redeemedCount: sql`${couponCodes.redeemedCount} + 1` })
        .where(
          and(eq(couponCodes.id, campaign.id), lt(couponCodes.redeemedCount, couponCodes.maxRedemptions)),
        )
        .returning({ id: couponCodes.id });
      if (taken.length === 0) throw new BizError('coupon.exhausted');
      const [coupon] = await tx
        .insert(coupons)
        .values({
          customerId: session.customerId,
          code: newCouponCode(),
          couponCodeId: campaign.id,
          validFrom: campaign.validFrom,
          validTo: campaign.validTo,
          redeemedBy: session.userId,
          createdAt: now,
        })
        .returning();
      return toCouponRecord(coupon, campaign, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('coupon.alreadyRedeemed');
    throw error;
  }
}

/** Orders of the customer holding or having used a coupon of each campaign (the per-account limit). */
export async function usedByAccount(
  db: Pick<Database, 'select'>,
  customerId: number,
  campaignIds: readonly number[],
): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (campaignIds.length === 0) return used;
  const rows = await db
    .select({ campaignId: coupons.couponCodeId, total: count() })
    .from(coupons)
    .where(
      ownedBy(
        coupons,
        { customerId },
        and(ne(coupons.status, 'AVAILABLE'), inArray(coupons.couponCodeId, [...campaignIds])),
      ),
    )
    .groupBy(coupons.couponCodeId);
  for (const row of rows) used.set(row.campaignId, row.total);
  return used;
}
