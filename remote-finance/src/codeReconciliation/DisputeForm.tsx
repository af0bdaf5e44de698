import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { DISPUTE_REASONS, disputeLine, type BatchLine, type DisputeReason } from './api';
import './texts';

/** Disputes one line of a batch: reason, description and proof files (jpg, png, pdf). */
export function DisputeForm({
  batchId,
  line,
  onClose,
  onDisputed,
}: {
  batchId: number;
  line: BatchLine | null;
  onClose(): void;
  onDisputed(): void;
}) {
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState<DisputeReason>('WRONG_AMOUNT');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!line) return;
    setSending(true);
    try {
      await disputeLine({ batchId, lineId: line.id, reason, description, files });
      setFiles([]);
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
      {...frame}
      open={line !== null}
      title={`${t('reconciliation.dispute')} ${line?.billCode ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" loading={sending} disabled={files.length === 0} onClick={() => void submit()}>
          {t('reconciliation.submitDispute')}
        </Button>
      }
    >
      <label htmlFor="dispute-reason">{t('reconciliation.reason')}</label>
      <Select
        id="dispute-reason"
        style={{ width: '100%', marginBottom: 12 }}
        value={reason}
        onChange={setReason}
        options={DISPUTE_REASONS.map((value) => ({ value, label: t(`reconciliation.reasons.${value}`) }))}
      />
      <label htmlFor="dispute-description">{t('reconciliation.description')}</label>
      <Input.TextArea
        id="dispute-description"
        value={description}
        maxLength={500}
        onChange={(event) => setDescription(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <label htmlFor="dispute-proof">{t('reconciliation.proof')}</label>
      <input
        id="dispute-proof"
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,.pdf"
        onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, 5))}
      />
    </Modal>
  );
}
