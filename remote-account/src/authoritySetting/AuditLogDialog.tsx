import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import { PagedTable, tableColumns, useDialogFrame, usePageQuery, type ListColumn } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchAuditLog, type AuditEntry } from './api';

/** The audit log's table: asked again each time the dialog opens (its rows are mounted only then). */
function AuditLog() {
  const { t } = useTranslation(NAMESPACE);
  const list = usePageQuery<AuditEntry>(fetchAuditLog, { key: ['authoritySetting.auditLog'] });
  const detailOf = (entry: AuditEntry) => {
    const detail = entry.detail as { added?: string[]; removed?: string[] };
    const parts: string[] = [];
    if (detail.added?.length) parts.push(t('authority.audit.added', { keys: detail.added.join(', ') }));
    if (detail.removed?.length) parts.push(t('authority.audit.removed', { keys: detail.removed.join(', ') }));
    return parts.join(' · ');
  };
  const columns: ListColumn<AuditEntry>[] = [
    { prop: 'createdAt', label: t('authority.audit.time'), width: 170, format: 'time' },
    { prop: 'actorLoginCode', label: t('authority.audit.actor'), width: 110 },
    { prop: 'targetLoginCode', label: t('authority.audit.target'), width: 130 },
    {
      prop: 'action',
      label: t('authority.audit.action'),
      width: 150,
      slot: (entry) => t(`authority.audit.actions.${entry.action}`),
    },
    { prop: 'detail', label: t('authority.audit.detail'), width: 260, slot: detailOf },
  ];
  return (
    <PagedTable<AuditEntry>
      data-testid="audit-log"
      list={list}
      columns={tableColumns<AuditEntry>({ columns, idKey: 'id' })}
    />
  );
}

/** The audit log of user and permission changes (the main account's), newest first. */
export function AuditLogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const frame = useDialogFrame({ width: 900 });
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      {...frame}
      title={t('authority.audit.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open ? <AuditLog /> : null}
    </Modal>
  );
}
