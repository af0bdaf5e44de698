import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/core';
import {
  exchangeRecords,
  memberAccounts,
  memberGoods,
  memberLevels,
  pointsLedger,
} from '../../db/schema/member';
import { BizError, FieldsError, NotFoundError } from '../../http/envelope';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { t } from '../../i18n/messages';
import type { Lang } from '../../lib/locale/locale';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import {
  checkExchange,
  deliveryProblems,
  levelFor,
  levelName,
  nextExpiry,
  REFUSAL_MESSAGE_KEYS,
  storedDelivery,
  type DeliveryInput,
} from './member.rules';
import { ownedBy } from '../../db/tenant-scope';

async function accountOf(db: Database, customerId: number) {
  const [account] = await db.select().from(memberAccounts).where(ownedBy(memberAccounts, { customerId }));
  return account ?? null;
}

/** A customer without an account row is a member with nothing yet. */
export async function memberLevel(db: Database, customerId: number, lang: Lang) {
  const levels = await db.select().from(memberLevels).orderBy(asc(memberLevels.growthStart));
  const account = await accountOf(db, customerId);
  const growth = account?.growth ?? 0;
  const { current, next } = levelFor(growth, levels);
  const level = levels.find((l) => l.code === account?.levelCode) ?? current;
  return {
    levelCode: level?.code ?? '',
    levelName: level ? levelName(level, lang) : '',
    growth,
    nextLevel: next?.code ?? null,
    nextLevelName: next ? levelName(next, lang) : null,
    nextGrowthStart: next?.growthStart ?? null,
    levels: levels.map((l) => ({ code: l.code, name: levelName(l, lang), growthStart: l.growthStart })),
  };
}

export async function pointsInfo(db: Database, customerId: number, now = new Date()) {
  const account = await accountOf(db, customerId);
  const points = account?.points ?? 0;
  const entries = await db
    .select({ change: pointsLedger.change, expiresAt: pointsLedger.expiresAt })
    .from(pointsLedger)
    .where(ownedBy(pointsLedger, { customerId }));
  const { expiringPoints, expiringAt } = nextExpiry(entries, points, now);
  return { points, expiringPoints, expiringAt: expiringAt?.toISOString() ?? null };
}

function goodsName(goods: { nameZh: string; nameEn: string; nameId: string }, lang: Lang): string {
  return lang === 'zh' ? goods.nameZh : lang === 'en' ? goods.nameEn : goods.nameId;
}

