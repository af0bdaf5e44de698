import type { TFunction } from 'i18next';
import Typography from 'antd/es/typography';
import { formatDate, formatIdr, formatNumber } from 'shared';
import { ReadableTag, type ListColumn } from 'shared/widgets';
import type { Coupon, CouponStatus } from './api';
import './texts';

const STATUS_COLORS: Record<CouponStatus, string> = {
  AVAILABLE: 'green',
  LOCKED: 'gold',
  USED: 'blue',
  EXPIRED: 'default',
};

/** '10% off freight, up to Rp 15.000' or 'Rp 5.000 off freight'. */
export function couponDiscountText(
  coupon: Pick<Coupon, 'discountType' | 'value'> & { maxDiscount?: number | null },
  t: TFunction,
): string {
  if (coupon.discountType === 'FIXED') return t('coupon.fixedOff', { amount: formatIdr(coupon.value) });
  const percent = t('coupon.percentOff', { percent: formatNumber(coupon.value, 2) });
  return coupon.maxDiscount
    ? `${percent}, ${t('coupon.upTo', { amount: formatIdr(coupon.maxDiscount) })}`
    : percent;
}

function conditions(coupon: Coupon, t: TFunction): string {
  return [
    coupon.productTypes.length > 0
      ? t('coupon.products', { list: coupon.productTypes.join(', ') })
      : t('coupon.allProducts'),
    coupon.provinces.length > 0
      ? t('coupon.provinces', { list: coupon.provinces.join(', ') })
      : t('coupon.everywhere'),
    t(`coupon.codRules.${coupon.codRule}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The wallet's table; the locked and used tabs add when and on which order each was taken. */
export function couponColumns(t: TFunction, status: CouponStatus): ListColumn<Coupon>[] {
  const label = (prop: string) => t(`coupon.columns.${prop}`);
  const columns: ListColumn<Coupon>[] = [
    { prop: 'name', label: label('name'), width: 190 },
    {
      prop: 'status',
      label: label('status'),
      width: 120,
      slot: (coupon) => (
        <ReadableTag color={STATUS_COLORS[coupon.status]}>
          {t(`coupon.statuses.${coupon.status}`)}
        </ReadableTag>
      ),
    },
    { prop: 'code', label: label('code'), width: 140 },
    { prop: 'type', label: label('type'), width: 100, slot: (coupon) => t(`coupon.types.${coupon.type}`) },
    { prop: 'value', label: label('discount'), width: 220, slot: (coupon) => couponDiscountText(coupon, t) },
    {
      prop: 'minSpend',
      label: label('minSpend'),
      width: 130,
      slot: (coupon) => (coupon.minSpend > 0 ? formatIdr(coupon.minSpend) : t('coupon.noMinimum')),
    },
    { prop: 'productTypes', label: label('conditions'), width: 240, slot: (coupon) => conditions(coupon, t) },
    {
      prop: 'perAccountLimit',
      label: label('perAccountLimit'),
      width: 110,
      slot: (coupon) => t('coupon.timesPerAccount', { count: coupon.perAccountLimit }),
    },
    { prop: 'stockLeft', label: label('stockLeft'), width: 110, format: 'number' },
    {
      prop: 'validFrom',
      label: label('validity'),
      width: 230,
      slot: (coupon) => `${formatDate(coupon.validFrom)} – ${formatDate(coupon.validTo)}`,
    },
    {
      prop: 'terms',
      label: label('terms'),
      width: 260,
      slot: (coupon) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: coupon.terms }} style={{ marginBottom: 0 }}>
          {coupon.terms}
        </Typography.Paragraph>
      ),
    },
  ];
  if (status === 'LOCKED')
    return [
      ...columns,
      { prop: 'lockedAt', label: label('lockedAt'), width: 170, format: 'time' },
      { prop: 'usedOnBillCode', label: label('onBillCode'), width: 160 },
    ];
  if (status === 'USED')
    return [
      ...columns,
      { prop: 'usedAt', label: label('usedAt'), width: 170, format: 'time' },
      { prop: 'usedOnBillCode', label: label('usedOnBillCode'), width: 160 },
    ];
  return columns;
}
