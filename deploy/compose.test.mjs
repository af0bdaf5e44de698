// docker-compose.yml as a deployment (issue 33 item 2), checked without a Docker engine: Debian's
// docker-compose validates and resolves the files (`config`), python3-yaml (a dependency of
// docker-compose) turns the result into JSON, and the test reads what a platform team relies on.
//   node --test deploy/compose.test.mjs      (scripts/test.sh runs it in its first steps)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENV_EXAMPLE = path.join(root, '.env.example');
const DEPLOYABLES = [
  'gateway',
  'host',
  'remote-orders',
  'remote-finance',
  'remote-service',
  'remote-account',
];
const STATIC = DEPLOYABLES.filter((name) => name !== 'gateway');

function compose(args, envFile = ENV_EXAMPLE) {
  const result = spawnSync('docker-compose', ['--env-file', envFile, ...args], {
    cwd: root,
    encoding: 'utf8',
    // only the env file speaks: a developer's exported POSTGRES_PASSWORD must not hide a missing one
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? os.homedir() },
  });
  if (result.error)
    throw new Error(
      'docker-compose is not installed: `apt-get install -y docker-compose` (.ci/run installs it; no Docker engine is needed)',
    );
  return result;
}

/** The resolved configuration of the given compose files, as an object. */
function resolved(files) {
  const config = compose([...files.flatMap((file) => ['-f', file]), 'config']);
  assert.equal(config.status, 0, config.stderr);
  const json = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: config.stdout, encoding: 'utf8' },
  );
  assert.equal(json.status, 0, `python3-yaml (comes with docker-compose): ${json.stderr}`);
  return JSON.parse(json.stdout);
}