/** The points shop is the courier's, the same for every customer. */
export async function goodsPage(db: Database, query: PageQuery, lang: Lang) {
  const [{ total }] = await db.select({ total: count() }).from(memberGoods);
  const rows = await db
    .select()
    .from(memberGoods)
    .orderBy(asc(memberGoods.sort), asc(memberGoods.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((goods) => ({
      id: goods.id,
      name: goodsName(goods, lang),
      pointsCost: goods.pointsCost,
      stock: goods.stock,
      imageUrl: goods.imageUrl,
      isEnable: goods.isEnable,
      physical: goods.physical,
    })),
  );
}

async function goodsById(db: Database, goodsId: number) {
  const [goods] = await db.select().from(memberGoods).where(eq(memberGoods.id, goodsId));
  if (!goods) throw new NotFoundError('goods');
  return goods;
}

export async function exchangePreCheck(
  db: Database,
  customerId: number,
  goodsId: number,
  quantity: number,
  lang: Lang,
) {
  const goods = await goodsById(db, goodsId);
  const account = await accountOf(db, customerId);
  const check = checkExchange(goods, quantity, account?.points ?? 0);
  return { ...check, message: check.reason ? t(lang, REFUSAL_MESSAGE_KEYS[check.reason]) : null };
}

/**
 * Spends points on goods. Both balances move by conditional updates inside one transaction:
 * `points >= cost` and `stock >= quantity` are checked by the row update itself, so two exchanges
 * at once can never take the points below zero or the stock below zero; a failed step rolls back
 * the other. Physical goods need where they are sent (refused field by field without it), stored
 * with the exchange.
 */
export async function exchange(
  db: Database,
  session: { customerId: number; userId: number },
  goodsId: number,
  quantity: number,
  delivery?: DeliveryInput,
) {
  return db.transaction(async (tx) => {
    const goods = await goodsById(tx as unknown as Database, goodsId);
    if (goods.isEnable !== 1) throw new BizError(REFUSAL_MESSAGE_KEYS.GOODS_DISABLED);
    const cost = goods.pointsCost * quantity;
    const [account] = await tx
      .update(memberAccounts)
      .set({ points: sql`${memberAccounts.points} - ${cost}`, updatedAt: new Date() })
      .where(ownedBy(memberAccounts, session, gte(memberAccounts.points, cost)))
      .returning({ points: memberAccounts.points });
    if (!account) throw new BizError(REFUSAL_MESSAGE_KEYS.INSUFFICIENT_POINTS);
    const taken = await tx
      .update(memberGoods)
      .set({ stock: sql`${memberGoods.stock} - ${quantity}` })
      .where(and(eq(memberGoods.id, goodsId), eq(memberGoods.isEnable, 1), gte(memberGoods.stock, quantity)))
      .returning({ id: memberGoods.id });
    if (taken.length === 0) throw new BizError(REFUSAL_MESSAGE_KEYS.OUT_OF_STOCK);
    // after the points and the stock, so that goods no one can have are refused as such
    const problems = deliveryProblems(goods, delivery);
    if (problems.length > 0) throw new FieldsError(problems);
    const [record] = await tx
      .insert(exchangeRecords)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        goodsId,
        quantity,
        pointsSpent: cost,
        ...storedDelivery(goods, delivery),
      })
      .returning({ id: exchangeRecords.id });
    await tx
      .insert(pointsLedger)
      .values({ customerId: session.customerId, change: -cost, reason: 'EXCHANGE', refId: record.id });
    return { recordId: record.id, pointsSpent: cost, pointsAfter: account.points };
  });
}

export async function exchangeRecordPage(db: Database, customerId: number, query: PageQuery, lang: Lang) {
  const where = ownedBy(exchangeRecords, { customerId });
  const [{ total }] = await db.select({ total: count() }).from(exchangeRecords).where(where);
  const rows = await db
    .select({ record: exchangeRecords, goods: memberGoods, loginCode: users.loginCode })
    .from(exchangeRecords)
    .innerJoin(memberGoods, eq(memberGoods.id, exchangeRecords.goodsId))
    .innerJoin(users, eq(users.id, exchangeRecords.userId))
    .where(where)
    .orderBy(desc(exchangeRecords.createdAt), desc(exchangeRecords.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map(({ record, goods, loginCode }) => ({
      id: record.id,
      goodsId: record.goodsId,
      goodsName: goodsName(goods, lang),
      quantity: record.quantity,
      pointsSpent: record.pointsSpent,
      status: record.status,
      statusLabel: t(lang, `member.exchangeStatus.${record.status}`),
      loginCode,
      delivery:
        record.deliveryName && record.deliveryPhone && record.deliveryAddress
          ? {
              name: record.deliveryName,
              phone: maskPhone(record.deliveryPhone),
              address: record.deliveryAddress,
            }
          : null,
      createdAt: record.createdAt.toISOString(),
    })),
  );
}

export async function ledgerPage(db: Database, customerId: number, query: PageQuery, lang: Lang) {
  const where = ownedBy(pointsLedger, { customerId });
  const [{ total }] = await db.select({ total: count() }).from(pointsLedger).where(where);
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((entry) => ({
      id: entry.id,
      change: entry.change,
      reason: entry.reason,
      reasonLabel: t(lang, `member.reason.${entry.reason}`),
      refId: entry.refId,
      expiresAt: entry.expiresAt?.toISOString() ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  );
}
