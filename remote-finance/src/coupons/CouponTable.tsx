import { useTranslation } from 'react-i18next';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { NAMESPACE } from '../i18n';
import type { Coupon, CouponStatus } from './api';
import { formatDate, formatIdr, formatNumber, formatTime } from 'shared';
import { tablePagination, type PagedListState } from 'shared/widgets';

const STATUS_COLORS: Record<CouponStatus, string> = { UNUSED: 'green', USED: 'blue', EXPIRED: 'default' };

export function CouponTable({ list, status }: { list: PagedListState<Coupon>; status: CouponStatus }) {
  const { t } = useTranslation(NAMESPACE);

  const columns: ColumnsType<Coupon> = [
    { title: t('coupon.columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('coupon.columns.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('coupon.columns.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: Coupon['type']) => t(`coupon.types.${type}`),
    },
    { title: t('coupon.columns.value'), key: 'value', render: (_, coupon) => couponValue(coupon, t) },
    {
      title: t('coupon.columns.minSpend'),
      dataIndex: 'minSpend',
      key: 'minSpend',
      render: (minSpend: number) => (minSpend > 0 ? formatIdr(minSpend) : t('coupon.noMinimum')),
    },
    {
      title: t('coupon.columns.validity'),
      key: 'validity',
      render: (_, coupon) => `${formatDate(coupon.validFrom)} – ${formatDate(coupon.validTo)}`,
    },
    {
      title: t('coupon.columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: CouponStatus) => (
        <Tag color={STATUS_COLORS[value]}>{t(`coupon.statuses.${value}`)}</Tag>
      ),
    },
    ...(status === 'USED'
      ? ([
          {
            title: t('coupon.columns.usedAt'),
            dataIndex: 'usedAt',
            key: 'usedAt',
            render: (usedAt: string | null) => formatTime(usedAt),
          },
          {
            title: t('coupon.columns.usedOnBillCode'),
            dataIndex: 'usedOnBillCode',
            key: 'usedOnBillCode',
            render: (billCode: string | null) => billCode || '--',
          },
        ] satisfies ColumnsType<Coupon>)
      : []),
  ];

  return (
    <Table<Coupon>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={list.page?.records ?? []}
      loading={list.loading}
      pagination={tablePagination(list)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared:noData')} /> }}
    />
  );
}

function couponValue(coupon: Coupon, t: (key: string) => string): string {
  switch (coupon.type) {
    case 'DISCOUNT_AMOUNT':
      return formatIdr(coupon.value);
    case 'DISCOUNT_RATE':
      return `${formatNumber(coupon.value, 2)}%`;
    case 'FREE_INSURANCE':
      return t('coupon.freeInsurance');
  }
}
