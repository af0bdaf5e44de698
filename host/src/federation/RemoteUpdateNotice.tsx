import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useRemotes } from './RemoteRegistryContext';
import type { RemoteState } from './remoteRegistry';
import type { RemoteBuild } from './skewGate';
import { registerFederationTexts } from './texts';

registerFederationTexts();

type ReadBuild = (entry: string) => Promise<RemoteBuild>;
const readCurrentBuild: ReadBuild = (entry) => import('./skewGate').then((gate) => gate.currentBuild(entry));

/**
 * The newer builds the remotes' manifests name since each remote loaded in this tab (a redeploy),
 * by remote name. It lives with the signed-in shell, not in the registry (the login page's chunk).
 */
export class NewBuilds {
  private builds: Record<string, RemoteBuild> = {};
  private readonly listeners = new Set<() => void>();
  private readonly checking = new Set<string>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Record<string, RemoteBuild> => this.builds;

  /** Asks a loaded remote's manifest for the build it names now; notes it when it is another one. */
  async check(remote: RemoteState, read: ReadBuild = readCurrentBuild): Promise<void> {
    const loaded = remote.build?.buildHash;
    if (remote.status !== 'ready' || !loaded || this.checking.has(remote.name)) return;
    this.checking.add(remote.name);
    try {
      const build = await read(remote.entry);
      const current = build.buildHash;
      const known = this.builds[remote.name]?.buildHash ?? loaded;
      if (!current || current === known) return;
      const { [remote.name]: _previous, ...others } = this.builds;
      this.builds = current === loaded ? others : { ...others, [remote.name]: build };
      this.listeners.forEach((listener) => listener());
    } catch (error) {
      console.warn(`[portal] could not check ${remote.name} for a new build`, error);
    } finally {
      this.checking.delete(remote.name);
    }
  }
}

export const newBuilds = new NewBuilds();

/**
 * Asks the manifest of the remote whose page is on screen for its current build at each navigation
 * (a conditional request: 304 while nothing was redeployed).
 */
export function useRemoteUpdateCheck(
  remoteName: string | undefined,
  pathname: string,
  store = newBuilds,
): void {
  const remote = useRemotes().find((state) => state.name === remoteName);
  useEffect(() => {
    if (remote) void store.check(remote);
  }, [store, remote, pathname]);
}

/**
 * A remote redeployed while this tab was open: the loaded build keeps running (its release folder
 * stays servable), and the shell asks once to reload for the new one. A running remote is not
 * swapped in place: two builds of one remote share its webpack chunk registry
 * (`webpackChunk<name>`), so the new build could pick up the old build's modules.
 */
export function RemoteUpdateNotice({
  store = newBuilds,
  onReload = () => window.location.reload(),
}: {
  store?: NewBuilds;
  onReload?: () => void;
}) {
  const { t } = useTranslation('host');
  const builds = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <>
      {Object.entries(builds).map(([name, build]) => (
        <Alert
          key={`${name}:${build.buildHash}`}
          data-testid="remote-new-build"
          type="info"
          showIcon
          banner
          closable
          title={t('remoteVersion.newBuild', { domain: t(`domain.${name}`, { defaultValue: name }) })}
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
