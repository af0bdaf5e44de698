import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useRemoteRegistry, useRemotes } from './RemoteRegistryContext';
import { registerFederationTexts } from './texts';

registerFederationTexts();

/**
 * Asks the manifest of the remote whose page is on screen for its current build at each navigation
 * (a conditional request: 304 while nothing was redeployed).
 */
export function useRemoteUpdateCheck(remote: string | undefined, pathname: string): void {
  const registry = useRemoteRegistry();
  useEffect(() => {
    if (registry && remote) void registry.checkForUpdate(remote);
  }, [registry, remote, pathname]);
}

/**
 * A remote redeployed while this tab was open: the loaded build keeps running (its release folder
 * stays servable), and the shell asks once to reload for the new one. A running remote is not
 * swapped in place: two builds of one remote share its webpack chunk registry
 * (`webpackChunk<name>`), so the new build could pick up the old build's modules.
 */
export function RemoteUpdateNotice({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const { t } = useTranslation('host');
  const updated = useRemotes().filter((remote) => remote.newBuild);
  return (
    <>
      {updated.map((remote) => (
        <Alert
          key={`${remote.name}:${remote.newBuild?.buildHash}`}
          data-testid="remote-new-build"
          type="info"
          showIcon
          banner
          closable
          title={t('remoteVersion.newBuild', {
            domain: t(`domain.${remote.name}`, { defaultValue: remote.name }),
          })}
          description={t('remoteVersion.newBuildHint')}
          action={
            <Button size="small" type="primary" onClick={onReload}>
              {t('remoteVersion.reload')}
            </Button>
          }
        />
      ))}
    </>
  );
}
