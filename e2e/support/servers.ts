import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { e2eEnvironment } from './global-setup';

const root = resolve(__dirname, '../..');
type PidMap = Record<string, number>;

async function runPortalModule() {
  return import(join(root, 'scripts/run-portal.mjs')) as Promise<{
    readPids: (dir: string) => PidMap;
    writePids: (dir: string, pids: PidMap) => void;
    remoteServerArgs: (env: unknown, name: string) => string[];
    waitForHttp: (url: string, timeoutMs: number) => Promise<void>;
  }>;
}

function runtimeDir(): string {
  const dir = process.env.PORTAL_RUNTIME_DIR;
  if (!dir) throw new Error('PORTAL_RUNTIME_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** Stops one remote's server, as an outage would. */
export async function stopRemote(name: string): Promise<void> {
  const { readPids } = await runPortalModule();
  const pid = readPids(runtimeDir())[name];
  if (!pid) throw new Error(`no server recorded for ${name}`);
  process.kill(pid, 'SIGTERM');
  // wait until the port no longer answers
  const { portalEnv } = await import(join(root, 'scripts/portal-env.mjs'));
  const port = portalEnv(e2eEnvironment()).ports[name];
  for (let i = 0; i < 40; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${name} still answers after being stopped`);
}

/** Starts a remote's server again, the way run-portal does, and records its pid for the teardown. */
export async function startRemote(name: string): Promise<void> {
  const { readPids, writePids, remoteServerArgs, waitForHttp } = await runPortalModule();
  const { portalEnv } = await import(join(root, 'scripts/portal-env.mjs'));
  const env = portalEnv(e2eEnvironment());
  // already up: a second server would fail on the port and its pid would hide the running one's
  const up = await fetch(`http://127.0.0.1:${env.ports[name]}/mf-manifest.json`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) return;
  const child = spawn(process.execPath, remoteServerArgs(env, name), {
    cwd: root,
    env: { ...process.env, CONFIG_JSON: join(runtimeDir(), 'config.json') },
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  writePids(runtimeDir(), { ...readPids(runtimeDir()), [name]: child.pid as number });
  await waitForHttp(`http://127.0.0.1:${env.ports[name]}/mf-manifest.json`, 15_000);
}
