import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { couponCodes, coupons } from '../schema/coupons';
import { orders } from '../schema/orders';
import { ownedBy } from '../tenant-scope';
import { SEED_CAMPAIGNS, SEED_WALLET } from './coupons-data';
import { DEMO_BILL_CODES } from './orders-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Coupon campaigns and wallets in every status (idempotent: rows are keyed by their codes). A
 * campaign's `taken` counts its coupons LOCKED or USED, as the order flow keeps it.
 */
export async function seedCoupons(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const wallet = SEED_WALLET({ delivered: DEMO_BILL_CODES.delivered, pickedUp: DEMO_BILL_CODES.pickedUp });
  await db.transaction(async (tx) => {
    await tx
      .insert(couponCodes)
      .values(
        SEED_CAMPAIGNS.map(({ fromDay, toDay, ...campaign }) => ({
          ...campaign,
          validFrom: day(fromDay),
          validTo: day(toDay),
        })),
      )
      .onConflictDoNothing({ target: couponCodes.code });
    const campaigns = await tx
      .select({
        id: couponCodes.id,
        code: couponCodes.code,
        validFrom: couponCodes.validFrom,
        validTo: couponCodes.validTo,
      })
      .from(couponCodes)
      .where(
        inArray(
          couponCodes.code,
          SEED_CAMPAIGNS.map((campaign) => campaign.code),
        ),
      );
    const campaignOf = new Map(campaigns.map((campaign) => [campaign.code, campaign]));
    const usedBills = wallet.flatMap((coupon) => (coupon.usedOn ? [coupon.usedOn.billCode] : []));
    const demoOrders = await tx
      .select({ id: orders.id, billCode: orders.billCode })
      .from(orders)
      .where(ownedBy(orders, { customerId: customers.demoCustomerId }, inArray(orders.billCode, usedBills)));
    const orderOf = new Map(demoOrders.map((order) => [order.billCode, order.id]));
    await tx
      .insert(coupons)
      .values(
        wallet.map((coupon) => {
          const campaign = campaignOf.get(coupon.campaign)!;
          const used = coupon.usedOn;
          return {
            customerId: coupon.owner === 'demo' ? customers.demoCustomerId : customers.otherCustomerId,
            code: coupon.code,
            couponCodeId: campaign.id,
            status: used ? 'USED' : 'AVAILABLE',
            validFrom: campaign.validFrom,
            validTo: campaign.validTo,
            orderId: used ? orderOf.get(used.billCode)! : null,
            lockedAt: used ? day(used.day - 1) : null,
            usedAt: used ? day(used.day) : null,
            usedOnBillCode: used?.billCode ?? null,
            redeemedBy: coupon.campaign === 'PELANGGANSETIA' ? customers.demoAdminUserId : null,
            createdAt: day(coupon.createdDay),
          };
        }),
      )
      .onConflictDoNothing({ target: coupons.code });
    // Each campaign's taken units: its coupons LOCKED or USED.
    await tx
      .update(couponCodes)
      .set({
        taken: sql`(select count(*) from ${coupons} c where c.coupon_code_id = ${couponCodes.id} and c.status <> 'AVAILABLE')`,
      })
      .where(
        inArray(
          couponCodes.code,
          SEED_CAMPAIGNS.map((campaign) => campaign.code),
        ),
      );
  });
}
