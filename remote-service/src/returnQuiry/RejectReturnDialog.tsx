import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { messageOf } from 'shared';
import { applyServerFieldErrors, type UploadedFile, useDialogFrame } from 'shared/widgets';
import { AttachmentField, keysOf } from '../common/attachments/AttachmentField';
import { NAMESPACE } from '../i18n';
import { rejectReturn, type ParcelReturn } from './api';

interface Values {
  reason: string;
  photos: UploadedFile[];
  contactPhone: string;
}

/** Rejects a return with a reason and photos (uploaded first; the list holds their storage keys). */
export function RejectReturnDialog({
  parcel,
  onClose,
  onDone,
}: {
  parcel: ParcelReturn;
  onClose(): void;
  onDone(ticketNo: string): void;
}) {
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = [{ required: true, message: t('returns.required') }];

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await rejectReturn({
        id: parcel.id,
        reason: values.reason.trim(),
        photos: keysOf(values.photos),
        contactPhone: values.contactPhone,
      });
      onDone(answer.ticketNo);
    } catch (error) {
      // a refusal about fields is shown at them (`photos.0` is the upload block)
      if (!applyServerFieldErrors(form, error, (path) => [String(path[0])]))
        setFailure(messageOf(error) ?? t('shared:requestFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      {...frame}
      open
      title={`${t('returns.rejectTitle')} · ${parcel.billCode}`}
      okText={t('returns.submit')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="rejectReturn"
        onFinish={submit}
        initialValues={{ photos: [] }}
      >
        <Form.Item name="reason" label={t('returns.reason')} rules={required}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <AttachmentField
          name="photos"
          label={t('returns.photos')}
          bizType="returnReject"
          imagesOnly
          required={required[0].message}
        />
        <Form.Item name="contactPhone" label={t('returns.phone')} rules={required}>
          <Input inputMode="tel" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
