import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { SubmitDialog, type UploadedFile } from 'shared/widgets';
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
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [types, setTypes] = useState<TicketType[]>([]);
  const [subtypes, setSubtypes] = useState<TicketType[]>([]);
  const typeCode = Form.useWatch('typeCode', form);
  const required = [{ required: true, message: t('ticket.form.required') }];

  useEffect(() => {
    fetchFirstTypes().then(setTypes, () => undefined);
  }, []);
  useEffect(() => {
    if (!typeCode) return;
    fetchSecondTypes(typeCode).then(setSubtypes, () => undefined);
  }, [typeCode]);

  const send = async (values: Values) => {
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
  };

  return (
    <SubmitDialog<Values>
      form={form}
      name="ticketForm"
      title={t('ticket.form.title')}
      okText={t('ticket.form.submit')}
      place={{ width: 640 }}
      initialValues={{
        billCodes: billCode ?? '',
        attachments: [],
        contactChannel: 'WHATSAPP',
        priority: 'NORMAL',
      }}
      onValuesChange={(changed) => {
        if (changed.typeCode) form.setFieldValue('subtypeCode', undefined);
      }}
      send={send}
      // every field of the form is top level: `billCodes.2` is the bill codes box
      fieldPath={(path) => [String(path[0])]}
      onClose={onClose}
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
    </SubmitDialog>
  );
}
