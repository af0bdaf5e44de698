import { lazy, Suspense, useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
// Input and Password alone: antd/es/input also holds TextArea, OTP and Search
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { storage, type PortalStore } from 'shared';
import { getCaptcha, login, type Captcha } from '../api/auth';
import { completeLogin } from '../session/afterLogin';
import { PublicShell } from './PublicShell';
import { CaptchaButton } from './CaptchaButton';
import { captchaSwitch } from './captchaSwitch';
import { LoginField } from './LoginField';
import { errorMessage } from './errorMessage';

// shown only after a failed sign-in
const Alert = lazy(() => import('antd/es/alert'));
// the second way in, loaded when chosen
const MailLoginForm = lazy(() => import('../mailLogin/MailLoginForm'));

type Field = 'loginCode' | 'password' | 'verifyCode';
type Values = Record<Field, string>;

/** Required fields; `trim`: blank (spaces only) counts as empty. */
const RULES: Record<Field, { trim: boolean; message: string }> = {
  loginCode: { trim: true, message: 'login.accountRequired' },
  password: { trim: false, message: 'login.passwordRequired' },
  verifyCode: { trim: true, message: 'login.captchaRequired' },
};

const FIELDS = Object.keys(RULES) as Field[];

function isMissing(field: Field, value: string): boolean {
  return (RULES[field].trim ? value.trim() : value) === '';
}

/**
 * Sign-in: account, password and, when the gateway's captcha switch asks for it, the captcha;
 * 'remember account' keeps the account only. The switch is asked on opening (the remembered
 * account), when the account field is left, before signing in and after a failure. The first
 * screen of every cold visit, so it validates by itself (required fields, checked on submit and on
 * every change like antd's Form) instead of loading antd's Form.
 */
export default function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const store = useStore() as PortalStore;
  const [rememberedAccount] = useState(() => storage.get('account'));
  const [values, setValues] = useState<Values>({
    loginCode: rememberedAccount,
    password: '',
    verifyCode: '',
  });
  const [remember, setRemember] = useState(rememberedAccount !== '');
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [byMail, setByMail] = useState(false);
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
    void askSwitch(rememberedAccount);
  }, [askSwitch, rememberedAccount]);

  // a captcha image is loaded when the captcha is shown
  useEffect(() => {
    if (showCaptcha) refreshCaptcha();
  }, [showCaptcha, refreshCaptcha]);

  const fieldsToCheck = (needed: boolean) => FIELDS.filter((name) => name !== 'verifyCode' || needed);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => ({ ...current, [field]: isMissing(field, value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const required = fieldsToCheck(showCaptcha);
    const check = Object.fromEntries(required.map((field) => [field, isMissing(field, values[field])]));
    setMissing(check);
    if (required.some((field) => check[field])) return;
    setError('');
    setSubmitting(true);
    try {
      // the account may have changed since the switch was asked: ask it for this one
      if (!showCaptcha && (await askSwitch(values.loginCode))) {
        setMissing((current) => ({ ...current, verifyCode: true }));
        return;
      }
      const result = await login({
        loginCode: values.loginCode.trim(),
        password: values.password,
        ...(showCaptcha ? { verifyCode: values.verifyCode, vck: captcha?.vck } : {}),
      });
      const target = await completeLogin(store, result);
      if (!remember) storage.remove('account');
      navigate(target, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      setValues((current) => ({ ...current, verifyCode: '' }));
      // a failure may be what makes the captcha needed now; a shown one is spent either way
      const needed = await askSwitch(values.loginCode);
      if (needed && showCaptcha) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, id: string) => ({
    id,
    value: values[name],
    onChange: change(name),
    status: missing[name] ? ('error' as const) : undefined,
    'aria-invalid': missing[name] || undefined,
    'aria-describedby': missing[name] ? `${id}_help` : undefined,
  });

  const switchWay = (
    <Button type="link" block style={{ marginTop: 8 }} onClick={() => setByMail((current) => !current)}>
      {byMail ? t('mailLogin.switchToPassword') : t('mailLogin.switchToMail')}
    </Button>
  );

  if (byMail)
    return (
      <PublicShell title={t('login.title')}>
        <Suspense fallback={null}>
          <MailLoginForm initialLoginCode={values.loginCode} />
        </Suspense>
        {switchWay}
      </PublicShell>
    );

  return (
    <PublicShell title={t('login.title')}>
      <form name="login" id="login" noValidate onSubmit={onSubmit}>
        {error && (
          <Suspense fallback={<div role="alert">{error}</div>}>
            <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />
          </Suspense>
        )}
        <LoginField
          id="login_loginCode"
          label={t('login.account')}
          error={missing.loginCode ? t(RULES.loginCode.message) : undefined}
        >
          <Input
            {...field('loginCode', 'login_loginCode')}
            onBlur={() => void askSwitch(values.loginCode)}
            size="large"
            autoComplete="username"
            placeholder={t('login.account')}
          />
        </LoginField>
        <LoginField
          id="login_password"
          label={t('login.password')}
          error={missing.password ? t(RULES.password.message) : undefined}
        >
          <Password
            {...field('password', 'login_password')}
            size="large"
            autoComplete="current-password"
            placeholder={t('login.password')}
          />
        </LoginField>
        {showCaptcha && (
          <LoginField
            id="verifyCode-input"
            label={t('login.captcha')}
            error={missing.verifyCode ? t(RULES.verifyCode.message) : undefined}
          >
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                {...field('verifyCode', 'verifyCode-input')}
                size="large"
                autoComplete="off"
                placeholder={t('login.captcha')}
                style={{ flex: 1 }}
              />
              <CaptchaButton captcha={captcha} onRefresh={refreshCaptcha} />
            </div>
          </LoginField>
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 24 }}>
          <Checkbox
            id="login_remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          >
            {t('login.remember')}
          </Checkbox>
          <Link to="/forgetPassword">{t('login.forget')}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
      {switchWay}
    </PublicShell>
  );
}
