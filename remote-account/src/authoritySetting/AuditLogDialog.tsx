import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { formatTime } from 'shared';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchAuditLog, type AuditEntry, type AuditPage } from './api';

const PAGE_SIZE = 10;

/** The audit log of user and permission changes (the main account's), newest first. */
export function AuditLogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const frame = useDialogFrame({ width: 900 });
  const { t } = useTranslation(NAMESPACE);
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    fetchAuditLog({ current, size: PAGE_SIZE })
      .then((answer) => live && setPage(answer))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, current]);

  const detailOf = (entry: AuditEntry) => {
    const detail = entry.detail as { added?: string[]; removed?: string[] };
    const parts: string[] = [];
    if (detail.added?.length) parts.push(t('authority.audit.added', { keys: detail.added.join(', ') }));
    if (detail.removed?.length) parts.push(t('authority.audit.removed', { keys: detail.removed.join(', ') }));
    return parts.join(' · ');
  };

  return (
    <Modal open={open} {...frame} title={t('authority.audit.title')} onCancel={onClose} footer={null}>
      <Table<AuditEntry>
        data-testid="audit-log"
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={page?.records ?? []}
        pagination={{ current, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setCurrent }}
        columns={[
          {
            key: 'time',
            title: t('authority.audit.time'),
            render: (_, entry) => formatTime(entry.createdAt),
            width: 170,
          },
          { key: 'actor', title: t('authority.audit.actor'), dataIndex: 'actorLoginCode', width: 110 },
          { key: 'target', title: t('authority.audit.target'), dataIndex: 'targetLoginCode', width: 130 },
          {
            key: 'action',
            title: t('authority.audit.action'),
            render: (_, entry) => t(`authority.audit.actions.${entry.action}`),
            width: 150,
          },
          { key: 'detail', title: t('authority.audit.detail'), render: (_, entry) => detailOf(entry) },
        ]}
      />
    </Modal>
  );
}