describe('docker-compose.yml (the deployment) and docker-compose.demo.yml', () => {
  const base = resolved(['docker-compose.yml']);
  const demo = resolved(['docker-compose.yml', 'docker-compose.demo.yml']);

  it('validates with the documented .env.example, alone and with the demo override', () => {
    for (const files of [['docker-compose.yml'], ['docker-compose.yml', 'docker-compose.demo.yml']]) {
      const check = compose([...files.flatMap((file) => ['-f', file]), 'config', '-q']);
      assert.equal(check.status, 0, `${files.join(' + ')}: ${check.stderr}`);
    }
  });

  it('refuses to start without the secrets, and names the one missing', () => {
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-')), '.env');
    fs.writeFileSync(empty, '');
    const check = compose(['-f', 'docker-compose.yml', 'config', '-q'], empty);
    assert.notEqual(check.status, 0);
    assert.match(check.stderr, /POSTGRES_PASSWORD|UPLOAD_URL_SECRET/);
    fs.writeFileSync(empty, 'POSTGRES_PASSWORD=x\n');
    const second = compose(['-f', 'docker-compose.yml', 'config', '-q'], empty);
    assert.notEqual(second.status, 0);
    assert.match(second.stderr, /UPLOAD_URL_SECRET/);
    fs.rmSync(path.dirname(empty), { recursive: true, force: true });
  });

  it('runs PostgreSQL, the gateway and one nginx per static deployable, each from its own Dockerfile', () => {
    assert.deepEqual(Object.keys(base.services).sort(), ['postgres', ...DEPLOYABLES].sort());
    for (const name of DEPLOYABLES) {
      const service = base.services[name];
      assert.equal(service.build.dockerfile, `${name}/Dockerfile`, name);
      assert.ok(fs.existsSync(path.join(root, name, 'Dockerfile')), `${name}/Dockerfile`);
      assert.match(service.image, new RegExp(`/${name}:`), name);
    }
    for (const name of STATIC) {
      const dockerfile = fs.readFileSync(path.join(root, name, 'Dockerfile'), 'utf8');
      // unprivileged nginx with the config CI tests, the deployable's own dist
      assert.match(dockerfile, /nginxinc\/nginx-unprivileged/, name);
      assert.match(dockerfile, /deploy\/nginx\/render\.sh/, name);
      assert.match(dockerfile, /deploy\/nginx\/portal\.conf\.template/, name);
      assert.match(dockerfile, new RegExp(`--from=build /workspace/${name}/dist `), name);
      assert.match(dockerfile, new RegExp(`pnpm --filter ${name} build`), name);
      assert.deepEqual(
        base.services[name].ports.map((port) => String(port.target)),
        ['8080'],
        `${name} publishes nginx's port`,
      );
    }
    assert.match(fs.readFileSync(path.join(root, 'gateway', 'Dockerfile'), 'utf8'), /deploy --prod/);
  });

  it('publishes neither PostgreSQL nor the gateway', () => {
    assert.equal(base.services.postgres.ports, undefined);
    assert.equal(base.services.gateway.ports, undefined);
  });

  it('keeps data and files in named volumes', () => {
    const releases = STATIC.filter((name) => name !== 'host').map((name) => `${name}-releases`);
    assert.deepEqual(Object.keys(base.volumes).sort(), ['files', 'pgdata', ...releases].sort());
    // docker-compose 1.29 prints short syntax (`files:/data/files:rw`), newer ones long syntax
    const mounts = (name) =>
      base.services[name].volumes.map((volume) =>
        typeof volume === 'string' ? volume.replace(/:rw$/, '') : `${volume.source}:${volume.target}`,
      );
    assert.deepEqual(mounts('postgres'), ['pgdata:/var/lib/postgresql/data']);
    assert.deepEqual(mounts('gateway'), ['files:/data/files']);
    assert.equal(base.services.gateway.environment.UPLOAD_DIR, '/data/files');
    // each remote's releases: the folders of the builds it served (deploy/nginx/render.sh)
    for (const name of STATIC.filter((app) => app !== 'host')) {
      assert.deepEqual(mounts(name), [`${name}-releases:/srv/portal/releases`], name);
      const dockerfile = fs.readFileSync(path.join(root, name, 'Dockerfile'), 'utf8');
      assert.match(dockerfile, /PORTAL_RELEASES_DIR=\/srv\/portal\/releases/, name);
    }
    // nothing mounts the workspace (the old compose did, read-only, and the upload folder threw)
    for (const [name, service] of Object.entries(base.services))
      for (const mount of service.volumes ? mounts(name) : [])
        assert.ok(Object.keys(base.volumes).includes(mount.split(':')[0]), `${name}: ${mount}`);
  });

  it('restarts every service and checks its health; the gateway waits for PostgreSQL, nginx for the gateway', () => {
    for (const [name, service] of Object.entries(base.services)) {
      assert.equal(service.restart, 'unless-stopped', name);
      assert.ok(service.healthcheck?.test?.length, `${name} has a health check`);
    }
    assert.deepEqual(base.services.gateway.depends_on, { postgres: { condition: 'service_healthy' } });
    // the gateway is healthy when ready (database, migrations, not draining), and has time to drain
    assert.match(base.services.gateway.healthcheck.test.join(' '), /\/health\/ready/);
    assert.equal(base.services.gateway.stop_grace_period, '30s');
    for (const name of STATIC)
      assert.deepEqual(base.services[name].depends_on, { gateway: { condition: 'service_healthy' } }, name);
  });

  it('takes secrets from .env and seeds no demo data unless the demo override says so', () => {
    const gateway = base.services.gateway.environment;
    assert.equal(gateway.UPLOAD_URL_SECRET, 'change-me-to-64-hex-characters');
    assert.match(
      gateway.DATABASE_URL,
      /^postgres:\/\/portal:change-me-to-a-long-random-password@postgres:5432\/portal$/,
    );
    assert.equal(base.services.postgres.environment.POSTGRES_PASSWORD, 'change-me-to-a-long-random-password');
    assert.equal(gateway.GATEWAY_SEED, undefined);
    assert.equal(gateway.GATEWAY_TEST_HOOKS, undefined);
    assert.equal(demo.services.gateway.environment.GATEWAY_SEED, '1');
    // the nginx containers are the proxies whose X-Forwarded-For the gateway believes
    const addresses = STATIC.map((name) => base.services[name].networks.default.ipv4_address);
    assert.deepEqual(gateway.TRUST_PROXY.split(','), addresses);
  });

  it('rolls one remote back by the build hash in .env, and builds and tests each remote alone', () => {
    for (const name of STATIC.filter((app) => app !== 'host')) {
      const variable = `${name.replace('-', '_').toUpperCase()}_RELEASE`;
      assert.equal(base.services[name].environment.PORTAL_RELEASE, '', `${name}: ${variable} empty`);
      const pinned = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-')), '.env');
      fs.writeFileSync(pinned, `${fs.readFileSync(ENV_EXAMPLE, 'utf8')}\n${variable}=36a51a7cdea1\n`);
      const config = compose(['-f', 'docker-compose.yml', 'config'], pinned);
      assert.equal(config.status, 0, config.stderr);
      assert.match(config.stdout, /PORTAL_RELEASE: 36a51a7cdea1/, name);
      fs.rmSync(path.dirname(pinned), { recursive: true, force: true });
      // `pnpm --filter <remote> build` and `test`: its own build, its own jest project only
      const scripts = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8')).scripts;
      assert.equal(scripts.build, 'webpack --mode production', name);
      assert.equal(scripts.test, `jest --config ../jest.config.js --selectProjects ${name} --ci`, name);
    }
  });

  it('gives the host its remotes and every nginx the embedding allowlist from .env', () => {
    const host = base.services.host.environment;
    assert.equal(host.REMOTE_ORDERS_URL, 'http://localhost:3001/mf-manifest.json');
    assert.equal(host.REMOTE_ACCOUNT_URL, 'http://localhost:3004/mf-manifest.json');
    for (const name of STATIC) {
      assert.equal(base.services[name].environment.GATEWAY_UPSTREAM, 'gateway:3100', name);
      assert.ok('EMBED_ALLOWED_ORIGINS' in base.services[name].environment, name);
    }
  });
});
