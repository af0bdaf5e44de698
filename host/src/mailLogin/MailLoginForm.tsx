import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { PortalStore } from 'shared';
import { getCaptcha, type Captcha } from '../api/auth';
import { CaptchaField } from '../pages/CaptchaField';
import { captchaSwitch } from '../pages/captchaSwitch';
import { errorMessage } from '../pages/errorMessage';
import { completeLogin } from '../session/afterLogin';
import { mailLogin, sendMailLoginCode } from './api';

interface Values {
  loginCode: string;
  code: string;
  verifyCode: string;
}

/**
 * The login page's second way in: the account's login code, a code mailed to the e-mail bound to
 * it, and the captcha when the gateway's captcha switch asks for it, like the password login (the
 * gateway throttles both alike).
 */
export default function MailLoginForm({ initialLoginCode }: { initialLoginCode: string }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const store = useStore() as PortalStore;
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** The captcha switch's answer for the account typed (null: not asked yet). */
  const [captchaNeeded, setCaptchaNeeded] = useState<boolean | null>(null);
  const showCaptcha = captchaNeeded === true;

  const refreshCaptcha = useCallback(() => {
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);

  /** Asks the switch for `loginCode` and shows or hides the captcha as it answers. */
  const askSwitch = useCallback(async (loginCode: string) => {
    const needed = await captchaSwitch(loginCode);
    setCaptchaNeeded(needed);
    return needed;
  }, []);

  useEffect(() => {
    void askSwitch(initialLoginCode);
  }, [askSwitch, initialLoginCode]);

  // a captcha image is loaded when the captcha is shown
  useEffect(() => {
    if (showCaptcha) refreshCaptcha();
  }, [showCaptcha, refreshCaptcha]);

  const typedLoginCode = () => String(form.getFieldValue('loginCode') ?? '');

  const sendCode = async () => {
    setError('');
    const loginCode = String(form.getFieldValue('loginCode') ?? '').trim();
    if (!loginCode) {
      await form.validateFields(['loginCode']).catch(() => undefined);
      return;
    }
    setSending(true);
    try {
      await sendMailLoginCode(loginCode);
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
    } finally {
      setSending(false);
    }
  };

  const onFinish = async ({ loginCode, code, verifyCode }: Values) => {
    setError('');
    setSubmitting(true);
    try {
      // the account may have changed since the switch was asked: ask it for this one
      if (!showCaptcha && (await askSwitch(loginCode))) {
        setError(t('login.captchaRequired'));
        return;
      }
      const result = await mailLogin({
        loginCode: loginCode.trim(),
        code: code.trim(),
        ...(showCaptcha ? { verifyCode, vck: captcha?.vck } : {}),
      });
      navigate(await completeLogin(store, result), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      form.setFieldValue('verifyCode', '');
      // a failure may be what makes the captcha needed now; a shown one is spent either way
      const needed = await askSwitch(loginCode);
      if (needed && showCaptcha) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="mailLogin"
      layout="vertical"
      initialValues={{ loginCode: initialLoginCode, code: '', verifyCode: '' }}
      onFinish={onFinish}
    >
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {sent && (
        <Alert role="status" type="info" showIcon title={t('mailLogin.sent')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        label={t('login.account')}
        name="loginCode"
        rules={[{ required: true, whitespace: true, message: t('mailLogin.accountFirst') }]}
      >
        <Input autoComplete="username" onBlur={() => void askSwitch(typedLoginCode())} />
      </Form.Item>
      <Form.Item label={t('mailLogin.code')} required htmlFor="mailLogin_code">
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('mailLogin.codeRequired') }]}
          >
            <Input id="mailLogin_code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending}>
            {t('mailLogin.send')}
          </Button>
        </div>
      </Form.Item>
      {showCaptcha && <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} name="verifyCode" />}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('mailLogin.submit')}
      </Button>
    </Form>
  );
}
