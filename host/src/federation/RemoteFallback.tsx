import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import type { RemoteState } from './remoteRegistry';
import { registerFederationTexts } from './texts';

registerFederationTexts();

interface Props {
  remote: RemoteState;
  onRetry: () => void;
}

/**
 * Shown in place of a remote's page while it loads or after it failed: names the domain, offers
 * retry; for a remote the skew gate refused, says what it needs that the portal does not provide.
 */
export function RemoteFallback({ remote, onRetry }: Props) {
  const { t } = useTranslation('host');
  const domain = t(`domain.${remote.name}`, { defaultValue: remote.name });
  if (remote.status === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <div style={{ marginTop: 12 }}>{t('remote.loading', { domain })}</div>
      </div>
    );
  }
  const refused = remote.refused?.[0];
  return (
    <Result
      status="warning"
      title={t('remote.unavailable', { domain })}
      subTitle={
        <>
          {refused && (
            <div data-testid="remote-refused-reason">
              {t('remoteVersion.refused', {
                domain,
                required: `${refused.name} ${refused.required}`,
                provided: `${refused.name} ${refused.provided.join(', ')}`,
              })}
            </div>
          )}
          <div>{t('remote.unavailableHint')}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('shared:retry')}
        </Button>
      }
    />
  );
}
