import { useCallback, useEffect } from 'react';
import type { FormInstance } from 'antd/es/form';
import { showFieldErrors } from 'shared/widgets';
import { formFieldOf, type OrderIssue } from '../common/issues';
import type { CustomerInfo } from './api';
import type { AddressBookEntry } from './addressBookApi';
import { addressValues, type AddressValues, type OrderFormValues } from '../common/orderDraft';

const ADDRESS_FIELDS = ['name', 'phone', 'provinceCode', 'cityCode', 'districtCode', 'address', 'postalCode'];
const CASCADE_FIELDS = new Set(['provinceCode', 'cityCode', 'districtCode']);
const FORM_FIELDS = new Set([
  ...['sender', 'receiver'].flatMap((side) => ADDRESS_FIELDS.map((field) => `${side}.${field}`)),
  'goodsType',
  'goodsName',
  'pieces',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'declaredValue',
  'insured',
  'codAmount',
  'productType',
  'paymentMethod',
  'sellerType',
  'remark',
]);

/** What a new draft starts with (the account's defaults come on top, see useOrderDefaults). */
export const INITIAL_VALUES: OrderFormValues = { pieces: 1, insured: false, productType: 'EZ' };

/**
 * Puts the server's messages on the fields they name (and scrolls to the first); answers the
 * issues no field of the form shows, for the summary above the save button.
 */
export function placeIssues(
  form: FormInstance<OrderFormValues>,
  issues: readonly OrderIssue[],
): OrderIssue[] {
  const shown = (field: string) => FORM_FIELDS.has(formFieldOf(field).join('.'));
  showFieldErrors(form, issues, (_path, field) => (shown(field) ? formFieldOf(field) : undefined));
  return issues.filter((issue) => !shown(issue.field));
}

/**
 * The form value of every field of one side for a known address: fields the address lacks are
 * emptied, and earlier messages on them go (a picked address replaces what was typed).
 */
export function sideFields(
  side: 'sender' | 'receiver',
  values: AddressValues,
): Parameters<FormInstance['setFields']>[0] {
  return ADDRESS_FIELDS.map((field) => ({
    name: [side, field],
    value: values[field as keyof AddressValues] ?? (CASCADE_FIELDS.has(field) ? null : ''),
    errors: [],
  }));
}

/**
 * Fills the account's defaults once they load (first payment method; as sender, the sender
 * book's default address, else the account's pickup address), unless the user has typed a sender
 * already; `apply` fills them again for a new order. `bookSender` is undefined while it loads.
 */
export function useOrderDefaults(
  form: FormInstance<OrderFormValues>,
  customer: CustomerInfo | undefined,
  bookSender: AddressBookEntry | null | undefined,
) {
  const apply = useCallback(() => {
    if (!customer || bookSender === undefined) return;
    form.setFieldsValue({ paymentMethod: customer.paymentMethods[0]?.code ?? null });
    if (form.getFieldValue(['sender', 'name'])) return;
    const sender = addressValues(bookSender ?? customer.defaultSender);
    form.setFields(sideFields('sender', sender));
  }, [form, customer, bookSender]);
  useEffect(apply, [apply]);
  return apply;
}
