#!/usr/bin/env node
// Starts the built portal: the gateway (migrates and seeds the database), the host and each remote
// on its own port. Used by `npm start`, by the end-to-end suite and by the benchmarks.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalEnv } from './portal-env.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const staticServer = join('scripts', 'static-server.mjs');

export function writeRuntimeFiles(env, { runtimeDir, testHooks, embedAllowedOrigins }) {
  mkdirSync(runtimeDir, { recursive: true });
  const remotes = Object.fromEntries(
    Object.keys(env.remotes).map((name) => [name, env.remoteManifest(name)]),
  );
  const config = {
    apiBase: '',
    analyticsUrl: '/customer-api/analytics/collect',
    embedAllowedOrigins,
    testHooks,
    version: '1.0.0',
  };
  const remotesPath = join(runtimeDir, 'remotes.json');
  const configPath = join(runtimeDir, 'config.json');
  writeFileSync(remotesPath, JSON.stringify(remotes, null, 2));
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return { remotesPath, configPath };
}

/** The static server command line of one remote (also used to restart it in failure tests). */
export function remoteServerArgs(env, name) {
  const remote = env.remotes[name];
  return [
    staticServer,
    '--dir',
    `${remote.dir}/dist`,
    '--port',
    String(remote.port),
    '--standalone',
    '--api',
    env.gatewayUrl,
  ];
}

/** name -> pid of every server started, so a test can stop one and a teardown can stop them all. */
export function readPids(runtimeDir) {
  try {
    return JSON.parse(readFileSync(join(runtimeDir, 'pids.json'), 'utf8'));
  } catch {
    return {};
  }
}

export function writePids(runtimeDir, pids) {
  writeFileSync(join(runtimeDir, 'pids.json'), JSON.stringify(pids, null, 2));
}

export function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      fetch(url)
        .then((res) => (res.ok ? resolveWait() : retry()))
        .catch(retry);
    };
    const retry = () =>
      Date.now() > deadline ? reject(new Error(`${url} did not answer in time`)) : setTimeout(attempt, 250);
    attempt();
  });
}

export async function startPortal({
  env = portalEnv(),
  testHooks = false,
  quiet = false,
  extraEnv = {},
} = {}) {
  const runtimeDir = process.env.PORTAL_RUNTIME_DIR ?? join(root, '.data', `runtime-${env.ports.host}`);
  const embedAllowedOrigins = (process.env.EMBED_ALLOWED_ORIGINS ?? 'http://localhost:4000')
    .split(',')
    .filter(Boolean);
  const { remotesPath, configPath } = writeRuntimeFiles(env, { runtimeDir, testHooks, embedAllowedOrigins });
  const children = {};
  let stopping = false;
  const launch = (name, args, childEnv) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...extraEnv, ...childEnv },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (!stopping && code !== 0) console.error(`${name} exited (${signal ?? code})`);
    });
    children[name] = child;
  };
  launch('gateway', ['gateway/dist/server.js'], {
    GATEWAY_PORT: String(env.ports.gateway),
    PORTAL_URL: env.portalUrl,
    // the portal's own origin, and the parent platforms allowed to embed it (single-spa calls the API cross-origin)
    CORS_ORIGINS: [env.portalUrl, ...embedAllowedOrigins].join(','),
    GATEWAY_SEED: '1',
    // test runs need orders to stay where the tests put them; the demo's parcels move on their own
    ...(testHooks
      ? { GATEWAY_TEST_HOOKS: '1' }
      : { SIMULATOR_INTERVAL: process.env.SIMULATOR_INTERVAL ?? '60' }),
  });
  launch(
    'host',
    [staticServer, '--dir', 'host/dist', '--port', String(env.ports.host), '--spa', '--api', env.gatewayUrl],
    {
      REMOTES_JSON: remotesPath,
      CONFIG_JSON: configPath,
    },
  );
  for (const name of Object.keys(env.remotes))
    launch(name, remoteServerArgs(env, name), { CONFIG_JSON: configPath });
  writePids(
    runtimeDir,
    Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child.pid])),
  );

  const stop = () => {
    stopping = true;
    for (const child of Object.values(children)) child.kill('SIGTERM');
  };
  await waitForHttp(`${env.gatewayUrl}/health`, 120_000);
  await waitForHttp(`http://127.0.0.1:${env.ports.host}/config.json`, 30_000);
  for (const name of Object.keys(env.remotes)) {
    await waitForHttp(`http://127.0.0.1:${env.ports[name]}/mf-manifest.json`, 30_000);
  }
  return { stop, children, env, runtimeDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = portalEnv();
  const portal = await startPortal({ env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      portal.stop();
      process.exit(0);
    });
  }
  const remotes = Object.keys(env.remotes).map((name) => `${name} :${env.ports[name]}`);
  console.log(`
  Shipper portal is up:  ${env.portalUrl}/login
    gateway  ${env.gatewayUrl}   (OpenAPI: ${env.gatewayUrl}/openapi.json)
${process.env.SMTP_URL || process.env.NODE_ENV === 'production' || process.env.DEV_MAILBOX === '0' ? '' : `    mailbox  ${env.gatewayUrl}/dev/mailbox   (mailed codes: no SMTP_URL set)\n`}    remotes  ${remotes.join(', ')}

  Demo logins (password Demo@12345 for all):
    demo          admin of PT Nusantara Niaga (full menu)
    demo_sub      sub-account with a partial permission list
    demo_newpass  must change its password at first login
    other         admin of a second shipper (CV Sinar Jaya)

  Press Ctrl+C to stop.
`);
}
