import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { DISPUTE_REASONS, disputeStatementLines, type DisputeReason } from './api';
import './texts';

/** Disputes the selected lines of an ISSUED statement with one reason; the courier answers with credit notes. */
export function StatementDisputeDialog({
  statementId,
  lineIds,
  open,
  onClose,
  onDisputed,
}: {
  statementId: number;
  lineIds: number[];
  open: boolean;
  onClose(): void;
  onDisputed(): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState<DisputeReason>('WRONG_FREIGHT');
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    try {
      await disputeStatementLines({
        id: statementId,
        lines: lineIds.map((lineId) => ({ lineId, reason, description })),
      });
      setDescription('');
      onDisputed();
    } catch {
      // the gateway's message is shown by the http client
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('statementFlow.disputeTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" loading={sending} onClick={() => void submit()}>
          {t('statementFlow.dispute')}
        </Button>
      }
    >
      <p>{t('statementFlow.disputeHint', { count: lineIds.length })}</p>
      <label htmlFor="statement-dispute-reason">{t('statementFlow.reason')}</label>
      <Select
        id="statement-dispute-reason"
        style={{ width: '100%', marginBottom: 12 }}
        value={reason}
        onChange={setReason}
        options={DISPUTE_REASONS.map((value) => ({ value, label: t(`statementFlow.reasons.${value}`) }))}
      />
      <label htmlFor="statement-dispute-description">{t('statementFlow.description')}</label>
      <Input.TextArea
        id="statement-dispute-description"
        value={description}
        maxLength={500}
        onChange={(event) => setDescription(event.target.value)}
      />
    </Modal>
  );
}
