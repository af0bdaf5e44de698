import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import {
  applyServerFieldErrors,
  CascadeSelect,
  type DictionaryValue,
  type FieldPathMap,
  useDialogFrame,
} from 'shared/widgets';
import { NAMESPACE } from '../../i18n';
import './texts';
import { saveAddress, updateAddress, type AddressEntry, type AddressKind } from './api';

const ROOT_URL = '/customer-api/region/list';
const CHILD_URL = '/customer-api/region/list?parentCode={{key}}';

interface FormValues {
  name: string;
  phone: string;
  provinceCode?: string | null;
  cityCode?: string | null;
  districtCode?: string | null;
  address: string;
  postalCode?: string;
  isDefault?: boolean;
}

/** Province, regency and district codes of a district code ('31.73.05' is in '31.73' of '31'). */
const REGION_FIELDS: Record<string, string> = {
  province: 'provinceCode',
  city: 'cityCode',
  district: 'districtCode',
};

/** The dialog's field of a gateway issue: 'receiver.phone' is 'phone', 'sender.district' is 'districtCode'. */
const dialogFieldOf: FieldPathMap = (path) => {
  const rest = path[0] === 'sender' || path[0] === 'receiver' ? path.slice(1) : path;
  const head = String(rest[0]);
  return [REGION_FIELDS[head] ?? head];
};

function codesOf(districtCode: string): Pick<FormValues, 'provinceCode' | 'cityCode' | 'districtCode'> {
  const [province, city] = districtCode.split('.');
  return { provinceCode: province, cityCode: `${province}.${city}`, districtCode };
}

export interface AddressDialogProps {
  kind: AddressKind;
  /** The entry edited; null: a new one. */
  editing: AddressEntry | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/**
 * A new or edited address (712 px, full screen on mobile): name, mobile number, the official
 * region list as province → regency → district, street address, postal code and the default flag.
 * The gateway checks it with the order rules and answers every broken rule.
 */
export function AddressDialog({ kind, editing, open, onClose, onSaved }: AddressDialogProps) {
  const frame = useDialogFrame({ width: 712 });
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`addressBook.form.${field}`);
  const required = (field: string) => [
    { required: true, message: t('addressBook.form.required', { field: label(field) }) },
  ];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        phone: editing.phone,
        address: editing.address,
        postalCode: editing.postalCode ?? undefined,
        isDefault: editing.isDefault,
        ...codesOf(editing.districtCode),
      });
  }, [open, editing, form]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks the fields
    }
    const address = {
      name: values.name,
      phone: values.phone,
      districtCode: values.districtCode ?? undefined,
      address: values.address,
      postalCode: values.postalCode || undefined,
      isDefault: Boolean(values.isDefault),
    };
    setSaving(true);
    try {
      if (editing) await updateAddress(editing.id, address);
      else await saveAddress(kind, address);
      message.success(t('addressBook.saved'));
      onSaved();
    } catch (error) {
      // the http client has shown the gateway's summary; each broken rule is marked at its field,
      // the dialog keeps the input
      applyServerFieldErrors(form, error, dialogFieldOf);
    } finally {
      setSaving(false);
    }
  };

  const clear = (...fields: (keyof FormValues)[]) =>
    form.setFields(fields.map((name) => ({ name, value: null, errors: [] })));

  return (
    <Modal
      open={open}
      {...frame}
      title={editing ? label('editTitle') : label('addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      className="portal-dialog"
      data-testid="address-dialog"
    >
      <Form<FormValues> form={form} layout="vertical" name="address">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={label('name')} rules={required('name')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={label('phone')} rules={required('phone')}>
              <Input maxLength={32} inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="provinceCode" label={label('province')} rules={required('province')}>
              <CascadeSelect
                dicUrl={ROOT_URL}
                autoSelect={false}
                style={{ width: '100%' }}
                onChange={() => clear('cityCode', 'districtCode')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item noStyle dependencies={['provinceCode']}>
              {({ getFieldValue }) => (
                <Form.Item name="cityCode" label={label('city')} rules={required('city')}>
                  <CascadeSelect
                    dicUrl={CHILD_URL}
                    autoSelect={false}
                    style={{ width: '100%' }}
                    parentValue={getFieldValue('provinceCode') as DictionaryValue | null}
                    onChange={() => clear('districtCode')}
                  />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item noStyle dependencies={['cityCode']}>
              {({ getFieldValue }) => (
                <Form.Item name="districtCode" label={label('district')} rules={required('district')}>
                  <CascadeSelect
                    dicUrl={CHILD_URL}
                    autoSelect={false}
                    style={{ width: '100%' }}
                    parentValue={getFieldValue('cityCode') as DictionaryValue | null}
                  />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={label('address')} rules={required('address')}>
          <Input.TextArea rows={2} maxLength={255} />
        </Form.Item>
        <Form.Item name="postalCode" label={label('postalCode')}>
          <Input maxLength={5} inputMode="numeric" style={{ maxWidth: 160 }} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{label('isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
