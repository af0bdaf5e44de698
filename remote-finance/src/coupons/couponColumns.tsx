import type { TFunction } from 'i18next';
import Tag from 'antd/es/tag';
import { formatDate, formatIdr, formatNumber } from 'shared';
import type { ListColumn } from 'shared/widgets';
import type { Coupon, CouponStatus } from './api';

const STATUS_COLORS: Record<CouponStatus, string> = { UNUSED: 'green', USED: 'blue', EXPIRED: 'default' };

function couponValue(coupon: Coupon, t: TFunction): string {
  switch (coupon.type) {
    case 'DISCOUNT_AMOUNT':
      return formatIdr(coupon.value);
    case 'DISCOUNT_RATE':
      return `${formatNumber(coupon.value, 2)}%`;
    case 'FREE_INSURANCE':
      return t('coupon.freeInsurance');
  }
}

/** The vouchers table; the used tab adds when and on which waybill each was used. */
export function couponColumns(t: TFunction, status: CouponStatus): ListColumn<Coupon>[] {
  const label = (prop: string) => t(`coupon.columns.${prop}`);
  const columns: ListColumn<Coupon>[] = [
    { prop: 'name', label: label('name'), width: 180 },
    { prop: 'code', label: label('code'), width: 150 },
    { prop: 'type', label: label('type'), width: 150, slot: (coupon) => t(`coupon.types.${coupon.type}`) },
    { prop: 'value', label: label('value'), width: 130, slot: (coupon) => couponValue(coupon, t) },
    {
      prop: 'minSpend',
      label: label('minSpend'),
      width: 130,
      slot: (coupon) => (coupon.minSpend > 0 ? formatIdr(coupon.minSpend) : t('coupon.noMinimum')),
    },
    {
      prop: 'validFrom',
      label: label('validity'),
      width: 230,
      slot: (coupon) => `${formatDate(coupon.validFrom)} – ${formatDate(coupon.validTo)}`,
    },
    {
      prop: 'status',
      label: label('status'),
      width: 120,
      slot: (coupon) => (
        <Tag color={STATUS_COLORS[coupon.status]}>{t(`coupon.statuses.${coupon.status}`)}</Tag>
      ),
    },
  ];
  if (status !== 'USED') return columns;
  return [
    ...columns,
    { prop: 'usedAt', label: label('usedAt'), width: 170, format: 'time' },
    { prop: 'usedOnBillCode', label: label('usedOnBillCode'), width: 160 },
  ];
}
