import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatNumber } from 'shared';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchCommissionDetail, type CommissionDetail as Detail } from './api';
import './texts';

/** One commission line: the base, rate, minimum, fee, VAT (rate and base) and total. */
export function CommissionDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [detail, setDetail] = useState<Detail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id !== null) void fetchCommissionDetail(id).then(setDetail);
  }, [id]);
  const label = (prop: string) => t(`commission.columns.${prop}`);
  return (
    <Modal
      {...frame}
      open={id !== null}
      onCancel={onClose}
      footer={null}
      title={t('commission.detailTitle')}
      destroyOnHidden
    >
      {detail && (
        <Descriptions column={1} size="small" bordered data-testid="commission-detail">
          <Descriptions.Item label={label('billCode')}>{detail.billCode}</Descriptions.Item>
          <Descriptions.Item label={label('feeBase')}>{formatIdr(detail.feeBase)}</Descriptions.Item>
          <Descriptions.Item
            label={label('rate')}
          >{`${formatNumber(detail.rateBp / 100, 2)}%`}</Descriptions.Item>
          <Descriptions.Item label={label('minFee')}>{formatIdr(detail.minFee)}</Descriptions.Item>
          <Descriptions.Item label={label('fee')}>{formatIdr(detail.fee)}</Descriptions.Item>
          <Descriptions.Item label={label('vat')}>
            {`${formatIdr(detail.vat)} (${formatNumber(detail.vatRateBp / 100, 2)}% × ${detail.vatBase})`}
          </Descriptions.Item>
          <Descriptions.Item label={label('total')}>{formatIdr(detail.total)}</Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            {t(`commission.statuses.${detail.status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={label('batchNo')}>{detail.batchNo ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
