import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from 'shared';
import { readSheetRows, useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { disputeLines, uploadProofFiles, type BatchLine } from './api';
import { planDisputes, type DisputeRow } from './disputeUpload';
import './texts';

const MAX_PROOF_FILES = 5;

/**
 * "Upload disputes": the filled dispute template (waybill, reason, description) and the proof files
 * attached to every line; the rows that pass the checks are filed together through return apply v2
 * (`returnApplyLines`), and each row says what became of it.
 */
export function UploadDisputes({
  batchId,
  lines,
  open,
  onClose,
  onFiled,
}: {
  batchId: number;
  lines: readonly BatchLine[];
  open: boolean;
  onClose(): void;
  onFiled(): void;
}) {
  const frame = useDialogFrame({ width: 760 });
  const { t } = useTranslation(NAMESPACE);
  const [rows, setRows] = useState<DisputeRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [proof, setProof] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const fileable = (rows ?? []).filter((row) => row.line && !row.outcome);

  const read = async (file: File | undefined) => {
    setRows(null);
    setFileError(null);
    if (!file) return;
    try {
      const planned = planDisputes(await readSheetRows(file), lines);
      if (planned.length === 0) setFileError(t('reconciliation.upload.noRows'));
      else setRows(planned);
    } catch {
      setFileError(t('reconciliation.upload.wrongFile'));
    }
  };

  const send = async () => {
    if (!rows) return;
    setSending(true);
    let outcome: DisputeRow['outcome'];
    try {
      const keys = await uploadProofFiles(proof);
      await disputeLines({
        batchId,
        lines: fileable.map((row) => ({ ...row.line!, proofFileKeys: keys })),
      });
      outcome = { filed: true };
    } catch (error) {
      outcome = { filed: false, msg: messageOf(error) || t('shared:requestFailed') };
    } finally {
      setSending(false);
    }
    setRows(rows.map((row) => (row.line && !row.outcome ? { ...row, outcome } : row)));
    if (outcome.filed) onFiled();
  };

  const close = () => {
    setRows(null);
    setFileError(null);
    setProof([]);
    onClose();
  };

  const resultOf = (row: DisputeRow) => {
    if (row.error)
      return (
        <Typography.Text type="danger">{t(`reconciliation.upload.errors.${row.error}`)}</Typography.Text>
      );
    if (!row.outcome) return null;
    return row.outcome.filed ? (
      <Tag color="green">{t('reconciliation.upload.filed')}</Tag>
    ) : (
      <Typography.Text type="danger">{row.outcome.msg}</Typography.Text>
    );
  };

  return (
    <Modal
      open={open}
      title={t('reconciliation.upload.title')}
      onCancel={close}
      destroyOnHidden
      {...frame}
      footer={
        <Button
          type="primary"
          loading={sending}
          disabled={fileable.length === 0 || proof.length === 0}
          onClick={() => void send()}
        >
          {t('reconciliation.upload.send')}
        </Button>
      }
    >
      <p>{t('reconciliation.upload.hint')}</p>
      <p>
        <label htmlFor="dispute-upload-file">{t('reconciliation.upload.file')}</label>
        <br />
        <input
          id="dispute-upload-file"
          type="file"
          accept=".xlsx,.xls"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      </p>
      <p>
        <label htmlFor="dispute-upload-proof">{t('reconciliation.upload.proof')}</label>
        <br />
        <input
          id="dispute-upload-proof"
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,.pdf"
          onChange={(event) => setProof(Array.from(event.target.files ?? []).slice(0, MAX_PROOF_FILES))}
        />
      </p>
      {fileError && <Typography.Text type="danger">{fileError}</Typography.Text>}
      {rows && (
        <Table<DisputeRow>
          data-testid="dispute-upload-rows"
          size="small"
          rowKey="rowNo"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'rowNo', dataIndex: 'rowNo', title: t('reconciliation.upload.columns.rowNo'), width: 60 },
            { key: 'billCode', dataIndex: 'billCode', title: t('reconciliation.upload.columns.billCode') },
            {
              key: 'reason',
              title: t('reconciliation.upload.columns.reason'),
              render: (_, row) =>
                row.line ? t(`reconciliation.reasons.${row.line.reason}`) : row.reason || '—',
            },
            {
              key: 'result',
              title: t('reconciliation.upload.columns.result'),
              render: (_, row) => resultOf(row),
            },
          ]}
        />
      )}
    </Modal>
  );
}
