// Serves built dist folders with Debian's nginx and the images' config (portal.conf.template,
// rendered by render.sh), as an unprivileged process with a temp prefix on free loopback ports: the
// deployment topology without Docker. Used by deploy/nginx/nginx.test.mjs (headers, stub gateway)
// and e2e/tests/nginx.spec.ts (the portal in Chromium through nginx, real gateway).
// @example
// const nginx = await serveWithNginx({ gatewayPort: 3110, sites: [{ name: 'host', dir: 'host' }] });
// await fetch(nginx.url('host', '/login'));
// await nginx.stop();
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const RENDER = path.join(here, 'render.sh');
/** nginx runs as this user when the caller is root (CI): the unprivileged image runs as uid 101. */
const NOBODY = 65534;
/** Settings render.sh reads that a developer's shell must not leak into a site. */
const RENDER_SETTINGS = [
  'EMBED_ALLOWED_ORIGINS',
  'PRINT_HELPER_ORIGINS',
  'REMOTE_ORDERS_URL',
  'REMOTE_FINANCE_URL',
  'REMOTE_SERVICE_URL',
  'REMOTE_ACCOUNT_URL',
  'PORTAL_TEMPLATE',
  'PORTAL_CONF_DIR',
];

/** nginx's version line; throws with what to install when there is no nginx (never skips). */
export function requireNginx() {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error)
    throw new Error(
      'nginx is not installed: `apt-get install -y nginx` (.ci/run installs it); the deployment checks serve the built portal with it',
    );
  return probe.stderr.trim();
}

/** Throws unless each app folder has a built dist (index.html, mf-manifest.json, remoteEntry.js). */
export function requireDists(dirs) {
  const missing = dirs.filter(
    (dir) =>
      !['index.html', 'mf-manifest.json', 'remoteEntry.js'].every((file) =>
        fs.existsSync(path.join(root, dir, 'dist', file)),
      ),
  );
  if (missing.length)
    throw new Error(
      `no built dist in ${missing.join(', ')}: run \`npm run build\` first (scripts/test.sh builds before this test)`,
    );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then((res) => (res.ok ? resolve() : retry()))
        .catch(retry);
    const retry = () =>
      Date.now() > deadline ? reject(new Error(`${url} did not answer in time`)) : setTimeout(attempt, 50);
    attempt();
  });
}

/**
 * Starts one nginx serving each site: `{ name, dir, env, dist, releases }`, where `dir` is the app
 * folder (its `dist/` is served, or `dist`, another built folder) and `env` the render.sh settings
 * of that site, or a function of `url` (to point the host at the remotes' ports); `releases` gives
 * the site a volume of release folders (PORTAL_RELEASES_DIR). Resolves once every site answers /health.
 */
export async function serveWithNginx({ sites, gatewayPort }) {
  const version = requireNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const ports = {};
  for (const site of sites) ports[site.name] = await freePort();
  const url = (name, pathname = '') => `http://127.0.0.1:${ports[name]}${pathname}`;

  const base = { ...process.env };
  for (const key of RENDER_SETTINGS) delete base[key];
  // nginx runs as an unprivileged user, which may not traverse the checkout (a clone in a 0700
  // folder, CI's): it serves copies of the dists and of proxy.conf under the prefix, as an image
  // has them under its own root
  const confDir = path.join(prefix, 'conf');
  fs.mkdirSync(confDir);
  fs.copyFileSync(path.join(here, 'proxy.conf'), path.join(confDir, 'proxy.conf'));
  const asRoot = process.getuid?.() === 0;
  const siteOf = (name) => sites.find((site) => site.name === name);
  /** Copies a site's dist (an "image") under the prefix and renders its config, as a container start does. */
  const renderSite = ({ name, dir, dist, env = {}, releases = false }, extra = {}) => {
    const out = path.join(prefix, `${name}.conf`);
    const served = path.join(prefix, 'sites', name);
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(dist ?? path.join(root, dir, 'dist'), served, { recursive: true });
    const result = spawnSync('sh', [RENDER, out], {
      encoding: 'utf8',
      env: {
        ...base,
        PORTAL_NAME: name,
        PORTAL_ROOT: served,
        PORTAL_CONF_DIR: confDir,
        PORTAL_LISTEN: `127.0.0.1:${ports[name]}`,
        GATEWAY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
        PORTAL_RUNTIME_DIR: path.join(prefix, 'runtime', name),
        // the image's volume of releases (deploy/nginx/render.sh)
        ...(releases ? { PORTAL_RELEASES_DIR: path.join(prefix, 'releases', name) } : {}),
        ...(typeof env === 'function' ? env(url) : env),
        ...extra,
      },
    });
    if (result.status !== 0) throw new Error(`render.sh ${name}: ${result.stderr}`);
    if (asRoot) spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, prefix]);
    return out;
  };
  const confs = sites.map((site) => renderSite(site));
  // the image's stock nginx.conf, with every writable path under the prefix
  fs.mkdirSync(path.join(prefix, 'tmp'));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
${confs.map((conf) => `    include ${conf};`).join('\n')}
}
`,
  );
  if (asRoot) spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, prefix]);
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const options = { stdio: ['ignore', 'pipe', 'pipe'], ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) };
  const check = spawnSync('nginx', [...args, '-t', '-g', `pid ${prefix}/nginx.pid;`], {
    ...options,
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t (${version}): ${check.stderr}`);
  const nginx = spawn('nginx', [...args, '-g', `daemon off; pid ${prefix}/nginx.pid;`], options);
  let log = '';
  nginx.stderr.on('data', (chunk) => (log += chunk));
  nginx.on('exit', (code) => {
    if (code) log += `\nnginx exited (${code})`;
  });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const name of Object.keys(ports)) await waitFor(url(name, '/health'), 10_000);
  } catch (error) {
    const errors = fs.existsSync(path.join(prefix, 'error.log'))
      ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
      : '';
    await stop();
    throw new Error(`${error.message}\n${log}\n${errors}`, { cause: error });
  }
  /**
   * A redeploy of one site, as a new image on the same volume: its new dist is rendered (with
   * `env`, e.g. PORTAL_RELEASE for a rollback) and nginx reloads its configuration (SIGHUP).
   * Resolves once the site's manifest URL names `expectRelease` (a build hash), when given.
   */
  const redeploy = async (name, { dist, env = {}, expectRelease } = {}) => {
    renderSite({ ...siteOf(name), ...(dist ? { dist } : {}) }, env);
    nginx.kill('SIGHUP');
    if (!expectRelease) return;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await fetch(url(name, '/mf-manifest.json'), { redirect: 'manual' }).catch(() => null);
      if (answer?.headers.get('location')?.includes(`/releases/${expectRelease}/`)) return;
      if (Date.now() > deadline) throw new Error(`${name} does not serve release ${expectRelease}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { url, ports, pid: nginx.pid, prefix, stop, redeploy };
}
