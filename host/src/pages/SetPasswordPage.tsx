import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { sessionActions, useAppDispatch, useSession } from 'shared';
import { logout, updatePassword } from '../api/auth';
import { notifier } from '../app/notifier';
import { PublicShell } from './PublicShell';
import { NewPasswordFields, OldPasswordField } from './NewPasswordFields';
import { errorMessage } from './errorMessage';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The forced password change; success ends the session and the user signs in again. */
export default function SetPasswordPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { needUpdatePassword } = useSession();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ oldPassword, newPassword }: Values) => {
    setError('');
    setSubmitting(true);
    try {
      await updatePassword({ oldPassword, newPassword });
      notifier.success(t('password.success'));
      // the gateway keeps the calling session; this flow signs in again, so it ends it
      await logout().catch(() => undefined);
      dispatch(sessionActions.loggedOut());
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicShell title={t('password.title')} width={440}>
      {needUpdatePassword === '1' && (
        <Alert type="warning" showIcon title={t('password.forcedHint')} style={{ marginBottom: 16 }} />
      )}
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> name="setPassword" layout="vertical" onFinish={onFinish}>
        <OldPasswordField />
        <NewPasswordFields submitting={submitting} />
      </Form>
    </PublicShell>
  );
}
