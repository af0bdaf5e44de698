import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponCodes, coupons, type CouponCodeRow, type CouponRow } from '../../db/schema/coupons';
import { ownedBy } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { termsOf, usedByAccount } from './coupon.repo';
import {
  couponDiscount,
  couponRefusal,
  type CouponDraft,
  type CouponRefusal,
  type DiscountType,
  type StoredStatus,
} from './coupon.rules';

/** The statements a transaction (order creation, a courier scan) runs for the coupons. */
type Executor = Pick<Database, 'select' | 'update'>;

/** Amounts in a refusal are written as the screens write rupiah. */
function render(refusal: CouponRefusal, lang: Lang): string {
  const params = Object.fromEntries(
    Object.entries(refusal.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? value.toLocaleString('id-ID') : value,
    ]),
  );
  return t(lang, refusal.key, params);
}

function weigh(
  row: { coupon: CouponRow; campaign: CouponCodeRow },
  draft: CouponDraft,
  used: Map<number, number>,
  now: Date,
) {
  const { coupon, campaign } = row;
  const terms = termsOf(campaign);
  const refusal = couponRefusal(
    { status: coupon.status as StoredStatus, validFrom: coupon.validFrom, validTo: coupon.validTo },
    terms,
    draft,
    used.get(campaign.id) ?? 0,
    now,
  );
  return { refusal, discount: refusal ? 0 : couponDiscount(terms, draft.freightFee) };
}

function option(
  row: { coupon: CouponRow; campaign: CouponCodeRow },
  weighed: ReturnType<typeof weigh>,
  lang: Lang,
) {
  return {
    code: row.coupon.code,
    name: row.campaign.name,
    discountType: row.campaign.discountType as DiscountType,
    value: row.campaign.value,
    validTo: row.coupon.validTo.toISOString(),
    applies: weighed.refusal === null,
    discount: weighed.discount,
    reason: weighed.refusal ? render(weighed.refusal, lang) : null,
  };
}

/**
 * The coupon part of order entry's fee preview: every AVAILABLE coupon of the caller's wallet not
 * yet expired, weighed against the draft (applicable ones with their discount, the others with
 * their reason), and the coupon sent in `codes` with the total after its discount.
 */
export async function previewCoupons(
  db: Database,
  customerId: number,
  draft: CouponDraft & { totalFee: number },
  codes: readonly string[],
  lang: Lang,
  now = new Date(),
) {
  const rows = await db
    .select({ coupon: coupons, campaign: couponCodes })
    .from(coupons)
    .innerJoin(couponCodes, eq(couponCodes.id, coupons.couponCodeId))
    .where(ownedBy(coupons, { customerId }, and(eq(coupons.status, 'AVAILABLE'), gte(coupons.validTo, now))))
    .orderBy(coupons.validTo, coupons.id);
  const used = await usedByAccount(db, customerId, [...new Set(rows.map((row) => row.campaign.id))]);
  const weighed = rows.map((row) => ({ row, result: weigh(row, draft, used, now) }));
  const options = weighed
    .map(({ row, result }) => option(row, result, lang))
    .sort((a, b) => Number(b.applies) - Number(a.applies) || b.discount - a.discount);
  let applied: (typeof options)[number] | null = null;
  let refusal: string | null = null;
  if (codes.length > 1) refusal = t(lang, 'coupon.oneOnly');
  else if (codes.length === 1) {
    applied = options.find((candidate) => candidate.code === codes[0]) ?? null;
    if (!applied) refusal = await heldElsewhereReason(db, customerId, codes[0], draft, lang, now);
    else if (!applied.applies) refusal = applied.reason;
  }
  const discount = refusal === null && applied ? applied.discount : 0;
  return { options, applied, discount, totalAfterDiscount: draft.totalFee - discount, refusal };
}

