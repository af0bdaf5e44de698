import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';
import './texts';
import { exchangeGoods, preCheckExchange, type Delivery, type Goods, type PreCheck } from './api';
import { formatNumber, messageOf, normaliseMobile } from 'shared';
import { applyServerFieldErrors, useDialogFrame } from 'shared/widgets';

const MAX_QUANTITY = 99;
/** The gateway's shortest full address (member.rules DELIVERY_ADDRESS_MIN). */
const ADDRESS_MIN = 10;

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; check: PreCheck }
  | { kind: 'exchanging'; check: PreCheck }
  | { kind: 'failed'; msg: string };

/**
 * Quantity, then the server's pre-check (points after, or why not), then confirm. Physical goods
 * ask where they are sent (recipient, mobile number, full address), checked before the exchange
 * and by the gateway, whose refusal shows at its field.
 */
export function ExchangeModal({
  goods,
  onClose,
  onExchanged,
}: {
  goods: Goods;
  onClose(): void;
  onExchanged(): void;
}) {
  const frame = useDialogFrame({ width: 480 });
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [quantity, setQuantity] = useState(1);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [form] = Form.useForm<{ delivery: Delivery }>();
  const maxQuantity = Math.max(1, Math.min(goods.stock, MAX_QUANTITY));

  const check = async () => {
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'checked', check: await preCheckExchange({ goodsId: goods.id, quantity }) });
    } catch (error) {
      setStep({ kind: 'failed', msg: messageOf(error) ?? t('shared:requestFailed') });
    }
  };

  const confirm = async (preCheck: PreCheck) => {
    let delivery: Delivery | undefined;
    if (goods.physical) {
      try {
        ({ delivery } = await form.validateFields());
      } catch {
        return; // each field says what it lacks
      }
    }
    setStep({ kind: 'exchanging', check: preCheck });
    try {
      await exchangeGoods({ goodsId: goods.id, quantity, delivery });
      message.success(t('member.exchange.done'));
      onExchanged();
      onClose();
    } catch (error) {
      // the gateway's refusal of an address field shows at that field; the exchange may be retried
      if (applyServerFieldErrors(form, error)) setStep({ kind: 'checked', check: preCheck });
      else setStep({ kind: 'failed', msg: messageOf(error) ?? t('shared:requestFailed') });
    }
  };
  const required = { required: true, whitespace: true, message: t('member.exchange.delivery.required') };

  const checked = step.kind === 'checked' || step.kind === 'exchanging' ? step.check : null;
  const footer = [
    <Button key="cancel" onClick={onClose}>
      {t('common.cancel')}
    </Button>,
    checked?.ok ? (
      <Button
        key="confirm"
        type="primary"
        loading={step.kind === 'exchanging'}
        onClick={() => confirm(checked)}
      >
        {t('member.exchange.confirm')}
      </Button>
    ) : (
      <Button key="check" type="primary" loading={step.kind === 'checking'} onClick={check}>
        {t('member.exchange.next')}
      </Button>
    ),
  ];

  return (
    <Modal
      open
      title={t('member.exchange.title', { name: goods.name })}
      onCancel={onClose}
      footer={footer}
      {...frame}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text>
          {t('member.goods.cost', { points: formatNumber(goods.pointsCost) })}
        </Typography.Text>
        <Space>
          <label htmlFor="exchange-quantity">{t('member.exchange.quantity')}</label>
          <InputNumber
            id="exchange-quantity"
            min={1}
            max={maxQuantity}
            precision={0}
            value={quantity}
            onChange={(value) => {
              setQuantity(value ?? 1);
              setStep({ kind: 'choose' });
            }}
          />
        </Space>
        <Typography.Text>
          {t('member.exchange.total', { points: formatNumber(goods.pointsCost * quantity) })}
        </Typography.Text>
        {goods.physical && (
          <Form form={form} layout="vertical" name="exchangeDelivery" data-testid="exchange-delivery">
            <Typography.Text strong>{t('member.exchange.delivery.title')}</Typography.Text>
            <Form.Item
              name={['delivery', 'name']}
              label={t('member.exchange.delivery.name')}
              rules={[required]}
              style={{ marginTop: 8 }}
            >
              <Input maxLength={60} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name={['delivery', 'phone']}
              label={t('member.exchange.delivery.phone')}
              rules={[
                required,
                {
                  validator: (_rule, value?: string) =>
                    !value?.trim() || normaliseMobile(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('member.exchange.delivery.phoneInvalid'))),
                },
              ]}
            >
              <Input maxLength={20} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item
              name={['delivery', 'address']}
              label={t('member.exchange.delivery.address')}
              rules={[
                required,
                {
                  validator: (_rule, value?: string) =>
                    !value?.trim() || value.trim().length >= ADDRESS_MIN
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(t('member.exchange.delivery.addressShort', { min: ADDRESS_MIN })),
                        ),
                },
              ]}
            >
              <Input.TextArea
                rows={2}
                maxLength={300}
                placeholder={t('member.exchange.delivery.addressPlaceholder')}
                autoComplete="street-address"
              />
            </Form.Item>
          </Form>
        )}
        {checked &&
          (checked.ok ? (
            <Alert
              type="success"
              showIcon
              title={t('member.exchange.pointsAfter', { points: formatNumber(checked.pointsAfter) })}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={
                checked.message ??
                (checked.reason
                  ? t(`member.exchange.reasons.${checked.reason}`)
                  : t('member.exchange.refused'))
              }
            />
          ))}
        {step.kind === 'failed' && <Alert type="error" showIcon role="alert" title={step.msg} />}
      </Space>
    </Modal>
  );
}
