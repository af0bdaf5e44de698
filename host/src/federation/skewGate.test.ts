import { tracker } from 'shared';
import { preparedManifests } from './runtimePlugin';
import {
  currentBuild,
  manifestSkew,
  prepareRemote,
  RemoteSkewError,
  stampManifest,
  type RemoteManifest,
} from './skewGate';

const hostProvides = new Map([
  ['react', ['19.3.1']],
  ['react-dom', ['19.3.1']],
  ['antd/es/button', ['6.6.8']],
  ['antd/es/table', ['6.6.8']],
  ['shared', ['1.0.0']],
  ['shared/widgets', ['1.0.0']],
]);

function manifestOf(shared: RemoteManifest['shared'], buildHash = 'a1b2c3d4e5f6'): RemoteManifest {
  return {
    metaData: {
      name: 'remote_finance',
      publicPath: 'auto',
      buildInfo: { buildVersion: '1.0.0', buildHash },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    shared,
  };
}

const compatible = manifestOf([
  { name: 'react', requiredVersion: '^19.3.1' },
  { name: 'antd/es/table', requiredVersion: '^6.6.8' },
  { name: 'shared/widgets', requiredVersion: '^1.0.0' },
  { name: '@ant-design/cssinjs', requiredVersion: false },
]);
/** What remote-finance's manifest declares when it is built against shared 2.x. */
const builtForShared2 = manifestOf([
  { name: 'react', requiredVersion: '^19.3.1' },
  { name: 'shared', requiredVersion: '^2.0.0' },
  { name: 'shared/widgets', requiredVersion: '^2.0.0' },
]);

/** A fetch answer as the runtime plugin's fetchWithRetry sees it (jsdom has no Response). */
function answer(body: unknown, url: string) {
  return { ok: true, status: 200, url, json: async () => body };
}

describe('manifestSkew', () => {
  it('accepts a remote whose ranges the host satisfies (a range of false asks for nothing)', () => {
    expect(manifestSkew(compatible, hostProvides)).toEqual([]);
  });

  it('names each shared module whose range the host does not satisfy', () => {
    expect(manifestSkew(builtForShared2, hostProvides)).toEqual([
      { name: 'shared', required: '^2.0.0', provided: ['1.0.0'] },
      { name: 'shared/widgets', required: '^2.0.0', provided: ['1.0.0'] },
    ]);
  });

  it('checks a component the host does not provide against the host’s version of its package', () => {
    const antd7 = manifestOf([{ name: 'antd/es/color-picker', requiredVersion: '^7.0.0' }]);
    expect(manifestSkew(antd7, hostProvides)).toEqual([
      { name: 'antd/es/color-picker', required: '^7.0.0', provided: ['6.6.8'] },
    ]);
  });

  it('leaves a package the host does not share to the remote', () => {
    expect(manifestSkew(manifestOf([{ name: 'echarts', requiredVersion: '^6.0.0' }]), hostProvides)).toEqual(
      [],
    );
  });
});

describe('stampManifest', () => {
  it('puts the build hash on the entry and makes an auto public path the folder it was served from', () => {
    const stamped = stampManifest(
      compatible,
      'http://finance.example/releases/a1b2c3d4e5f6/mf-manifest.json',
    );
    expect(stamped.metaData).toMatchObject({
      publicPath: 'http://finance.example/releases/a1b2c3d4e5f6/',
      remoteEntry: { name: 'remoteEntry.js?v=a1b2c3d4e5f6', path: '' },
    });
  });

  it('keeps an explicit public path and a build without a hash as they are', () => {
    const explicit = {
      ...compatible,
      metaData: { ...compatible.metaData, publicPath: 'https://cdn.example/f/' },
    };
    expect(stampManifest(explicit, 'http://finance.example/mf-manifest.json').metaData?.publicPath).toBe(
      'https://cdn.example/f/',
    );
    const unhashed = manifestOf([], '');
    expect(stampManifest(unhashed, 'http://f.example/mf-manifest.json').metaData?.remoteEntry?.name).toBe(
      'remoteEntry.js',
    );
  });
});

describe('prepareRemote', () => {
  const entry = 'http://finance.example/mf-manifest.json';
  const released = 'http://finance.example/releases/a1b2c3d4e5f6/mf-manifest.json';
  let remoteRefused: jest.SpyInstance;

  beforeEach(() => {
    preparedManifests.clear();
    remoteRefused = jest.spyOn(tracker, 'remoteRefused').mockImplementation(() => ({}) as never);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('hands a compatible remote’s stamped manifest to the runtime and returns its build', async () => {
    const fetchMock = jest.fn(async () => answer(compatible, released));
    Object.assign(globalThis, { fetch: fetchMock });
    await expect(prepareRemote('remote_finance', entry, hostProvides)).resolves.toEqual({
      buildVersion: '1.0.0',
      buildHash: 'a1b2c3d4e5f6',
    });
    expect(fetchMock).toHaveBeenCalledWith(entry, { cache: 'no-cache' });
    const prepared = JSON.parse(preparedManifests.get(entry) ?? '{}') as RemoteManifest;
    expect(prepared.metaData?.remoteEntry?.name).toBe('remoteEntry.js?v=a1b2c3d4e5f6');
    expect(prepared.metaData?.publicPath).toBe('http://finance.example/releases/a1b2c3d4e5f6/');
    expect(remoteRefused).not.toHaveBeenCalled();
  });

  it('refuses a remote built for another shared major, reports it, and prepares nothing', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => answer(builtForShared2, entry)) });
    const refusal = prepareRemote('remote_finance', entry, hostProvides);
    await expect(refusal).rejects.toBeInstanceOf(RemoteSkewError);
    await expect(refusal).rejects.toMatchObject({
      name: 'RemoteSkewError',
      problems: [
        { name: 'shared', required: '^2.0.0', provided: ['1.0.0'] },
        { name: 'shared/widgets', required: '^2.0.0', provided: ['1.0.0'] },
      ],
    });
    expect(remoteRefused).toHaveBeenCalledWith({ remote: 'remote_finance', reason: 'shared@^2.0.0' });
    expect(preparedManifests.has(entry)).toBe(false);
  });

  it('checks nothing for a remote registered by its remoteEntry.js', async () => {
    const fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    await expect(
      prepareRemote('remote_finance', 'http://f.example/remoteEntry.js', hostProvides),
    ).resolves.toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('currentBuild reads the build the manifest names now', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => answer(manifestOf([], 'ffff00001111'), entry)) });
    await expect(currentBuild(entry)).resolves.toEqual({ buildVersion: '1.0.0', buildHash: 'ffff00001111' });
  });
});
