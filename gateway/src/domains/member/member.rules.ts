import type { Lang } from '../../lib/locale/locale';
import { normaliseMobile } from '../../lib/phone/phone-numbers';

export interface Level {
  code: string;
  nameZh: string;
  nameEn: string;
  nameId: string;
  growthStart: number;
}

export function levelName(level: Level, lang: Lang): string {
  return lang === 'zh' ? level.nameZh : lang === 'en' ? level.nameEn : level.nameId;
}

/** The level a growth value reaches (highest growthStart not above it) and the one after it. */
export function levelFor<T extends Level>(
  growth: number,
  levels: readonly T[],
): { current: T | null; next: T | null } {
  const sorted = [...levels].sort((a, b) => a.growthStart - b.growthStart);
  let current: T | null = null;
  for (const level of sorted) if (level.growthStart <= growth) current = level;
  const next = sorted.find((level) => level.growthStart > growth) ?? null;
  return { current, next };
}

export interface LedgerEntry {
  change: number;
  expiresAt: Date | null;
}

/**
 * The next batch of points to expire. Spending uses the points that expire first, so the spent
 * total is taken from the earliest batches; what is left of the earliest batch still to come is
 * what expires next. Never more than the balance.
 */
export function nextExpiry(
  entries: readonly LedgerEntry[],
  balance: number,
  now: Date,
): { expiringPoints: number; expiringAt: Date | null } {
  const earned = entries
    .filter((entry) => entry.change > 0 && entry.expiresAt)
    .map((entry) => ({ left: entry.change, expiresAt: entry.expiresAt as Date }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  let spent = entries.filter((entry) => entry.change < 0).reduce((sum, entry) => sum - entry.change, 0);
  for (const batch of earned) {
    const used = Math.min(batch.left, spent);
    batch.left -= used;
    spent -= used;
  }
  const upcoming = earned.filter((batch) => batch.left > 0 && batch.expiresAt.getTime() > now.getTime());
  if (upcoming.length === 0) return { expiringPoints: 0, expiringAt: null };
  const expiringAt = upcoming[0].expiresAt;
  const expiringPoints = upcoming
    .filter((batch) => batch.expiresAt.getTime() === expiringAt.getTime())
    .reduce((sum, batch) => sum + batch.left, 0);
  return { expiringPoints: Math.min(expiringPoints, balance), expiringAt };
}

export const MAX_EXCHANGE_QUANTITY = 99;
export type ExchangeRefusal = 'GOODS_DISABLED' | 'OUT_OF_STOCK' | 'INSUFFICIENT_POINTS';

export const REFUSAL_MESSAGE_KEYS: Record<ExchangeRefusal, string> = {
  GOODS_DISABLED: 'member.goodsDisabled',
  OUT_OF_STOCK: 'member.outOfStock',
  INSUFFICIENT_POINTS: 'member.insufficientPoints',
};

/** Whether an exchange would go through, judged on a snapshot (the exchange itself re-checks atomically). */
export function checkExchange(
  goods: { isEnable: number; stock: number; pointsCost: number },
  quantity: number,
  points: number,
): { ok: boolean; reason: ExchangeRefusal | null; pointsAfter: number; pointsNeeded: number } {
  const pointsNeeded = goods.pointsCost * quantity;
  const pointsAfter = points - pointsNeeded;
  let reason: ExchangeRefusal | null = null;
  if (goods.isEnable !== 1) reason = 'GOODS_DISABLED';
  else if (goods.stock < quantity) reason = 'OUT_OF_STOCK';
  else if (pointsAfter < 0) reason = 'INSUFFICIENT_POINTS';
  return { ok: reason === null, reason, pointsAfter, pointsNeeded };
}

/** Where physical goods are sent, as the exchange call gives it. */
export interface DeliveryInput {
  name?: string;
  phone?: string;
  address?: string;
}

/** A delivery address shorter than this names no place (a street, a number and a town at least). */
export const DELIVERY_ADDRESS_MIN = 10;

/**
 * What an exchange lacks to send its goods: nothing for goods that are not sent (a voucher); for
 * physical goods, the recipient's name, an Indonesian mobile number and the address, each refused
 * on its field.
 * @example
 * deliveryProblems({ physical: true }, { name: 'Budi' }); // phone and address missing
 */
export function deliveryProblems(
  goods: { physical: boolean },
  delivery: DeliveryInput | undefined,
): { field: string; msgKey: string; params?: Record<string, number> }[] {
  if (!goods.physical) return [];
  const name = delivery?.name?.trim() ?? '';
  const phone = delivery?.phone?.trim() ?? '';
  const address = delivery?.address?.trim() ?? '';
  const problems: { field: string; msgKey: string; params?: Record<string, number> }[] = [];
  if (!name) problems.push({ field: 'delivery.name', msgKey: 'member.deliveryNeeded' });
  if (!phone) problems.push({ field: 'delivery.phone', msgKey: 'member.deliveryNeeded' });
  else if (!normaliseMobile(phone))
    problems.push({ field: 'delivery.phone', msgKey: 'member.deliveryPhoneInvalid' });
  if (address.length < DELIVERY_ADDRESS_MIN)
    problems.push({
      field: 'delivery.address',
      msgKey: address ? 'member.deliveryAddressShort' : 'member.deliveryNeeded',
      params: address ? { min: DELIVERY_ADDRESS_MIN } : undefined,
    });
  return problems;
}

/**
 * The delivery an exchange stores: for physical goods the trimmed name and address and the phone
 * in its national form; nothing for other goods (what a voucher exchange was given is dropped).
 */
export function storedDelivery(goods: { physical: boolean }, delivery: DeliveryInput | undefined) {
  if (!goods.physical || !delivery) return { deliveryName: null, deliveryPhone: null, deliveryAddress: null };
  const phone = delivery.phone?.trim() ?? '';
  return {
    deliveryName: delivery.name?.trim() || null,
    deliveryPhone: normaliseMobile(phone) ?? (phone || null),
    deliveryAddress: delivery.address?.trim() || null,
  };
}