/** Why a code that is not among the usable coupons cannot be used (locked, used, expired, unknown). */
async function heldElsewhereReason(
  db: Database,
  customerId: number,
  code: string,
  draft: CouponDraft,
  lang: Lang,
  now: Date,
): Promise<string> {
  const [row] = await db
    .select({ coupon: coupons, campaign: couponCodes })
    .from(coupons)
    .innerJoin(couponCodes, eq(couponCodes.id, coupons.couponCodeId))
    .where(ownedBy(coupons, { customerId }, eq(coupons.code, code)));
  if (!row) return t(lang, 'coupon.unknown');
  const { refusal } = weigh(row, draft, new Map(), now);
  return render(refusal ?? { key: 'coupon.notAvailable', params: {} }, lang);
}

/** A coupon taken for an order being created: what it takes off, to store on the order. */
export interface CouponClaim {
  couponId: number;
  code: string;
  discount: number;
}

/**
 * Takes a wallet coupon for an order being created, inside the creation's transaction: the coupon
 * and its campaign are locked, the rules are checked again on what is committed now (two orders
 * racing for the last unit of stock: the second one reads the first one's count) and one unit of
 * stock is taken. Any refusal throws a BizError, which rolls the whole creation back.
 * `bindCoupon` then LOCKs the coupon to the order inserted in the same transaction.
 */
export async function claimCoupon(
  tx: Executor,
  customerId: number,
  codes: readonly string[],
  draft: CouponDraft,
  now = new Date(),
): Promise<CouponClaim> {
  if (codes.length > 1) throw new BizError('coupon.oneOnly');
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(ownedBy(coupons, { customerId }, eq(coupons.code, codes[0])))
    .for('update');
  if (!coupon) throw new BizError('coupon.unknown');
  const [campaign] = await tx
    .select()
    .from(couponCodes)
    .where(eq(couponCodes.id, coupon.couponCodeId))
    .for('update');
  const used = await usedByAccount(tx, customerId, [campaign.id]);
  const { refusal, discount } = weigh({ coupon, campaign }, draft, used, now);
  if (refusal) throw new BizError(refusal.key, refusal.params);
  const taken = await tx
    .update(couponCodes)
    .set({ taken: sql`${couponCodes.taken} + 1` })
    .where(and(eq(couponCodes.id, campaign.id), sql`${couponCodes.taken} < ${couponCodes.stock}`))
    .returning({ id: couponCodes.id });
  if (taken.length === 0) throw new BizError('coupon.outOfStock');
  return { couponId: coupon.id, code: coupon.code, discount };
}

/** LOCKs a claimed coupon to the order that took it. */
export async function bindCoupon(
  tx: Executor,
  customerId: number,
  claim: CouponClaim,
  order: { id: number; billCode: string },
  now = new Date(),
): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'LOCKED', orderId: order.id, lockedAt: now, usedOnBillCode: order.billCode })
    .where(
      ownedBy(coupons, { customerId }, and(eq(coupons.id, claim.couponId), eq(coupons.status, 'AVAILABLE'))),
    );
}

/** What a courier scan tells the coupons (the orders domain's ScanEvent has these fields). */
export interface CouponScanEvent {
  orderId: number;
  customerId: number;
  to: string;
  scan: { scanTime: Date };
}

/**
 * Runs inside the transaction of every scan that moves an order: the pick-up makes the order's
 * LOCKED coupon USED; a cancellation (only possible before pick-up) puts it back in the wallet as
 * AVAILABLE and returns its unit of stock.
 */
export async function couponScanEffect(tx: Executor, event: CouponScanEvent): Promise<void> {
  const held = and(eq(coupons.orderId, event.orderId), eq(coupons.status, 'LOCKED'));
  if (event.to === 'PICKED_UP') {
    await tx
      .update(coupons)
      .set({ status: 'USED', usedAt: event.scan.scanTime })
      .where(ownedBy(coupons, event, held));
  } else if (event.to === 'CANCELLED') {
    const released = await tx
      .update(coupons)
      .set({ status: 'AVAILABLE', orderId: null, lockedAt: null, usedOnBillCode: null })
      .where(ownedBy(coupons, event, held))
      .returning({ campaignId: coupons.couponCodeId });
    for (const { campaignId } of released)
      await tx
        .update(couponCodes)
        .set({ taken: sql`${couponCodes.taken} - 1` })
        .where(eq(couponCodes.id, campaignId));
  }
}
