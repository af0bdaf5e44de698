import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { formatTime, selectRouteAuthList, useAppSelector } from 'shared';
import { applyServerFieldErrors } from 'shared/widgets';
import { errorMessage } from '../pages/errorMessage';
import { getUserDetail, modifyUser, type UserDetail } from './api';
import { DigestSetting } from './DigestSetting';
import { MailBinding } from './MailBinding';

interface InfoValues {
  userName: string;
  phone: string;
}

const PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;

/** The editable part of the profile: name and phone, what /user/modify accepts. */
function InfoForm({ detail, onSaved }: { detail: UserDetail; onSaved: () => void }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm<InfoValues>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ userName, phone }: InfoValues) => {
    setError('');
    setSaving(true);
    try {
      await modifyUser({ userName: userName.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) });
      message.success(t('profile.saved'));
      onSaved();
    } catch (failure) {
      // a refusal about the name or phone is shown at it; any other above the form
      if (!applyServerFieldErrors(form, failure)) setError(errorMessage(failure, t('profile.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<InfoValues>
      form={form}
      name="profileInfo"
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={{ userName: detail.userName, phone: detail.phone ?? '' }}
      onFinish={onFinish}
    >
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('profile.userName')}
        name="userName"
        rules={[{ required: true, whitespace: true, max: 64, message: t('profile.userNameRequired') }]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={t('profile.phone')}
        name="phone"
        rules={[{ pattern: PHONE_PATTERN, message: t('profile.phoneInvalid') }]}
      >
        <Input autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}

/**
 * /profile: the signed-in user's detail, the information it may change (name, phone), the bound
 * e-mail (bind, verification state, change), the weekly digest e-mail's opt-in (for users who may open
 * the dashboard) and the way to the change-password page.
 */
export default function ProfilePage() {
  const { t } = useTranslation('host');
  const [detail, setDetail] = useState<UserDetail | null>(null);
  const [error, setError] = useState('');
  // the digest mails the dashboard's figures: for users who may open it
  const digest = Boolean(useAppSelector(selectRouteAuthList)?.includes('dataDashboard'));

  const load = useCallback(() => {
    getUserDetail().then(
      (loaded) => {
        setDetail(loaded);
        setError('');
      },
      (failure) => setError(errorMessage(failure, t('profile.loadFailed'))),
    );
  }, [t]);

  useEffect(load, [load]);

  if (error) return <Alert role="alert" type="error" showIcon title={error} />;
  if (!detail) return <Spin style={{ display: 'block', padding: 48 }} />;
  return (
    <Flex vertical gap={12}>
      <Card
        title={t('profile.title')}
        extra={<Link to="/changePassword">{t('profile.changePassword')}</Link>}
      >
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('profile.account')}>{detail.loginCode}</Descriptions.Item>
          <Descriptions.Item label={t('profile.role')}>
            {detail.userAdmin === 1 ? t('profile.admin') : t('profile.subAccount')}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.customer')}>
            {`${detail.customerName} (${detail.customerCode})`}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.createdAt')}>{formatTime(detail.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('profile.edit')}>
        <InfoForm key={`${detail.userName}|${detail.phone ?? ''}`} detail={detail} onSaved={load} />
      </Card>
      <Card title={t('profile.mail')}>
        <MailBinding detail={detail} onChanged={load} />
      </Card>
      {digest && (
        <Card title={t('digest.title')}>
          <DigestSetting detail={detail} />
        </Card>
      )}
    </Flex>
  );
}
