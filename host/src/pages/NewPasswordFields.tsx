import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { confirmPasswordRules, newPasswordRules } from './passwordRules';

/** The current password, asked by every form that changes a password while signed in. */
export function OldPasswordField() {
  const { t } = useTranslation('host');
  return (
    <Form.Item
      label={t('password.old')}
      name="oldPassword"
      rules={[{ required: true, message: t('password.oldRequired') }]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}

/**
 * The end of every form that sets a password (reset after a forgotten one, change on demand): the
 * new password with its rule, its confirmation, and the submit button. The form's values are
 * `newPassword` and `confirmPassword`.
 */
export function NewPasswordFields({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('host');
  return (
    <>
      <Form.Item
        label={t('password.new')}
        name="newPassword"
        rules={newPasswordRules(t)}
        extra={t('password.rule')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirm')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('password.submit')}
      </Button>
    </>
  );
}
