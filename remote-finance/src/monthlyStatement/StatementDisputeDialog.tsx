import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { DISPUTE_REASONS, disputeStatementLines, type DisputeReason } from './api';
import './texts';

interface DisputeValues {
  reason: DisputeReason;
  description: string;
}

/**
 * Disputes the selected lines of a statement with one reason and what is wrong (required, not
 * blank, as the gateway requires); the courier answers with credit notes.
 */
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
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<DisputeValues>();
  const [sending, setSending] = useState(false);
  const submit = async ({ reason, description }: DisputeValues) => {
    setSending(true);
    try {
      await disputeStatementLines({
        id: statementId,
        lines: lineIds.map((lineId) => ({ lineId, reason, description: description.trim() })),
      });
      form.resetFields();
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
      open={open}
      title={t('statementFlow.disputeTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" loading={sending} onClick={() => form.submit()}>
          {t('statementFlow.dispute')}
        </Button>
      }
    >
      <p>{t('statementFlow.disputeHint', { count: lineIds.length })}</p>
      <Form<DisputeValues>
        form={form}
        layout="vertical"
        name="statementDispute"
        initialValues={{ reason: 'WRONG_FREIGHT', description: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="reason" label={t('statementFlow.reason')}>
          <Select
            options={DISPUTE_REASONS.map((value) => ({ value, label: t(`statementFlow.reasons.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('statementFlow.description')}
          rules={[{ required: true, whitespace: true, message: t('statementFlow.descriptionRequired') }]}
        >
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
