import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { storage, type PortalStore } from 'shared';
import { getCaptcha, login, type Captcha } from '../api/auth';
import { completeLogin } from '../session/afterLogin';
import { PublicShell } from './PublicShell';
import { CaptchaField } from './CaptchaField';
import { errorMessage } from './errorMessage';

interface LoginValues {
  loginCode: string;
  password: string;
  verifyCode: string;
  remember: boolean;
}

/** Sign-in: account, password and the captcha; 'remember account' keeps the account only. */
export default function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const store = useStore() as PortalStore;
  const [form] = Form.useForm<LoginValues>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const rememberedAccount = storage.get('account');

  const refreshCaptcha = useCallback(() => {
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);

  useEffect(refreshCaptcha, [refreshCaptcha]);

  const onFinish = async (values: LoginValues) => {
    setError('');
    setSubmitting(true);
    try {
      const result = await login({
        loginCode: values.loginCode.trim(),
        password: values.password,
        verifyCode: values.verifyCode,
        vck: captcha?.vck,
      });
      const target = await completeLogin(store, result);
      if (!values.remember) storage.remove('account');
      navigate(target, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      form.setFieldValue('verifyCode', '');
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicShell title={t('login.title')}>
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        size="large"
        initialValues={{ loginCode: rememberedAccount, remember: rememberedAccount !== '' }}
        onFinish={onFinish}
      >
        {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('login.account')}
          name="loginCode"
          rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
        >
          <Input autoComplete="username" placeholder={t('login.account')} />
        </Form.Item>
        <Form.Item
          label={t('login.password')}
          name="password"
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" placeholder={t('login.password')} />
        </Form.Item>
        <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} />
        <Form.Item>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('login.remember')}</Checkbox>
            </Form.Item>
            <Link to="/forgetPassword">{t('login.forget')}</Link>
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </PublicShell>
  );
}
