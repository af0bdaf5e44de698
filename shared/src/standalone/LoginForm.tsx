import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { i18n } from '../i18n/i18n';
import { SHARED_NAMESPACE } from '../i18n/texts';
import { buildPermissions } from '../permissions/buildPermissions';
import { useAppDispatch } from '../session/hooks';
import { sessionActions } from '../session/sessionSlice';
import { fetchMenu, login } from './api';

interface Credentials {
  loginCode: string;
  password: string;
}

/** Dev-shell login against the gateway: stores the session the way the host does. */
export function LoginForm({ title }: { title: ReactNode }) {
  const { t } = useTranslation(SHARED_NAMESPACE, { i18n });
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (credentials: Credentials) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await login(credentials);
      const menuTree = await fetchMenu(result.token);
      const permissions = buildPermissions(
        { userAdmin: result.userAdmin, newMenuId: result.newMenuId, isUsed: result.isUsed },
        menuTree,
      );
      dispatch(
        sessionActions.loginSucceeded({
          user: result.user,
          token: result.token,
          isUsed: result.isUsed,
          needUpdatePassword: result.needUpdatePassword,
          ...permissions,
        }),
      );
    } catch (error) {
      const msg = error && typeof error === 'object' && 'msg' in error ? String(error.msg) : String(error);
      setFailure(msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={title} style={{ maxWidth: 400, margin: '80px auto' }}>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Credentials> layout="vertical" onFinish={submit}>
        <Form.Item
          name="loginCode"
          label={t('standalone.loginCode')}
          rules={[
            { required: true, message: t('standalone.required', { field: t('standalone.loginCode') }) },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('standalone.password')}
          rules={[{ required: true, message: t('standalone.required', { field: t('standalone.password') }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('standalone.login')}
        </Button>
      </Form>
    </Card>
  );
}
