import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Steps from 'antd/es/steps';
import { checkCode, forgetPassword, getCaptcha, resetPassword, type Captcha } from '../api/auth';
import { CaptchaField } from './CaptchaField';
import { PublicShell } from './PublicShell';
import { NewPasswordFields } from './NewPasswordFields';
import { errorMessage } from './errorMessage';

type Step = 0 | 1 | 2 | 3;

/** Forgotten password: account + captcha, then the e-mailed code, then the new password. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('host');
  const [step, setStep] = useState<Step>(0);
  const [loginCode, setLoginCode] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => {
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  const run = async (action: () => Promise<void>) => {
    setError('');
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      if (step === 0) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const steps = [
    t('forget.stepAccount'),
    t('forget.stepCode'),
    t('forget.stepPassword'),
    t('forget.stepDone'),
  ];

  return (
    <PublicShell title={t('forget.title')} width={520}>
      <Steps
        size="small"
        current={step}
        items={steps.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {step === 0 && (
        <Form
          name="forgetAccount"
          layout="vertical"
          onFinish={(values: { loginCode: string; verifyCode: string }) =>
            run(async () => {
              await forgetPassword({
                loginCode: values.loginCode.trim(),
                verifyCode: values.verifyCode,
                vck: captcha?.vck ?? '',
              });
              setLoginCode(values.loginCode.trim());
              setStep(1);
            })
          }
        >
          <Form.Item
            label={t('login.account')}
            name="loginCode"
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('forget.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form
          name="forgetCode"
          layout="vertical"
          onFinish={(values: { code: string }) =>
            run(async () => {
              await checkCode({ loginCode, code: values.code.trim() });
              setCode(values.code.trim());
              setStep(2);
            })
          }
        >
          <Alert type="info" showIcon title={t('forget.codeSent')} style={{ marginBottom: 16 }} />
          <Form.Item
            label={t('forget.code')}
            name="code"
            rules={[{ required: true, whitespace: true, message: t('forget.codeRequired') }]}
          >
            <Input autoComplete="one-time-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('forget.next')}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Form
          name="forgetReset"
          layout="vertical"
          onFinish={(values: { newPassword: string }) =>
            run(async () => {
              await resetPassword({ loginCode, code, password: values.newPassword });
              setStep(3);
            })
          }
        >
          <NewPasswordFields submitting={busy} />
        </Form>
      )}
      {step === 3 && <Result status="success" title={t('forget.done')} />}
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('password.backToLogin')}</Link>
      </div>
    </PublicShell>
  );
}
