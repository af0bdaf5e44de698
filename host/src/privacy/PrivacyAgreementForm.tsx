import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Collapse from 'antd/es/collapse';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { PublicShell } from '../pages/PublicShell';
import { errorMessage } from '../pages/errorMessage';
import { acceptPrivacyOffline, acceptPrivacyOnline, type PrivacyAgreement } from './api';
import { registerPrivacyTexts } from './texts';

// the agreement's texts come with this chunk: few users see it, and once
registerPrivacyTexts();

interface Props {
  /** null while it could not be loaded (loadError says why). */
  agreement: PrivacyAgreement | null;
  loadError: string;
  onRetry: () => void;
  /** After a recorded acceptance: the gate asks the gateway again. */
  onAccepted: () => void;
  onLogout: () => void;
}

/** The agreement's text with 'I accept' (online), the paper agreement's code (offline), log out. */
export default function PrivacyAgreementForm({ agreement, loadError, onRetry, onAccepted, onLogout }: Props) {
  const { t } = useTranslation('host');
  const [agreed, setAgreed] = useState(false);
  const [offlineCode, setOfflineCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (work: () => Promise<unknown>) => {
    setError('');
    setBusy(true);
    try {
      await work();
      onAccepted();
    } catch (failure) {
      setError(errorMessage(failure, t('privacy.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const acceptOnline = () => {
    if (!agreement) return;
    if (!agreed) {
      setError(t('privacy.mustAgree'));
      return;
    }
    void submit(() => acceptPrivacyOnline(agreement.code));
  };

  const acceptOffline = () => {
    const code = offlineCode.trim().toUpperCase();
    if (!agreement) return;
    if (!code) {
      setError(t('privacy.offlineCodeRequired'));
      return;
    }
    // a paper agreement of another code would be recorded and leave the gate shut: refused here
    if (code !== agreement.code.toUpperCase()) {
      setError(t('privacy.offlineOther'));
      return;
    }
    void submit(() => acceptPrivacyOffline(agreement.code));
  };

  return (
    <PublicShell title={agreement?.title ?? t('privacy.loadFailed')} width={640}>
      {loadError || !agreement ? (
        <Flex vertical gap={16}>
          <Alert role="alert" type="error" showIcon title={loadError || t('privacy.loadFailed')} />
          <Flex gap={8}>
            <Button onClick={onRetry}>{t('privacy.retry')}</Button>
            <Button onClick={onLogout}>{t('privacy.logout')}</Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {`${t('privacy.intro')} ${t('privacy.version', { version: agreement.version })}`}
          </Typography.Text>
          <section
            aria-label={agreement.title}
            tabIndex={0}
            style={{ maxHeight: '40vh', overflowY: 'auto', whiteSpace: 'pre-wrap' }}
          >
            <Typography.Paragraph>{agreement.content}</Typography.Paragraph>
          </section>
          {error && <Alert role="alert" type="error" showIcon title={error} />}
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t('privacy.agree')}
          </Checkbox>
          <Flex gap={8} justify="space-between">
            <Button type="primary" loading={busy} onClick={acceptOnline}>
              {t('privacy.accept')}
            </Button>
            <Button onClick={onLogout}>{t('privacy.logout')}</Button>
          </Flex>
          <Collapse
            size="small"
            items={[
              {
                key: 'offline',
                label: t('privacy.offlineTitle'),
                children: (
                  <Flex gap={8}>
                    <Input
                      aria-label={t('privacy.offlineCode')}
                      placeholder={t('privacy.offlineCode')}
                      value={offlineCode}
                      onChange={(event) => setOfflineCode(event.target.value)}
                    />
                    <Button loading={busy} onClick={acceptOffline}>
                      {t('privacy.offlineSubmit')}
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </PublicShell>
  );
}
