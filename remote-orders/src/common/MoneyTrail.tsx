import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import { formatDate, formatIdr, formatTime, get, type ApiData } from 'shared';
import { NAMESPACE } from '../i18n';
import '../management/texts';

export type MoneyTrailData = ApiData<'/customer-api/moneyTrail/get', 'get'>;

/** The money trail of a COD waybill (finance's COD line); silent: a waybill without one shows nothing. */
export function fetchMoneyTrail(billCode: string): Promise<MoneyTrailData> {
  return get('/customer-api/moneyTrail/get', { billCode }, { silent: true });
}

/**
 * Where a COD parcel's money is: its COD line's status, batch, expected or actual pay day and
 * transfer reference (DOMAINS.md "a money trail per waybill"). Shown in the order detail dialog of
 * a COD order; renders nothing until the gateway answers, or when it has no line for the waybill.
 * @example
 * {order.codAmount > 0 && <MoneyTrail billCode={order.billCode} />}
 */
export function MoneyTrail({ billCode }: { billCode: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [trail, setTrail] = useState<MoneyTrailData | null>(null);

  useEffect(() => {
    let live = true;
    setTrail(null);
    fetchMoneyTrail(billCode).then(
      (answer) => live && setTrail(answer),
      () => undefined, // no COD line (yet): nothing to show
    );
    return () => {
      live = false;
    };
  }, [billCode]);

  if (!trail) return null;
  const paid = Boolean(trail.paidAt);
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      title={t('orderManagement.detail.moneyTrail.title')}
      data-testid="money-trail"
      items={[
        {
          key: 'status',
          label: t('orderManagement.detail.moneyTrail.status'),
          children: t(`orderManagement.detail.moneyTrail.statuses.${trail.status}`),
        },
        {
          key: 'amount',
          label: t('orderManagement.detail.moneyTrail.amount'),
          // absent for a user whose amounts are hidden
          children: trail.codAmount === undefined ? '--' : formatIdr(trail.codAmount),
        },
        {
          key: 'batch',
          label: t('orderManagement.detail.moneyTrail.batch'),
          children: trail.batchNo ?? '--',
        },
        {
          key: 'payDay',
          label: t(`orderManagement.detail.moneyTrail.${paid ? 'paidAt' : 'expectedPayDay'}`),
          children: paid
            ? formatTime(trail.paidAt, i18n.language)
            : trail.expectedPayDay
              ? formatDate(`${trail.expectedPayDay}T12:00:00+07:00`, i18n.language)
              : '--',
        },
        {
          key: 'reference',
          label: t('orderManagement.detail.moneyTrail.transferReference'),
          children: trail.transferReference ?? '--',
        },
      ]}
    />
  );
}
