import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { applyServerFieldErrors } from 'shared/widgets';
import { errorMessage } from '../pages/errorMessage';
import { bindMail, modifyMailBinding, resendVerifyMail, type UserDetail } from './api';

interface BindValues {
  mail: string;
  code: string;
}

const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The bound e-mail: its address and verification state (with 'send the verification mail again'),
 * and binding a first or a new address: a code goes to the new address, the code confirms it.
 */
export function MailBinding({ detail, onChanged }: { detail: UserDetail; onChanged: () => void }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (work: () => Promise<void>) => {
    setError('');
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      // a refusal about the address or the code is shown at it; any other above
      if (!applyServerFieldErrors(form, failure)) setError(errorMessage(failure, t('profile.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const { mail } = await form.validateFields(['mail']);
      const address = mail.trim().toLowerCase();
      await bindMail(address);
      setSentTo(address);
    });

  const confirm = ({ mail, code }: BindValues) =>
    run(async () => {
      await modifyMailBinding({ mail: mail.trim().toLowerCase(), code: code.trim() });
      message.success(t('profile.mailBound'));
      setEditing(false);
      setSentTo('');
      form.resetFields();
      onChanged();
    });

  const resend = () =>
    run(async () => {
      await resendVerifyMail();
      message.success(t('profile.resent'));
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {error && <Alert role="alert" type="error" showIcon title={error} />}
      <Space wrap>
        {detail.email ? (
          <>
            <Typography.Text data-testid="bound-mail">{detail.email}</Typography.Text>
            <Tag color={detail.emailVerified ? 'success' : 'warning'}>
              {detail.emailVerified ? t('profile.verified') : t('profile.unverified')}
            </Tag>
            {!detail.emailVerified && (
              <Button size="small" onClick={() => void resend()} disabled={busy}>
                {t('profile.resend')}
              </Button>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('profile.noMail')}</Typography.Text>
        )}
        {!editing && (
          <Button size="small" onClick={() => setEditing(true)}>
            {detail.email ? t('profile.changeMail') : t('profile.bind')}
          </Button>
        )}
      </Space>
      {editing && (
        <Form<BindValues>
          form={form}
          name="mailBinding"
          layout="vertical"
          style={{ maxWidth: 420 }}
          onFinish={confirm}
        >
          <Form.Item
            label={t('profile.newMail')}
            name="mail"
            rules={[{ required: true, pattern: MAIL_PATTERN, message: t('profile.mailRequired') }]}
          >
            <Input autoComplete="email" disabled={Boolean(sentTo)} />
          </Form.Item>
          {sentTo ? (
            <>
              <Alert
                type="info"
                showIcon
                title={t('profile.codeSent', { mail: sentTo })}
                style={{ marginBottom: 16 }}
              />
              <Form.Item
                label={t('profile.code')}
                name="code"
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('profile.codeRequired') }]}
              >
                <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
              </Form.Item>
            </>
          ) : null}
          <Space>
            {sentTo ? (
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('profile.confirmMail')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => void sendCode()} loading={busy}>
                {t('profile.sendCode')}
              </Button>
            )}
            <Button
              onClick={() => {
                setEditing(false);
                setSentTo('');
                setError('');
                form.resetFields();
              }}
            >
              {t('profile.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}
