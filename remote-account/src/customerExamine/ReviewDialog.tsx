import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { ImagePreview, useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import '../common/customerData/texts';
import {
  decide,
  fetchReview,
  saveReview,
  type ReviewOutcome,
  type Submission,
} from '../common/customerData/api';

/**
 * One submission under review: each field and document with a reason input, the documents
 * previewed (images in the image-preview widget, a PDF in a new tab), and the decisions.
 */
export function ReviewDialog({
  id,
  onClose,
  onDone,
}: {
  id: number | null;
  onClose(): void;
  onDone(): void;
}) {
  const frame = useDialogFrame({ width: 900 });
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSubmission(null);
    if (id === null) return;
    fetchReview(id)
      .then((answer) => {
        setSubmission(answer);
        setReasons(answer.fieldReasons);
      })
      .catch(() => onClose());
  }, [id, onClose]);

  const act = async (work: () => Promise<Submission>) => {
    setBusy(true);
    try {
      await work();
      message.success(t('customerData.examine.done'));
      onDone();
    } catch {
      // the http client has shown the gateway's message
    } finally {
      setBusy(false);
    }
  };
  const outcome = (status: ReviewOutcome) => () => act(() => decide(id as number, status, reasons));
  const label = (field: string) =>
    field.startsWith('doc.')
      ? t(`customerData.documents.${field.slice(4)}`)
      : t(`customerData.fields.${field}`);
  const reasonInput = (field: string) => (
    <Input
      size="small"
      aria-label={t('customerData.examine.reasonFor', { field: label(field) })}
      placeholder={t('customerData.examine.reasonFor', { field: label(field) })}
      value={reasons[field] ?? ''}
      onChange={(event) => setReasons((current) => ({ ...current, [field]: event.target.value }))}
    />
  );
  const images = submission?.documents.filter((document) => document.contentType.startsWith('image/')) ?? [];

  return (
    <Modal
      open={id !== null}
      {...frame}
      title={submission ? `${submission.customerCode} · ${submission.customerName}` : ''}
      onCancel={onClose}
      data-testid="review-dialog"
      footer={
        <Space wrap>
          <Button onClick={() => void act(() => saveReview(id as number, reasons))} disabled={busy}>
            {t('customerData.examine.saveReview')}
          </Button>
          <Button danger onClick={() => void outcome('REJECTED')()} disabled={busy}>
            {t('customerData.examine.reject')}
          </Button>
          <Button onClick={() => void outcome('NEEDS_REVISION')()} disabled={busy}>
            {t('customerData.examine.revise')}
          </Button>
          <Button type="primary" onClick={() => void outcome('APPROVED')()} disabled={busy}>
            {t('customerData.examine.approve')}
          </Button>
        </Space>
      }
    >
      {!submission ? (
        <Spin />
      ) : (
        <Descriptions column={1} bordered size="small">
          {submission.requiredFields.map((field) => {
            const document = submission.documents.find((each) => `doc.${each.field}` === field);
            const value = field.startsWith('doc.') ? (
              document ? (
                <Button
                  size="small"
                  onClick={() =>
                    document.contentType === 'application/pdf'
                      ? window.open(document.url, '_blank', 'noopener')
                      : setPreview(images.indexOf(document))
                  }
                >
                  {document.fileName}
                </Button>
              ) : (
                '—'
              )
            ) : (
              (submission.fields[field] ?? '—')
            );
            return (
              <Descriptions.Item key={field} label={label(field)}>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <span>{value}</span>
                  {reasonInput(field)}
                </Space>
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      )}
      <ImagePreview
        images={images.map((document) => ({ url: document.url, name: document.fileName }))}
        open={preview !== null}
        startIndex={preview ?? 0}
        onClose={() => setPreview(null)}
      />
    </Modal>
  );
}
