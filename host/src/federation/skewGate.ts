// The runtime version-skew gate (ARCHITECTURE §2, issue 33 item 4): before a remote loads, the host
// reads the remote's mf-manifest.json and refuses the remote when a shared module it requires is
// provided by the host in a version outside the remote's range (a remote built against another
// React, antd or `shared` major). It is loaded with the signed-in shell (mfLoader.prepare imports
// it), never by the login page; the semver check is the federation runtime's own (`satisfy`).
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { tracker } from 'shared';
import { fetchWithRetry, preparedManifests } from './runtimePlugin';

/** One shared module a remote requires in a range the host does not provide. */
export interface SkewProblem {
  /** the share key, e.g. `shared`, `react-dom`, `antd/es/table` */
  name: string;
  /** the remote's requiredVersion */
  required: string;
  /** the versions the host provides */
  provided: string[];
}

/** The identity of one build of a remote (scripts/webpack/federation.js, BuildHashPlugin). */
export interface RemoteBuild {
  buildVersion?: string;
  buildHash?: string;
}

/** Thrown for a remote the gate refuses; the registry shows the domain's fallback with its reason. */
export class RemoteSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: SkewProblem[],
  ) {
    super(
      `${remote} was built for ${problems.map((p) => `${p.name}@${p.required}`).join(', ')}; ` +
        `the host provides ${problems.map((p) => `${p.name}@${p.provided.join('|')}`).join(', ')}`,
    );
    this.name = 'RemoteSkewError';
  }
}

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

export interface RemoteManifest {
  metaData?: {
    name?: string;
    publicPath?: string;
    buildInfo?: RemoteBuild;
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: ManifestShared[];
}

/** `antd/es/form` → `antd`, `@ant-design/icons/es/x` → `@ant-design/icons`, `shared/widgets` → `shared`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** share key → the versions the host itself registered in the federation runtime's share scope. */
export function hostProvidedVersions(): Map<string, string[]> {
  const instance = getInstance();
  const provided = new Map<string, string[]>();
  if (!instance) return provided;
  for (const scope of Object.values(instance.shareScopeMap)) {
    for (const [name, versions] of Object.entries(scope)) {
      for (const [version, share] of Object.entries(versions)) {
        if (share.from !== instance.name) continue;
        provided.set(name, [...(provided.get(name) ?? []), version]);
      }
    }
  }
  return provided;
}

/**
 * The shared modules of a remote's manifest that the host's versions do not satisfy. A module the
 * host does not provide is checked against the host's version of its package (antd's color-picker
 * against the host's antd); a package the host does not share at all is the remote's own business.
 * @example
 * manifestSkew({ shared: [{ name: 'shared', requiredVersion: '^2.0.0' }] }, new Map([['shared', ['1.0.0']]]));
 * // [{ name: 'shared', required: '^2.0.0', provided: ['1.0.0'] }]
 */
export function manifestSkew(manifest: RemoteManifest, provided: Map<string, string[]>): SkewProblem[] {
  const byPackage = new Map<string, string[]>();
  for (const [name, versions] of provided) {
    const pkg = packageOf(name);
    byPackage.set(pkg, [...new Set([...(byPackage.get(pkg) ?? []), ...versions])]);
  }
  const problems: SkewProblem[] = [];
  for (const entry of manifest.shared ?? []) {
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || !range) continue; // requiredVersion false: any version
    const versions = provided.get(entry.name) ?? byPackage.get(packageOf(entry.name));
    if (!versions) continue;
    if (!versions.some((version) => satisfy(version, range)))
      problems.push({ name: entry.name, required: range, provided: versions });
  }
  return problems;
}

/**
 * The manifest as the runtime should read it: the remote's entry URL carries the build hash
 * (`remoteEntry.js?v=<hash>`, a new build is a new URL for every cache on the way), and an `auto`
 * public path becomes the folder the manifest was really served from (an image answers the stable
 * manifest URL with a redirect into the current release folder, deploy/nginx/render.sh).
 */
export function stampManifest(manifest: RemoteManifest, servedFrom: string): RemoteManifest {
  const meta = manifest.metaData ?? {};
  const hash = meta.buildInfo?.buildHash;
  const entry = meta.remoteEntry;
  return {
    ...manifest,
    metaData: {
      ...meta,
      ...(meta.publicPath === 'auto' || meta.publicPath === ''
        ? { publicPath: new URL('.', servedFrom).href }
        : {}),
      ...(entry?.name && hash && !entry.name.includes('?')
        ? { remoteEntry: { ...entry, name: `${entry.name}?v=${encodeURIComponent(hash)}` } }
        : {}),
    },
  };
}

async function fetchManifest(entry: string): Promise<{ manifest: RemoteManifest; url: string }> {
  // no-cache: a conditional request (nginx answers 304 while the release is unchanged)
  const response = await fetchWithRetry(entry, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${entry}`);
  return { manifest: (await response.json()) as RemoteManifest, url: response.url || entry };
}

/**
 * Reads a remote's manifest before the runtime loads it: refuses the remote (RemoteSkewError,
 * reported to the analytics tracker) when the host does not satisfy its shared ranges, otherwise
 * hands the stamped manifest to the runtime (runtimePlugin's fetch hook) and returns the build.
 */
export async function prepareRemote(
  name: string,
  entry: string,
  provided: Map<string, string[]> = hostProvidedVersions(),
): Promise<RemoteBuild> {
  // a remote registered by its remoteEntry.js (no manifest) has nothing to check
  if (!/\.json([?#]|$)/.test(entry)) return {};
  const { manifest, url } = await fetchManifest(entry);
  const problems = manifestSkew(manifest, provided);
  if (problems.length) {
    const first = problems[0];
    tracker.remoteRefused({ remote: name, reason: `${first.name}@${first.required}` });
    throw new RemoteSkewError(name, problems);
  }
  preparedManifests.set(entry, JSON.stringify(stampManifest(manifest, url)));
  return { ...manifest.metaData?.buildInfo };
}

/** The build a remote's manifest names now (a redeploy changes it), without loading anything. */
export async function currentBuild(entry: string): Promise<RemoteBuild> {
  const { manifest } = await fetchManifest(entry);
  return { ...manifest.metaData?.buildInfo };
}
