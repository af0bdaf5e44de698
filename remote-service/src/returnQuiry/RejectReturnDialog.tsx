import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { SubmitDialog, type UploadedFile } from 'shared/widgets';
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
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Values>();
  const required = [{ required: true, message: t('returns.required') }];

  const send = async (values: Values) => {
    const answer = await rejectReturn({
      id: parcel.id,
      reason: values.reason.trim(),
      photos: keysOf(values.photos),
      contactPhone: values.contactPhone,
    });
    onDone(answer.ticketNo);
  };

  return (
    <SubmitDialog<Values>
      form={form}
      name="rejectReturn"
      title={`${t('returns.rejectTitle')} · ${parcel.billCode}`}
      okText={t('returns.submit')}
      initialValues={{ photos: [] }}
      send={send}
      // a refusal about fields is shown at them (`photos.0` is the upload block)
      fieldPath={(path) => [String(path[0])]}
      onClose={onClose}
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
    </SubmitDialog>
  );
}
