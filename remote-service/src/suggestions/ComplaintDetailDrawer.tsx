import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchComplaintDetail, type Complaint } from './api';
import { STATUS_COLORS } from './statusColors';
import { formatTime, messageOf } from 'shared';

type DetailState =
  { kind: 'loading' } | { kind: 'ready'; detail: Complaint } | { kind: 'failed'; msg?: string };

/** One complaint with customer service's reply; open while `id` is set. */
export function ComplaintDetailDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<DetailState>({ kind: 'loading' });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchComplaintDetail(id).then(
      (detail) => live && setState({ kind: 'ready', detail }),
      (error: unknown) => live && setState({ kind: 'failed', msg: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('complaint.detailTitle')}
      size="large"
      destroyOnHidden
    >
      {state.kind === 'loading' && (
        <Spin description={t('common.loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
      {state.kind === 'failed' && (
        <Alert type="error" showIcon title={t('shared:requestFailed')} description={state.msg} />
      )}
      {state.kind === 'ready' && <DetailBody detail={state.detail} />}
    </Drawer>
  );
}

function DetailBody({ detail }: { detail: Complaint }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'kind', label: t('complaint.fields.kind'), children: t(`complaint.kinds.${detail.kind}`) },
          {
            key: 'category',
            label: t('complaint.fields.category'),
            children: t(`complaint.categories.${detail.category}`, { defaultValue: detail.category }),
          },
          { key: 'billCode', label: t('complaint.fields.billCode'), children: detail.billCode || '--' },
          { key: 'contactPhone', label: t('complaint.fields.contactPhone'), children: detail.contactPhone },
          {
            key: 'createdAt',
            label: t('complaint.fields.createdAt'),
            children: formatTime(detail.createdAt),
          },
          {
            key: 'status',
            label: t('complaint.fields.status'),
            children: (
              <Tag color={STATUS_COLORS[detail.status]}>
                {t(`complaint.statuses.${detail.status}`, { defaultValue: detail.status })}
              </Tag>
            ),
          },
          {
            key: 'content',
            label: t('complaint.fields.content'),
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {detail.content}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('complaint.reply')}
        {detail.repliedAt && (
          <Typography.Text type="secondary"> · {formatTime(detail.repliedAt)}</Typography.Text>
        )}
      </Typography.Title>
      {detail.reply ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-reply">
          {detail.reply}
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('complaint.noReply')} />
      )}
    </>
  );
}
