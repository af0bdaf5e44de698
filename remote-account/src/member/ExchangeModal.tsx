import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';
import { exchangeGoods, preCheckExchange, type Goods, type PreCheck } from './api';
import { formatNumber, messageOf } from 'shared';
import { useDialogFrame } from 'shared/widgets';

const MAX_QUANTITY = 99;

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; check: PreCheck }
  | { kind: 'exchanging'; check: PreCheck }
  | { kind: 'failed'; msg: string };

/** Quantity, then the server's pre-check (points after, or why not), then confirm. */
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
    setStep({ kind: 'exchanging', check: preCheck });
    try {
      await exchangeGoods({ goodsId: goods.id, quantity });
      message.success(t('member.exchange.done'));
      onExchanged();
      onClose();
    } catch (error) {
      setStep({ kind: 'failed', msg: messageOf(error) ?? t('shared:requestFailed') });
    }
  };

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
