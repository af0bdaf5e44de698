import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { exchangeRecords, memberAccounts, memberGoods, memberLevels, pointsLedger } from '../schema/member';
import { MEMBER_GOODS, MEMBER_SEED } from './member-data';
import { SENDERS } from './orders-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

const LEVELS = [
  { code: 'SILVER', nameZh: '白银会员', nameEn: 'Silver', nameId: 'Perak', growthStart: 0 },
  { code: 'GOLD', nameZh: '黄金会员', nameEn: 'Gold', nameId: 'Emas', growthStart: 5000 },
  { code: 'PLATINUM', nameZh: '铂金会员', nameEn: 'Platinum', nameId: 'Platinum', growthStart: 20000 },
  { code: 'DIAMOND', nameZh: '钻石会员', nameEn: 'Diamond', nameId: 'Berlian', growthStart: 50000 },
];

const GOODS = [
  {
    nameEn: MEMBER_GOODS.tumbler,
    nameZh: '不锈钢保温杯 500 毫升',
    nameId: 'Tumbler stainless 500 ml',
    pointsCost: 1500,
    stock: 120,
  },
  {
    nameEn: MEMBER_GOODS.labelPaper,
    nameZh: '热敏面单纸 100x150（500 张）',
    nameId: 'Kertas label thermal 100x150 (500 lembar)',
    pointsCost: 2500,
    stock: 300,
  },
  {
    nameEn: MEMBER_GOODS.bubbleWrap,
    nameZh: '气泡膜 50 米',
    nameId: 'Bubble wrap gulung 50 m',
    pointsCost: 3000,
    stock: 80,
  },
  {
    nameEn: MEMBER_GOODS.eWallet,
    nameZh: '电子钱包代金券 Rp50.000',
    nameId: 'Voucher e-wallet Rp50.000',
    pointsCost: 5000,
    stock: 200,
    // a code in the account, not sent anywhere: its exchange asks for no address
    physical: false,
  },
  {
    nameEn: MEMBER_GOODS.printer,
    nameZh: '便携式热敏面单打印机',
    nameId: 'Printer label thermal portabel',
    pointsCost: 8000,
    stock: 5,
  },
  {
    nameEn: MEMBER_GOODS.helmet,
    nameZh: '限量版快递员头盔',
    nameId: 'Helm kurir edisi terbatas',
    pointsCost: 1000,
    stock: 1,
  },
  {
    nameEn: MEMBER_GOODS.umbrella,
    nameZh: '折叠伞',
    nameId: 'Payung lipat',
    pointsCost: 1200,
    stock: 50,
    isEnable: 2,
  },
  {
    nameEn: MEMBER_GOODS.scale,
    nameZh: '电子包裹秤 30 公斤',
    nameId: 'Timbangan paket digital 30 kg',
    pointsCost: 4000,
    stock: 0,
  },
].map((goods, i) => ({
  ...goods,
  sort: (i + 1) * 10,
  imageUrl: null,
  isEnable: goods.isEnable ?? 1,
  physical: goods.physical ?? true,
}));

/** Levels and shop goods (global), and the member accounts, ledgers and an exchange of both customers. */
export async function seedMember(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(memberLevels).values(LEVELS).onConflictDoNothing({ target: memberLevels.code });
    const [{ goodsCount }] = await tx.select({ goodsCount: sql<number>`count(*)::int` }).from(memberGoods);
    if (goodsCount === 0) await tx.insert(memberGoods).values(GOODS);

    const [existing] = await tx
      .select({ customerId: memberAccounts.customerId })
      .from(memberAccounts)
      .where(eq(memberAccounts.customerId, customers.demoCustomerId));
    if (existing) return;

    const demo = customers.demoCustomerId;
    await tx.insert(memberAccounts).values([
      {
        customerId: demo,
        levelCode: MEMBER_SEED.demoLevelCode,
        growth: MEMBER_SEED.demoGrowth,
        points: MEMBER_SEED.demoPoints,
      },
      {
        customerId: customers.otherCustomerId,
        levelCode: 'SILVER',
        growth: 1800,
        points: MEMBER_SEED.otherPoints,
      },
    ]);
    const [labelPaper] = await tx
      .select({ id: memberGoods.id })
      .from(memberGoods)
      .where(eq(memberGoods.nameEn, MEMBER_GOODS.labelPaper));
    const [record] = await tx
      .insert(exchangeRecords)
      .values({
        customerId: demo,
        userId: customers.demoAdminUserId,
        goodsId: labelPaper.id,
        quantity: 1,
        pointsSpent: 2500,
        status: 'COMPLETED',
        // sent to the shipper's Jakarta pickup address
        deliveryName: SENDERS.jakarta.name,
        deliveryPhone: SENDERS.jakarta.phone,
        deliveryAddress: `${SENDERS.jakarta.address}, ${SENDERS.jakarta.district}, ${SENDERS.jakarta.city} ${SENDERS.jakarta.postalCode}`,
        createdAt: days(-60),
      })
      .returning({ id: exchangeRecords.id });
    // 5,000 + 3,000 + 4,500 + 2,500 earned - 2,500 spent = 12,500; each batch expires a year after it was earned.
    const earned = (change: number, ago: number) => ({
      customerId: demo,
      change,
      reason: 'ORDER_REWARD',
      createdAt: days(-ago),
      expiresAt: days(365 - ago),
    });
    await tx.insert(pointsLedger).values([
      earned(5000, 330),
      earned(3000, 200),
      earned(4500, 120),
      { customerId: demo, change: -2500, reason: 'EXCHANGE', refId: record.id, createdAt: days(-60) },
      earned(2500, 40),
      {
        customerId: customers.otherCustomerId,
        change: MEMBER_SEED.otherPoints,
        reason: 'ORDER_REWARD',
        createdAt: days(-30),
        expiresAt: days(335),
      },
    ]);
  });
}
