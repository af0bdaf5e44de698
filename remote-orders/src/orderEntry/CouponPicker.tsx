import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { formatDate, formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import type { FeeBreakdown } from './api';
import './couponTexts';

export type CouponPreview = FeeBreakdown['coupon'];

export interface CouponPickerProps {
  /** The preview's coupons; undefined while the draft is not priced. */
  coupon?: CouponPreview;
  /** The chosen coupon's code; undefined: none. */
  value?: string;
  onChange(code: string | undefined): void;
}

/**
 * The customer's available coupons for the draft: each applicable one with what it takes off the
 * freight, each other one greyed with the server's reason. One coupon at most (they do not stack).
 */
export function CouponPicker({ coupon, value, onChange }: CouponPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string, params?: Record<string, string>) => t(`orderEntry.coupon.${key}`, params);
  return (
    <Card size="small" title={text('title')} data-testid="coupon-picker">
      {!coupon ? (
        <Typography.Text type="secondary">{text('idle')}</Typography.Text>
      ) : coupon.options.length === 0 && !value ? (
        <Typography.Text type="secondary">{text('empty')}</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {value && coupon.refusal ? <Alert type="warning" showIcon title={coupon.refusal} /> : null}
          <Radio.Group
            value={value ?? ''}
            onChange={(event) => onChange((event.target.value as string) || undefined)}
            aria-label={text('title')}
          >
            <Space orientation="vertical">
              <Radio value="">{text('none')}</Radio>
              {coupon.options.map((option) => (
                <Radio
                  key={option.code}
                  value={option.code}
                  disabled={!option.applies}
                  data-testid={`coupon-option-${option.code}`}
                >
                  <Space orientation="vertical" size={0}>
                    <span>
                      {option.name}{' '}
                      {option.applies ? (
                        <Typography.Text strong>
                          {text('off', { amount: formatIdr(option.discount) })}
                        </Typography.Text>
                      ) : null}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {option.applies
                        ? `${option.code} · ${text('until', { date: formatDate(option.validTo) })}`
                        : option.reason}
                    </Typography.Text>
                  </Space>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Space>
      )}
    </Card>
  );
}
