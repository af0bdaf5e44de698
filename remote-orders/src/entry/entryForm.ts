import { useCallback, useEffect } from 'react';
import type { FormInstance } from 'antd/es/form';
import { formFieldOf, type OrderIssue } from '../common/issues';
import type { CustomerInfo } from './api';
import { senderValues, type OrderFormValues } from './orderDraft';

const ADDRESS_FIELDS = ['name', 'phone', 'provinceCode', 'cityCode', 'districtCode', 'address', 'postalCode'];
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
  const byField = new Map<string, string[]>();
  const unplaced: OrderIssue[] = [];
  for (const issue of issues) {
    const path = formFieldOf(issue.field).join('.');
    if (!FORM_FIELDS.has(path)) unplaced.push(issue);
    else byField.set(path, [...(byField.get(path) ?? []), issue.message]);
  }
  const fields = [...byField].map(([path, errors]) => ({ name: path.split('.'), errors }));
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
  return unplaced;
}

/**
 * Fills the account's defaults (default sender, first payment method) once they load, unless the
 * user has typed a sender already; `apply` fills them again for a new order.
 */
export function useOrderDefaults(form: FormInstance<OrderFormValues>, customer: CustomerInfo | undefined) {
  const apply = useCallback(() => {
    if (!customer) return;
    const defaults: OrderFormValues = { paymentMethod: customer.paymentMethods[0]?.code ?? null };
    if (!form.getFieldValue(['sender', 'name'])) defaults.sender = senderValues(customer.defaultSender);
    form.setFieldsValue(defaults);
  }, [form, customer]);
  useEffect(apply, [apply]);
  return apply;
}
