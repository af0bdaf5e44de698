import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { messageOf } from 'shared';
import { applyServerFieldErrors, useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { decide, type ProblemParcel } from './api';

interface Receiver {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

/**
 * Re-attempt of one held parcel with the receiver corrected: the gateway checks the region and the
 * orders domain's update pre-check; a refusal is shown here and changes nothing.
 */
export function CorrectReceiverDialog({
  parcel,
  onClose,
  onDone,
}: {
  parcel: ProblemParcel;
  onClose(): void;
  onDone(): void;
}) {
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Receiver>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = [{ required: true, message: t('problem.required') }];

  const submit = async (values: Receiver) => {
    setSaving(true);
    setFailure(null);
    try {
      const sameDistrict =
        values.province === parcel.receiverProvince &&
        values.city === parcel.receiverCity &&
        values.district === parcel.receiverDistrict;
      await decide({
        ids: [parcel.id],
        decision: 'REATTEMPT',
        receiver: {
          ...values,
          districtCode: sameDistrict ? (parcel.receiverDistrictCode ?? undefined) : undefined,
        },
      });
      onDone();
    } catch (error) {
      // the corrected receiver is sent as `receiver.*`; its fields are the form's top level
      const marked = applyServerFieldErrors(form, error, (path) =>
        path[0] === 'receiver' ? [String(path[1])] : undefined,
      );
      if (!marked) setFailure(messageOf(error) ?? t('shared:requestFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      {...frame}
      open
      title={`${t('problem.dialogTitle')} · ${parcel.billCode}`}
      okText={t('problem.submit')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} role="alert" />}
      <Form<Receiver>
        form={form}
        layout="vertical"
        name="correctReceiver"
        onFinish={submit}
        initialValues={{
          name: parcel.receiverName,
          phone: '',
          province: parcel.receiverProvince,
          city: parcel.receiverCity,
          district: parcel.receiverDistrict,
          address: parcel.receiverAddress,
        }}
      >
        <Form.Item name="name" label={t('problem.fields.name')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('problem.fields.phone')} extra={parcel.receiverPhone}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="province" label={t('problem.fields.province')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="city" label={t('problem.fields.city')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="district" label={t('problem.fields.district')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="address" label={t('problem.fields.address')} rules={required}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
