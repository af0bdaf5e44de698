import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatTime, messageOf } from 'shared';
import { ReadableTag as Tag } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchProblemDetail, type ProblemDetail } from './api';
import { Countdown } from './Countdown';
import './texts';

const OPEN = ['AWAITING_SHIPPER', 'HOLD'];

/** A held parcel (problemParcel/detail): reason, attempts, courier note, deadline, receiver, order. */
export function ParcelDetailDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [detail, setDetail] = useState<ProblemDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setDetail(null);
    setFailed(null);
    if (id === null) return;
    let live = true;
    fetchProblemDetail(id).then(
      (answer) => live && setDetail(answer),
      // a refusal (e.g. the parcel is not found: body code 404) is said in the drawer
      (error: unknown) => live && setFailed(messageOf(error) || t('shared:requestFailed')),
    );
    return () => {
      live = false;
    };
  }, [id, t]);
  const label = (key: string) => t(`problem.columns.${key}`);
  const d = detail;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={d ? t('problem.detail.title', { billCode: d.billCode }) : ''}
    >
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
      {d && (
        <Descriptions size="small" bordered column={1} data-testid="problem-detail">
          <Descriptions.Item label={label('billCode')}>{d.billCode}</Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            <Tag>{t(`problem.statuses.${d.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={label('deadlineAt')}>
            <Countdown deadlineAt={d.deadlineAt} open={OPEN.includes(d.status)} /> ({formatTime(d.deadlineAt)}
            )
          </Descriptions.Item>
          <Descriptions.Item label={label('reasonName')}>{d.reasonName}</Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.faultGroup')}>{d.faultGroup}</Descriptions.Item>
          <Descriptions.Item label={label('attempts')}>{d.attempts}</Descriptions.Item>
          <Descriptions.Item label={label('courierNote')}>{d.courierNote ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={label('heldAt')}>{formatTime(d.heldAt)}</Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.decidedAt')}>
            {d.decidedAt ? formatTime(d.decidedAt) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.corrected')}>
            {t(d.corrected ? 'problem.detail.yes' : 'problem.detail.no')}
          </Descriptions.Item>
          <Descriptions.Item label={label('receiverName')}>{d.receiverName}</Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.receiverPhone')}>{d.receiverPhone}</Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.receiverAddress')}>
            {[d.receiverAddress, d.receiverDistrict, d.receiverCity, d.receiverProvince]
              .filter(Boolean)
              .join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.orderStatus')}>{d.orderStatus}</Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.codAmount')}>
            {formatIdr(d.codAmount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('problem.detail.freightFee')}>
            {formatIdr(d.freightFee)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
