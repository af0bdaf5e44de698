import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { messageOf } from 'shared';
import { applyServerFieldErrors, type UploadedFile, useDialogFrame } from 'shared/widgets';
import { AttachmentField, keysOf } from '../common/attachments/AttachmentField';
import { NAMESPACE } from '../i18n';
import { fetchFirstTypes, fetchSecondTypes, saveTicket, type TicketType } from './api';

interface Values {
  typeCode: string;
  subtypeCode: string;
  billCodes: string;
  description: string;
  attachments: UploadedFile[];
  contactPhone: string;
  contactChannel: 'PHONE' | 'WHATSAPP';
  priority: 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
}

/** New ticket: first-level and second types from the gateway, waybills, attachments, contact, priority. */
export function TicketForm({
  billCode,
  onClose,
  onSaved,
}: {
  billCode?: string;
  onClose(): void;
  onSaved(ticketNo: string): void;
}) {
  const frame = useDialogFrame({ width: 640 });
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [types, setTypes] = useState<TicketType[]>([]);
  const [subtypes, setSubtypes] = useState<TicketType[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const typeCode = Form.useWatch('typeCode', form);
  const required = [{ required: true, message: t('ticket.form.required') }];

  useEffect(() => {
    fetchFirstTypes().then(setTypes, () => undefined);
  }, []);
  useEffect(() => {
    if (!typeCode) return;
    fetchSecondTypes(typeCode).then(setSubtypes, () => undefined);
  }, [typeCode]);

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveTicket({
        typeCode: values.typeCode,
        subtypeCode: values.subtypeCode,
        billCodes: values.billCodes
          .split(/[\s,]+/)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
        description: values.description.trim(),
        attachments: keysOf(values.attachments),
        contactPhone: values.contactPhone,
        contactChannel: values.contactChannel,
        priority: values.priority,
      });
      onSaved(saved.ticketNo);
    } catch (error) {
      // a refusal about fields is shown at them; any other in the alert
      // every field of the form is top level: `billCodes.2` is the bill codes box
      if (!applyServerFieldErrors(form, error, (path) => [String(path[0])]))
        setFailure(messageOf(error) ?? t('shared:requestFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('ticket.form.title')}
      okText={t('ticket.form.submit')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...frame}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="ticketForm"
        onFinish={submit}
        initialValues={{
          billCodes: billCode ?? '',
          attachments: [],
          contactChannel: 'WHATSAPP',
          priority: 'NORMAL',
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.typeCode) form.setFieldValue('subtypeCode', undefined);
        }}
      >
        <Form.Item name="typeCode" label={t('ticket.form.typeCode')} rules={required}>
          <Select options={types.map((type) => ({ value: type.code, label: type.name }))} />
        </Form.Item>
        <Form.Item name="subtypeCode" label={t('ticket.form.subtypeCode')} rules={required}>
          <Select options={subtypes.map((type) => ({ value: type.code, label: type.name }))} />
        </Form.Item>
        <Form.Item name="billCodes" label={t('ticket.form.billCodes')}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('ticket.form.description')} rules={required}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <AttachmentField name="attachments" label={t('ticket.form.attachments')} bizType="ticket" />
        <Form.Item name="contactPhone" label={t('ticket.form.contactPhone')} rules={required}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="contactChannel" label={t('ticket.form.contactChannel')}>
          <Select
            options={(['PHONE', 'WHATSAPP'] as const).map((key) => ({
              value: key,
              label: t(`ticket.channels.${key}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('ticket.form.priority')}>
          <Select
            options={(['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const).map((key) => ({
              value: key,
              label: t(`ticket.priorities.${key}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
