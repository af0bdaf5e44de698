import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import { messageOf, useCan } from 'shared';
import { applyServerFieldErrors, ImagePreview, MissingActionNotice, type FieldPathMap } from 'shared/widgets';
import { NAMESPACE } from '../../i18n';
import './texts';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  FORM_DOCUMENTS,
  FORM_FIELDS,
  fetchSubmission,
  saveSubmission,
  submitSubmission,
  uploadDocument,
  type EntityType,
  type Submission,
  type SubmissionDocument,
} from './api';

const LOCKED = ['SUBMITTED', 'UNDER_REVIEW'];
/** The save body holds the inputs under `fields`; the form holds them at its top level. */
const formPathOf: FieldPathMap = (path) => (path[0] === 'fields' ? path.slice(1) : path);

/** One document: its upload, its preview (images in the image-preview widget, a PDF in a new tab) and the reviewer's reason. */
function DocumentRow({
  field,
  document,
  reason,
  disabled,
  onUploaded,
  onPreview,
}: {
  field: string;
  document?: SubmissionDocument;
  reason?: string;
  disabled: boolean;
  onUploaded(document: SubmissionDocument): void;
  onPreview(document: SubmissionDocument): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    const name = file.name.toLowerCase();
    if (!DOCUMENT_ACCEPT.some((extension) => name.endsWith(extension)))
      return message.error(t('customerData.documents.wrongType'));
    if (file.size > DOCUMENT_MAX_BYTES) return message.error(t('customerData.documents.tooLarge'));
    setBusy(true);
    try {
      onUploaded(await uploadDocument(field, file));
    } catch {
      // the http client has shown the gateway's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row gutter={12} align="middle" style={{ marginBottom: 8 }} data-testid={`document-${field}`}>
      <Col xs={24} md={8}>
        {t(`customerData.documents.${field}`)}
      </Col>
      <Col xs={24} md={16}>
        <Space wrap>
          {document && (
            <Button size="small" onClick={() => onPreview(document)}>
              {document.fileName}
            </Button>
          )}
          <Upload
            accept={DOCUMENT_ACCEPT.join(',')}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button size="small" loading={busy} disabled={disabled}>
              {document ? t('customerData.documents.replace') : t('customerData.documents.upload')}
            </Button>
          </Upload>
          {reason && <Alert type="error" showIcon title={t('customerData.reason', { reason })} />}
        </Space>
      </Col>
    </Row>
  );
}

/**
 * The shipper's data (`/customerAdd`, `/customerEdit`): individual or company, its fields and
 * documents, the status with a reason per field, save a draft and submit for review. While under
 * review the form is read-only; after approval an edit is a change request. Without the page's
 * key (`perm`) the form is read-only too, without its buttons, and one line says so.
 */
export function CustomerDataForm({
  title,
  perm,
  mainAction,
}: {
  title: string;
  perm: string;
  mainAction: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const mayChange = useCan()(perm);
  // untyped: the inputs sit at the top level and `doc.<key>` items hold only the documents' errors,
  // which antd's name paths cannot type together (an index signature of strings)
  const [form] = Form.useForm();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [entityType, setEntityType] = useState<EntityType>('COMPANY');
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [preview, setPreview] = useState<SubmissionDocument | null>(null);

  const show = useCallback(
    (next: Submission) => {
      setSubmission(next);
      setEntityType(next.entityType);
      form.setFieldsValue(next.fields);
    },
    [form],
  );

  useEffect(() => {
    fetchSubmission()
      .then(show)
      .catch(() => undefined);
  }, [show]);

  const locked = !submission || LOCKED.includes(submission.status) || !mayChange;
  const reasons = submission?.fieldReasons ?? {};
  const documents = new Map((submission?.documents ?? []).map((document) => [document.field, document]));

  const save = async (announce: boolean) => {
    setBusy('save');
    try {
      const inputs = form.getFieldsValue(FORM_FIELDS[entityType]) as Record<string, string>;
      show(await saveSubmission(entityType, inputs));
      if (announce) message.success(t('customerData.saved'));
      return true;
    } catch (error) {
      applyServerFieldErrors(form, error, formPathOf);
      return false;
    } finally {
      setBusy(null);
    }
  };
  const submit = async () => {
    // saved quietly first: one answer for the whole act, success only when the submit succeeds
    if (!(await save(false))) return;
    setBusy('submit');
    try {
      show(await submitSubmission());
      message.success(t('customerData.submitted'));
    } catch (error) {
      // the gateway names every missing field and document: each is marked where it is
      message.error(messageOf(error) || t('shared:requestFailed'));
      applyServerFieldErrors(form, error, formPathOf);
    } finally {
      setBusy(null);
    }
  };
  const openPreview = (document: SubmissionDocument) => {
    if (document.contentType === 'application/pdf') window.open(document.url, '_blank', 'noopener');
    else setPreview(document);
  };
  const images = (submission?.documents ?? []).filter((document) =>
    document.contentType.startsWith('image/'),
  );

  return (
    <Card title={title} data-testid="customer-data">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!mayChange && <MissingActionNotice perm={perm} action={mainAction} />}
        {!submission && <Spin />}
        {submission && (
          <Alert
            data-testid="customer-data-status"
            type={
              submission.status === 'APPROVED'
                ? 'success'
                : ['REJECTED', 'NEEDS_REVISION'].includes(submission.status)
                  ? 'error'
                  : 'info'
            }
            title={t('customerData.status', { status: t(`customerData.statuses.${submission.status}`) })}
            description={submission.isChange ? t('customerData.changeRequest') : undefined}
          />
        )}
        <Form form={form} layout="vertical" name="customerData" disabled={locked}>
          <Form.Item label={t('customerData.entityType')}>
            <Radio.Group
              value={entityType}
              onChange={(event) => setEntityType(event.target.value as EntityType)}
              options={(['COMPANY', 'INDIVIDUAL'] as const).map((value) => ({
                value,
                label: t(`customerData.entityTypes.${value}`),
              }))}
            />
          </Form.Item>
          <Row gutter={12}>
            {FORM_FIELDS[entityType].map((field) => (
              <Col xs={24} md={12} key={field}>
                <Form.Item
                  name={field}
                  label={t(`customerData.fields.${field}`)}
                  validateStatus={reasons[field] ? 'error' : undefined}
                  extra={reasons[field] ? t('customerData.reason', { reason: reasons[field] }) : undefined}
                >
                  <Input maxLength={field === 'address' ? 500 : 120} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Card
            type="inner"
            title={t('customerData.documents.title')}
            extra={t('customerData.documents.hint')}
          >
            {FORM_DOCUMENTS[entityType].map((field) => (
              // an item of its own, so that the gateway's "document missing" shows under its row
              <Form.Item key={field} name={['doc', field]} style={{ marginBottom: 0 }}>
                <DocumentRow
                  field={field}
                  document={documents.get(field)}
                  reason={reasons[`doc.${field}`]}
                  disabled={locked}
                  onUploaded={(document) => {
                    form.setFields([{ name: ['doc', field], errors: [] }]);
                    setSubmission((current) =>
                      current
                        ? {
                            ...current,
                            documents: [
                              ...current.documents.filter((each) => each.field !== field),
                              document,
                            ],
                          }
                        : current,
                    );
                  }}
                  onPreview={openPreview}
                />
              </Form.Item>
            ))}
          </Card>
        </Form>
        {mayChange && (
          <Space>
            <Button onClick={() => void save(true)} loading={busy === 'save'} disabled={locked}>
              {t('customerData.save')}
            </Button>
            <Button
              type="primary"
              onClick={() => void submit()}
              loading={busy === 'submit'}
              disabled={locked}
            >
              {t('customerData.submit')}
            </Button>
          </Space>
        )}
      </Space>
      <ImagePreview
        images={images.map((document) => ({ url: document.url, name: document.fileName }))}
        open={preview !== null}
        startIndex={Math.max(
          0,
          images.findIndex((document) => document.id === preview?.id),
        )}
        onClose={() => setPreview(null)}
      />
    </Card>
  );
}
