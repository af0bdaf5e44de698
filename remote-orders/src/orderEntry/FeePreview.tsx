import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { formatIdr, formatKg } from 'shared';
import { NAMESPACE } from '../i18n';
import type { FeePreviewState } from './useFeePreview';
import './texts';
import './couponTexts';

/** The server's price of the draft: freight, insurance, COD fee, total (and after a coupon's discount) and service days. */
export function FeePreview({ preview }: { preview: FeePreviewState }) {
  const { t } = useTranslation(NAMESPACE);
  const { fees, refusal } = preview;
  const discount = fees?.coupon?.discount ?? 0;
  return (
    <Card size="small" title={t('orderEntry.fees.title')} data-testid="fee-preview">
      <Spin spinning={preview.loading} size="small">
        {preview.idle ? (
          <Typography.Text type="secondary">{t('orderEntry.fees.idle')}</Typography.Text>
        ) : refusal ? (
          <Alert
            type="warning"
            showIcon
            title={t('orderEntry.fees.unpriced')}
            description={
              refusal.issues.length ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {refusal.issues.map((issue, index) => (
                    <li key={`${issue.field}-${index}`}>{issue.message}</li>
                  ))}
                </ul>
              ) : (
                refusal.msg
              )
            }
          />
        ) : fees ? (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'zone',
                label: t('orderEntry.fees.zone'),
                children: `${fees.zoneLabel} · ${fees.productTypeName}`,
              },
              {
                key: 'billable',
                label: t('orderEntry.fees.billableWeight'),
                children: formatKg(fees.billableWeightKg),
              },
              { key: 'freight', label: t('orderEntry.fees.freight'), children: formatIdr(fees.freightFee) },
              {
                key: 'insurance',
                label: t('orderEntry.fees.insurance'),
                children: formatIdr(fees.insuranceFee),
              },
              { key: 'cod', label: t('orderEntry.fees.codFee'), children: formatIdr(fees.codFee) },
              {
                key: 'total',
                label: t('orderEntry.fees.total'),
                children: (
                  <Typography.Text strong={!discount} delete={discount > 0} data-testid="fee-total">
                    {formatIdr(fees.totalFee)}
                  </Typography.Text>
                ),
              },
              ...(discount > 0
                ? [
                    {
                      key: 'discount',
                      label: t('orderEntry.coupon.discount'),
                      children: (
                        <Typography.Text data-testid="fee-discount">− {formatIdr(discount)}</Typography.Text>
                      ),
                    },
                    {
                      key: 'totalAfter',
                      label: t('orderEntry.coupon.totalAfter'),
                      children: (
                        <Typography.Text strong data-testid="fee-total-after">
                          {formatIdr(fees.coupon.totalAfterDiscount)}
                        </Typography.Text>
                      ),
                    },
                  ]
                : []),
              {
                key: 'days',
                label: t('orderEntry.fees.serviceDays'),
                children: t('orderEntry.serviceDays', { count: fees.serviceDays }),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('orderEntry.fees.loading')}</Typography.Text>
        )}
      </Spin>
    </Card>
  );
}
