import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { codContracts, customerBankAccounts } from '../schema';
import { couponCodes, coupons } from '../schema/finance';
import { COUPON_CODES } from './finance-data';
import { DEMO_ORDERS } from './orders-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Voucher codes in every state and coupons of the demo customer in every status. */
export async function seedFinance(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .insert(couponCodes)
      .values([
        {
          code: COUPON_CODES.welcome,
          name: 'Voucher Selamat Datang Rp10.000',
          type: 'DISCOUNT_AMOUNT',
          value: 10000,
          minSpend: 50000,
          validDays: 30,
          expiresAt: days(365),
          maxRedemptions: 10000,
        },
        {
          code: COUPON_CODES.rate,
          name: 'Hemat Ongkir 15%',
          type: 'DISCOUNT_RATE',
          value: 15,
          minSpend: 100000,
          validDays: 14,
          expiresAt: days(90),
          maxRedemptions: 500,
        },
        {
          code: COUPON_CODES.insurance,
          name: 'Gratis Asuransi Paket',
          type: 'FREE_INSURANCE',
          value: 0,
          minSpend: 0,
          validDays: 30,
          expiresAt: days(180),
          maxRedemptions: 1000,
        },
        {
          code: COUPON_CODES.expired,
          name: 'Promo Merdeka Rp17.000',
          type: 'DISCOUNT_AMOUNT',
          value: 17000,
          minSpend: 75000,
          validDays: 30,
          expiresAt: days(-30),
          maxRedemptions: 1000,
        },
        {
          code: COUPON_CODES.exhausted,
          name: 'Flash Sale 11.11 Rp25.000',
          type: 'DISCOUNT_AMOUNT',
          value: 25000,
          minSpend: 150000,
          validDays: 7,
          expiresAt: days(60),
          maxRedemptions: 1,
          redeemedCount: 1,
        },
        {
          code: COUPON_CODES.redeemedByDemo,
          name: 'Pelanggan Setia Rp20.000',
          type: 'DISCOUNT_AMOUNT',
          value: 20000,
          minSpend: 100000,
          validDays: 60,
          expiresAt: days(120),
          maxRedemptions: 100,
          redeemedCount: 1,
        },
      ])
      .onConflictDoNothing({ target: couponCodes.code });
    const [loyal] = await tx
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(eq(couponCodes.code, COUPON_CODES.redeemedByDemo));

    const demo = customers.demoCustomerId;
    await tx
      .insert(coupons)
      .values([
        {
          customerId: demo,
          code: 'CPDEMO000001',
          name: 'Pelanggan Setia Rp20.000',
          type: 'DISCOUNT_AMOUNT',
          value: 20000,
          minSpend: 100000,
          validFrom: days(-10),
          validTo: days(50),
          couponCodeId: loyal.id,
          redeemedBy: customers.demoAdminUserId,
          createdAt: days(-10),
        },
        {
          customerId: demo,
          code: 'CPDEMO000002',
          name: 'Diskon Ongkir 10%',
          type: 'DISCOUNT_RATE',
          value: 10,
          minSpend: 50000,
          validFrom: days(-5),
          validTo: days(25),
          createdAt: days(-5),
        },
        {
          customerId: demo,
          code: 'CPDEMO000003',
          name: 'Gratis Asuransi Paket',
          type: 'FREE_INSURANCE',
          value: 0,
          minSpend: 0,
          validFrom: days(-2),
          validTo: days(28),
          createdAt: days(-2),
        },
        {
          customerId: demo,
          code: 'CPDEMO000004',
          name: 'Potongan Rp15.000',
          type: 'DISCOUNT_AMOUNT',
          value: 15000,
          minSpend: 75000,
          validFrom: days(-40),
          validTo: days(-10),
          usedAt: days(-20),
          usedOnBillCode: DEMO_ORDERS[0].billCode,
          createdAt: days(-40),
        },
        {
          customerId: demo,
          code: 'CPDEMO000005',
          name: 'Diskon Ongkir 5%',
          type: 'DISCOUNT_RATE',
          value: 5,
          minSpend: 0,
          validFrom: days(-20),
          validTo: days(10),
          usedAt: days(-9),
          usedOnBillCode: DEMO_ORDERS[3].billCode,
          createdAt: days(-20),
        },
        {
          customerId: demo,
          code: 'CPDEMO000006',
          name: 'Promo Lebaran Rp30.000',
          type: 'DISCOUNT_AMOUNT',
          value: 30000,
          minSpend: 200000,
          validFrom: days(-90),
          validTo: days(-60),
          createdAt: days(-90),
        },
        {
          customerId: demo,
          code: 'CPDEMO000007',
          name: 'Harbolnas Rp12.000',
          type: 'DISCOUNT_AMOUNT',
          value: 12000,
          minSpend: 60000,
          validFrom: days(-45),
          validTo: days(-15),
          createdAt: days(-45),
        },
        {
          customerId: customers.otherCustomerId,
          code: 'CPOTHER00001',
          name: 'Potongan Rp10.000',
          type: 'DISCOUNT_AMOUNT',
          value: 10000,
          minSpend: 50000,
          validFrom: days(-3),
          validTo: days(27),
          createdAt: days(-3),
        },
      ])
      .onConflictDoNothing({ target: coupons.code });

    // COD payouts: one verified bank account each (changed long before the 24-hour pause), and a
    // contract of its own for the other shipper (the demo shipper keeps the default terms).
    await tx
      .insert(customerBankAccounts)
      .values([
        {
          customerId: demo,
          bankCode: 'BCA',
          accountNumber: '5270123456',
          holderName: 'PT Demo Niaga Sejahtera',
          changedAt: days(-60),
        },
        {
          customerId: customers.otherCustomerId,
          bankCode: 'MANDIRI',
          accountNumber: '1370009876543',
          holderName: 'CV Lain Jaya',
          changedAt: days(-60),
        },
      ])
      .onConflictDoNothing({ target: customerBankAccounts.customerId });
    await tx
      .insert(codContracts)
      .values({
        customerId: customers.otherCustomerId,
        commissionRateBp: 250,
        minCommission: 2_500,
        vatRateBp: 1_200,
        vatBaseNumerator: 11,
        vatBaseDenominator: 12,
        payoutCycleBusinessDays: 1,
        minPayout: 50_000,
        autoAgreeBusinessDays: 3,
        decryptMaxTries: 5,
        bankChangePauseHours: 24,
      })
      .onConflictDoNothing({ target: codContracts.customerId });
  });
}
