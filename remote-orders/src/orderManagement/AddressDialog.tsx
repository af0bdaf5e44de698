import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { ListDialog } from 'shared/widgets';
import { refusalOf, formFieldOf, type Refusal } from '../common/issues';
import { regionCodesOf } from '../common/regions';
import { addressInput, type OrderFormValues } from '../common/orderDraft';
import { ORDER_LIMITS } from '../common/orderRules';
import { useOrderRules } from '../common/useOrderRules';
import { NAMESPACE } from '../i18n';
import { updateAddress, type AddressUpdated, type ManagedOrder } from './api';
import { AddressFeePreview } from './AddressFeePreview';
import { AddressForm } from './AddressForm';
import { AddressUpdatedView } from './AddressUpdatedView';
import { useAddressFeePreview } from './useAddressFeePreview';
import './texts';

const RULE_CONTEXT = {
  maxWeightKg: ORDER_LIMITS.defaultMaxWeightKg,
  codAllowed: true,
  codPaymentMethods: [],
};

function initialValues(order: ManagedOrder): OrderFormValues {
  return {
    receiver: {
      name: order.receiverName,
      address: order.receiverAddress,
      postalCode: order.receiverPostalCode ?? undefined,
      ...regionCodesOf(order.receiverDistrictCode),
    },
  };
}

export interface AddressDialogProps {
  order: ManagedOrder;
  onClose(): void;
  onUpdated(): void;
}

/**
 * Changes an order's receiver; the freight to the district being picked shows beside the current one
 * as a preview, and the server checks the address again and prices the new route on save. Mount
 * it per order (`key={order.id}`): each change starts from that order's receiver.
 */
export function AddressDialog({ order, onClose, onUpdated }: AddressDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<OrderFormValues>();
  const rules = useOrderRules(form, RULE_CONTEXT);
  const districtCode = Form.useWatch<string | null | undefined>(['receiver', 'districtCode'], form);
  const feePreview = useAddressFeePreview(order, districtCode);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [updated, setUpdated] = useState<AddressUpdated | null>(null);

  const close = () => {
    setRefusal(null);
    setUpdated(null);
    onClose();
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      const values = await form.validateFields();
      setUpdated(await updateAddress(order.id, addressInput(values.receiver)));
      onUpdated();
    } catch (error) {
      const found = refusalOf(error);
      if (found.msg === undefined && !found.issues.length) return; // the form's own rules refused
      const placed = found.issues.filter((issue) => issue.field.startsWith('receiver.'));
      const fields = placed.map((issue) => ({ name: formFieldOf(issue.field), errors: [issue.message] }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setRefusal({ msg: found.msg, issues: found.issues.filter((issue) => !placed.includes(issue)) });
    } finally {
      setSaving(false);
    }
  };

  const footer = updated ? (
    <Button type="primary" onClick={close}>
      {t('common.close')}
    </Button>
  ) : (
    <>
      <Button onClick={close}>{t('common.cancel')}</Button>
      <Button type="primary" loading={saving} disabled={saving} onClick={() => void save()}>
        {t('orderManagement.address.save')}
      </Button>
    </>
  );

  return (
    <ListDialog
      open
      title={t('orderManagement.address.title', { billCode: order.billCode })}
      onClose={close}
      testId="address-dialog"
      footer={footer}
    >
      {updated ? (
        <AddressUpdatedView updated={updated} />
      ) : (
        <Form form={form} name="addressChange" layout="vertical" initialValues={initialValues(order)}>
          {refusal && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={refusal.msg || t('shared:requestFailed')}
              description={refusal.issues.map((issue) => issue.message).join(' ')}
            />
          )}
          <AddressForm order={order} rules={rules} />
          <AddressFeePreview order={order} preview={feePreview} />
        </Form>
      )}
    </ListDialog>
  );
}
