import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import { applyServerFieldErrors, buttonKeyOf, MissingActionNotice } from 'shared/widgets';
import { messageOf, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { redeemCoupon } from './api';
import './texts';

const REDEEM_KEY = buttonKeyOf('/customer-api/coupon/generate');

/**
 * 'Redeem code' input and button, shown only with couponManagement_ADD: without the key the whole
 * form is absent, so Enter in the field cannot send a call the gateway refuses, and one line says so.
 */
export function RedeemCodeForm({ onRedeemed }: { onRedeemed(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  if (!can(REDEEM_KEY)) return <MissingActionNotice perm={REDEEM_KEY} action={t('coupon.mainAction')} />;
  return <RedeemCodeFields onRedeemed={onRedeemed} />;
}

function RedeemCodeFields({ onRedeemed }: { onRedeemed(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [saving, setSaving] = useState(false);

  const redeem = async ({ code }: { code: string }) => {
    setSaving(true);
    try {
      await redeemCoupon(code.trim());
      message.success(t('coupon.redeemed'));
      form.resetFields();
      onRedeemed();
    } catch (error) {
      // Once, under the field it is about (not also as a toast).
      if (applyServerFieldErrors(form, error, () => ['code'])) return;
      const msg = messageOf(error) ?? t('shared:requestFailed');
      form.setFields([{ name: 'code', errors: [msg] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="inline" onFinish={redeem} aria-label={t('coupon.redeemTitle')}>
      <Form.Item
        name="code"
        label={t('coupon.redeemLabel')}
        rules={[{ required: true, whitespace: true, message: t('coupon.redeemRequired') }]}
      >
        <Input placeholder={t('coupon.redeemPlaceholder')} maxLength={32} allowClear style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<GiftOutlined />} loading={saving}>
          {t('coupon.redeem')}
        </Button>
      </Form.Item>
    </Form>
  );
}
