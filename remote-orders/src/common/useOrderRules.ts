import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInstance, Rule } from 'antd/es/form';
import { NAMESPACE } from '../i18n';
import type { OrderFormValues } from './orderDraft';
import {
  checkCodAmount,
  checkDeclaredValue,
  checkDimension,
  checkPaymentMethod,
  checkPhone,
  checkPieces,
  checkPostalCode,
  checkWeight,
  ORDER_LIMITS,
  type RuleBreak,
  type RuleContext,
} from './orderRules';
import { ruleCheck } from './ruleCheck';
import './texts';

/**
 * The form's rules, mirroring the server's (the server checks again and its messages win): each
 * field's antd rules, with the messages in the portal language.
 */
export function useOrderRules(form: FormInstance<OrderFormValues>, context: RuleContext) {
  const { t } = useTranslation(NAMESPACE);
  const { maxWeightKg, codAllowed, codPaymentMethods } = context;
  return useMemo(() => {
    const check = (run: (value: unknown) => RuleBreak | null) => ruleCheck(t, run);
    const required = (label: string): Rule => ({
      required: true,
      whitespace: true,
      message: t('common.pleaseEnter', { label }),
    });
    const selected = (label: string): Rule => ({
      required: true,
      message: t('common.pleaseSelect', { label }),
    });
    const max = (limit: number): Rule => ({
      max: limit,
      message: t('orderEntry.rules.tooLong', { max: limit }),
    });
    const values = () => form.getFieldsValue(true) as OrderFormValues;
    const context = { maxWeightKg, codAllowed, codPaymentMethods };
    return {
      name: [required(t('orderEntry.fields.name')), max(ORDER_LIMITS.nameMax)],
      phone: [required(t('orderEntry.fields.phone')), check((value) => checkPhone(value as string))],
      address: [required(t('orderEntry.fields.address')), max(ORDER_LIMITS.addressMax)],
      postalCode: [check((value) => checkPostalCode(value as string))],
      goodsType: [selected(t('orderEntry.fields.goodsType'))],
      goodsName: [required(t('orderEntry.fields.goodsName')), max(ORDER_LIMITS.goodsNameMax)],
      pieces: [check((value) => checkPieces(value as number))],
      weightKg: [
        { required: true, message: t('common.pleaseEnter', { label: t('orderEntry.fields.weightKg') }) },
        check((value) => checkWeight(value as number, context)),
      ],
      dimension: (field: 'lengthCm' | 'widthCm' | 'heightCm') => [
        check(() => checkDimension(field, values())),
      ],
      declaredValue: [check(() => checkDeclaredValue(values()))],
      codAmount: [check(() => checkCodAmount(values(), context))],
      paymentMethod: [
        selected(t('orderEntry.fields.paymentMethod')),
        check(() => checkPaymentMethod(values(), context)),
      ],
      productType: [selected(t('orderEntry.fields.productType'))],
      remark: [max(ORDER_LIMITS.remarkMax)],
    };
  }, [t, form, maxWeightKg, codAllowed, codPaymentMethods]);
}

export type OrderRules = ReturnType<typeof useOrderRules>;
