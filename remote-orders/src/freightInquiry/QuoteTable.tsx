import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatIdr, formatKg } from 'shared';
import { NAMESPACE } from '../i18n';
import type { FreightQuote, ProductQuote } from './api';
import '../common/texts';
import './texts';

/** The route, its weights, and one row per product type: fee, billable weight, service days. */
export function QuoteTable({ quote }: { quote: FreightQuote }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`freightInquiry.columns.${key}`);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="freight-quotes">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'route', label: t('freightInquiry.route'), children: `${quote.sender} → ${quote.receiver}` },
          { key: 'zone', label: t('freightInquiry.zone'), children: quote.zoneLabel },
          { key: 'actual', label: t('orderEntry.weight.actual'), children: formatKg(quote.actualWeightKg) },
          {
            key: 'volumetric',
            label: t('orderEntry.weight.volumetric'),
            children: formatKg(quote.volumetricWeightKg),
          },
          {
            key: 'chargeable',
            label: t('orderEntry.weight.chargeable'),
            children: formatKg(quote.chargeableWeightKg),
          },
        ]}
      />
      <Table<ProductQuote>
        rowKey="productType"
        size="middle"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={quote.quotes}
        columns={[
          { key: 'product', title: label('product'), dataIndex: 'productTypeName' },
          {
            key: 'fee',
            title: label('freight'),
            render: (_, row) => (row.available ? formatIdr(row.freightFee) : '--'),
          },
          {
            key: 'billable',
            title: label('billableWeight'),
            render: (_, row) => formatKg(row.billableWeightKg),
          },
          {
            key: 'days',
            title: label('serviceDays'),
            render: (_, row) =>
              row.available ? t('orderEntry.serviceDays', { count: row.serviceDays }) : '--',
          },
          {
            key: 'available',
            title: label('available'),
            render: (_, row) =>
              row.available ? (
                <Tag color="green">{t('freightInquiry.available')}</Tag>
              ) : (
                <Tag color="default">{row.reason}</Tag>
              ),
          },
        ]}
      />
    </Space>
  );
}
