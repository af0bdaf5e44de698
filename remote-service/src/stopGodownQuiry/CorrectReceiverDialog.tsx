import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { SubmitDialog } from 'shared/widgets';
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
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Receiver>();
  const required = [{ required: true, message: t('problem.required') }];

  const send = async (values: Receiver) => {
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
  };

  return (
    <SubmitDialog<Receiver>
      form={form}
      name="correctReceiver"
      title={`${t('problem.dialogTitle')} · ${parcel.billCode}`}
      okText={t('problem.submit')}
      initialValues={{
        name: parcel.receiverName,
        phone: '',
        province: parcel.receiverProvince,
        city: parcel.receiverCity,
        district: parcel.receiverDistrict,
        address: parcel.receiverAddress,
      }}
      send={send}
      // the corrected receiver is sent as `receiver.*`; its fields are the form's top level
      fieldPath={(path) => (path[0] === 'receiver' ? [String(path[1])] : undefined)}
      onClose={onClose}
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
    </SubmitDialog>
  );
}
