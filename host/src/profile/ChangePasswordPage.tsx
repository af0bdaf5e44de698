import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { applyServerFieldErrors } from 'shared/widgets';
import { NewPasswordFields, OldPasswordField } from '../pages/NewPasswordFields';
import { errorMessage } from '../pages/errorMessage';
import { changePassword } from './api';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /changePassword, from the user menu and the profile: any signed-in user changes the password.
 * The gateway ends the user's other sessions; this one stays signed in.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ oldPassword, newPassword }: Values) => {
    setError('');
    setDone(false);
    setSubmitting(true);
    try {
      await changePassword({ oldPassword, newPassword });
      message.success(t('changePassword.success'));
      setDone(true);
      form.resetFields();
    } catch (failure) {
      // a refusal about fields (a weak new password) is shown at them; any other above the form
      if (!applyServerFieldErrors(form, failure)) setError(errorMessage(failure, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('changePassword.title')} style={{ maxWidth: 480 }}>
      <Alert type="info" showIcon title={t('changePassword.hint')} style={{ marginBottom: 16 }} />
      {done && (
        <Alert
          role="status"
          type="success"
          showIcon
          title={t('changePassword.success')}
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} name="changePassword" layout="vertical" onFinish={onFinish}>
        <OldPasswordField />
        <NewPasswordFields submitting={submitting} />
      </Form>
    </Card>
  );
}
