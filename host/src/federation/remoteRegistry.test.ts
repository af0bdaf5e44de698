import type { PortalRoute } from 'shared';
import { RemoteRegistry, routesFromModule, type RemoteLoader } from './remoteRegistry';
import { createFailedRemoteModule } from './runtimePlugin';

const Page = () => null;
const trackingRoute: PortalRoute = {
  name: 'expressTracking',
  path: '/expressTracking',
  titleKey: 'remote-orders:expressTracking.title',
  component: Page,
  keepAlive: true,
  pageKey: 'expressTracking',
};

function fakeLoader(load: RemoteLoader['load']) {
  const registered: Array<{ entries: Array<{ name: string; entry: string }>; force: boolean }> = [];
  const loader: RemoteLoader = {
    register: (entries, { force }) => registered.push({ entries, force }),
    load: jest.fn(load),
  };
  return { loader, registered };
}

const remotes = { remote_orders: 'http://localhost:3001/mf-manifest.json' };

describe('RemoteRegistry', () => {
  it('registers every remote and loads its routes', async () => {
    const { loader, registered } = fakeLoader(async () => ({ default: [trackingRoute] }));
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(registered[0]).toEqual({
      entries: [{ name: 'remote_orders', entry: remotes.remote_orders }],
      force: false,
    });
    expect(loader.load).toHaveBeenCalledWith('remote_orders/routes');
    expect(registry.getSnapshot()[0]).toMatchObject({ status: 'ready', routes: [trackingRoute] });
  });

  it('a loader that rejects yields the fallback (failed, no routes)', async () => {
    const { loader } = fakeLoader(() => Promise.reject(new Error('RUNTIME-003 Failed to get manifest')));
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(registry.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      routes: [],
      error: 'RUNTIME-003 Failed to get manifest',
    });
  });

  it('the runtime plugin failure module also yields the fallback', async () => {
    const { loader } = fakeLoader(async () =>
      createFailedRemoteModule('remote_orders/routes', new Error('down')),
    );
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(registry.getSnapshot()[0]).toMatchObject({ status: 'failed', error: 'down' });
  });

  it('a remote that does not answer in time yields the fallback', async () => {
    const { loader } = fakeLoader(() => new Promise(() => undefined));
    const registry = new RemoteRegistry(loader, 20);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(registry.getSnapshot()[0].status).toBe('failed');
  });

  it('retry re-registers with force and a cache-busting manifest URL, then succeeds', async () => {
    let up = false;
    const { loader, registered } = fakeLoader(() =>
      up ? Promise.resolve({ default: [trackingRoute] }) : Promise.reject(new Error('down')),
    );
    const registry = new RemoteRegistry(loader);
    const seen: string[] = [];
    registry.subscribe(() => seen.push(registry.getSnapshot()[0].status));
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(registry.getSnapshot()[0].status).toBe('failed');

    up = true;
    await registry.retry('remote_orders');
    const last = registered[registered.length - 1];
    expect(last.force).toBe(true);
    expect(last.entries[0].entry).toMatch(/^http:\/\/localhost:3001\/mf-manifest\.json\?retry=/);
    expect(registry.getSnapshot()[0]).toMatchObject({ status: 'ready', routes: [trackingRoute] });
    expect(seen).toEqual(expect.arrayContaining(['failed', 'loading', 'ready']));
  });

  it('accepts a bare route array and adds the leading slash', () => {
    expect(routesFromModule([{ ...trackingRoute, path: 'expressTracking' }], 'remote_orders')[0].path).toBe(
      '/expressTracking',
    );
  });

  it('loads nothing until the signed-in shell starts it (the login page downloads no remote)', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await Promise.resolve();
    expect(loader.load).not.toHaveBeenCalled();
    registry.start();
    registry.start();
    registry.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(registry.getSnapshot()[0].status).toBe('ready');
  });

  it('loads the needed remote first and the others only once released (the page on screen first)', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    const registry = new RemoteRegistry(loader);
    registry.setRemotes({
      remote_orders: 'http://localhost:3001/mf-manifest.json',
      remote_finance: 'http://localhost:3002/mf-manifest.json',
      remote_service: 'http://localhost:3003/mf-manifest.json',
    });
    registry.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.load).not.toHaveBeenCalled();
    registry.need('remote_finance');
    registry.need('remote_finance');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((loader.load as jest.Mock).mock.calls).toEqual([['remote_finance/routes']]);
    expect(registry.getSnapshot().map((remote) => remote.status)).toEqual(['loading', 'ready', 'loading']);
    registry.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((loader.load as jest.Mock).mock.calls.map(([id]) => id).sort()).toEqual([
      'remote_finance/routes',
      'remote_orders/routes',
      'remote_service/routes',
    ]);
    expect(registry.getSnapshot().every((remote) => remote.status === 'ready')).toBe(true);
  });

  it('loads remotes registered after the shell started', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    const registry = new RemoteRegistry(loader);
    registry.start();
    registry.release();
    registry.setRemotes(remotes);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.load).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteRegistry and the skew gate', () => {
  const build = { buildVersion: '1.0.0', buildHash: 'aaaa' };
  const skew = Object.assign(new Error('remote_orders was built for shared@^2.0.0'), {
    name: 'RemoteSkewError',
    problems: [{ name: 'shared', required: '^2.0.0', provided: ['1.0.0'] }],
  });

  it('prepares each remote (the gate) with the URL it is registered with before loading it', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    loader.prepare = jest.fn(async () => build);
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(loader.prepare).toHaveBeenCalledWith('remote_orders', remotes.remote_orders);
    expect(registry.getSnapshot()[0]).toMatchObject({ status: 'ready', build });
  });

  it('a refused remote is never loaded: it fails with the problems as its reason', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    loader.prepare = jest.fn(() => Promise.reject(skew));
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    expect(loader.load).not.toHaveBeenCalled();
    expect(registry.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      routes: [],
      refused: skew.problems,
      error: skew.message,
    });
  });

  it('a retry checks the manifest again (cache-busting URL) and loads the remote once it fits', async () => {
    const { loader } = fakeLoader(async () => ({ default: [trackingRoute] }));
    loader.prepare = jest.fn().mockRejectedValueOnce(skew).mockResolvedValueOnce(build);
    const registry = new RemoteRegistry(loader);
    registry.setRemotes(remotes);
    await registry.loadAll();
    await registry.retry('remote_orders');
    expect(loader.prepare).toHaveBeenLastCalledWith(
      'remote_orders',
      expect.stringMatching(/^http:\/\/localhost:3001\/mf-manifest\.json\?retry=/),
    );
    expect(registry.getSnapshot()[0]).toMatchObject({ status: 'ready', refused: undefined, build });
  });
});
