import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** 8-20 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,20}$/;

export function newPasswordRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('password.newRequired') },
    { pattern: PASSWORD_PATTERN, message: t('password.rule') },
  ];
}

export function confirmPasswordRules(t: TFunction, field = 'newPassword'): Rule[] {
  return [
    { required: true, message: t('password.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(field) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('password.mismatch'))),
    }),
  ];
}
