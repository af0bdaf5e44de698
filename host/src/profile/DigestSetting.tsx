import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { errorMessage } from '../pages/errorMessage';
import { getDigestSetting, saveDigestSetting, type UserDetail } from './api';

/**
 * The weekly digest e-mail's opt-in: the dashboard's headline figures of the last 7 days mailed every
 * Monday to the bound address, in the language the page is in when it is turned on.
 */
export function DigestSetting({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [weekly, setWeekly] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    getDigestSetting().then(
      (setting) => setWeekly(setting.weekly),
      (failure) => setError(errorMessage(failure, t('profile.loadFailed'))),
    );
  }, [t]);

  const change = async (on: boolean) => {
    setSaving(true);
    setError('');
    try {
      setWeekly((await saveDigestSetting(on)).weekly);
      message.success(t(on ? 'digest.on' : 'digest.off'));
    } catch (failure) {
      setError(errorMessage(failure, t('profile.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      {error && <Alert role="alert" type="error" showIcon title={error} />}
      <Flex gap={8} align="center">
        <Switch
          id="weekly-digest"
          checked={weekly ?? false}
          loading={weekly === null || saving}
          disabled={weekly === null}
          onChange={(on) => void change(on)}
        />
        <label htmlFor="weekly-digest">{t('digest.weekly')}</label>
      </Flex>
      <Typography.Text type="secondary">{t('digest.hint')}</Typography.Text>
      {weekly && !(detail.email && detail.emailVerified) && (
        <Alert type="warning" showIcon title={t('digest.noMail')} />
      )}
    </Flex>
  );
}
