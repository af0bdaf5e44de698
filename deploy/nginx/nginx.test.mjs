// Over 300 lines: one suite over one nginx run (its start costs more than the checks), the host, each remote, release folders and the failure cases
// The deployment topology in CI without Docker (issue 33 items 1 and 2): Debian's nginx, run as an
// unprivileged process with a temp prefix, serves the BUILT host and remotes (their dist folders)
// with the same template and render script the images use (deploy/nginx/), in front of a stub
// gateway. It checks what the portal needs from its web server, the assertions
// gateway/src/security/static-server.test.ts and e2e/tests/framing.spec.ts make of the development
// server: the Content-Security-Policy (own origins, frame-ancestors from the embedding allowlist, a
// style nonce fresh per answer and equal to the page's), nosniff, Referrer-Policy, caching of pages,
// manifests and hashed chunks, the SPA fallback, and the API bases reaching the gateway with the
// client address nginx saw.
//   node --test deploy/nginx/        (scripts/test.sh runs it after the build step)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort, requireDists, serveWithNginx } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const EMBED_ORIGIN = 'http://localhost:4000';
const PRINT_HELPERS = ['http://localhost:8000', 'http://localhost:18000'];
const HASHED = /^[^/]+\.[0-9a-f]{8,}\.js$/;
const APPS = {
  host: 'host',
  remote_orders: 'remote-orders',
  remote_finance: 'remote-finance',
  remote_service: 'remote-service',
  remote_account: 'remote-account',
};

/** The directives of a Content-Security-Policy header: name -> sources. */
function directives(policy) {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function nonceOf(answer) {
  return /'nonce-([^']+)'/.exec(
    directives(answer.headers.get('content-security-policy'))['style-src']?.join(' ') ?? '',
  )?.[1];
}

function expectEveryAnswerHeaders(answer, where) {
  // once each: a second copy (nginx's and the gateway's) would read "nosniff, nosniff"
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', where);
  assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', where);
}

/**
 * A stand-in for the gateway: answers every call with what it received, as helmet would (nosniff,
 * no-store); with `status` 503, as a draining or saturated gateway does (Retry-After).
 */
function startStubGateway(status = 200) {
  const calls = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(status, {
        ...(status === 503 ? { 'Retry-After': '5' } : {}),
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      });
      res.end(JSON.stringify({ code: status, msg: status === 200 ? 'ok' : 'busy', data: { url: req.url } }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, calls, port: server.address().port })),
  );
}

describe('nginx serving the built portal with deploy/nginx (the images’ config)', () => {
  let gateway;
  let busy;
  let nginx;
  const url = (name, pathname) => nginx.url(name, pathname);

  before(async () => {
    requireDists(Object.values(APPS));
    gateway = await startStubGateway();
    busy = await startStubGateway(503);
    const closedPort = await freePort();
    nginx = await serveWithNginx({
      gatewayPort: gateway.port,
      sites: [
        {
          name: 'host',
          dir: 'host',
          env: (siteUrl) => ({
            EMBED_ALLOWED_ORIGINS: EMBED_ORIGIN,
            REMOTE_ORDERS_URL: siteUrl('remote_orders', '/mf-manifest.json'),
            REMOTE_FINANCE_URL: siteUrl('remote_finance', '/mf-manifest.json'),
            REMOTE_SERVICE_URL: siteUrl('remote_service', '/mf-manifest.json'),
            REMOTE_ACCOUNT_URL: siteUrl('remote_account', '/mf-manifest.json'),
          }),
        },
        ...Object.entries(APPS)
          .filter(([name]) => name !== 'host')
          .map(([name, dir]) => ({ name, dir, env: { EMBED_ALLOWED_ORIGINS: EMBED_ORIGIN } })),
        // a remote with its volume of release folders (the images' PORTAL_RELEASES_DIR)
        { name: 'released', dir: 'remote-finance', releases: true },
        // no embedding allowlist, another print helper, and a gateway that is down
        {
          name: 'bare',
          dir: 'remote-orders',
          env: {
            EMBED_ALLOWED_ORIGINS: '',
            PRINT_HELPER_ORIGINS: 'http://127.0.0.1:8443, not a url',
            GATEWAY_UPSTREAM: `127.0.0.1:${closedPort}`,
          },
        },
        // two gateways behind one nginx, the first answering 503 (draining or saturated)
        {
          name: 'pair',
          dir: 'remote-orders',
          env: { GATEWAY_UPSTREAM: `127.0.0.1:${busy.port},127.0.0.1:${gateway.port}` },
        },
      ],
    });
  });

  after(async () => {
    await nginx?.stop();
    await new Promise((resolve) => (gateway ? gateway.server.close(resolve) : resolve()));
    await new Promise((resolve) => (busy ? busy.server.close(resolve) : resolve()));
  });

  it('runs nginx as an unprivileged process', () => {
    const status = fs.readFileSync(`/proc/${nginx.pid}/status`, 'utf8');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    assert.notEqual(uid, 0);
  });

  describe('the host', () => {
    const remoteOrigins = () =>
      ['remote_orders', 'remote_finance', 'remote_service', 'remote_account'].map((name) => url(name, ''));

    it('answers every page with a policy: own origins, a fresh style nonce in header and page, the embedding allowlist', async () => {
      for (const pathname of ['/', '/index.html', '/orderManagement', '/login?x=1', '/finance/cod/bill']) {
        const answer = await fetch(url('host', pathname));
        const where = `host ${pathname}`;
        assert.equal(answer.status, 200, where);
        expectEveryAnswerHeaders(answer, where);
        assert.equal(answer.headers.get('cache-control'), 'no-store', where);
        assert.match(answer.headers.get('content-type'), /^text\/html/, where);
        const policy = answer.headers.get('content-security-policy');
        const csp = directives(policy);
        assert.deepEqual(csp['script-src'], ["'self'", ...remoteOrigins(), ...PRINT_HELPERS], where);
        for (const origin of ["'self'", ...remoteOrigins()])
          assert.ok(csp['connect-src'].includes(origin), where);
        assert.deepEqual(csp['frame-ancestors'], ["'self'", EMBED_ORIGIN], where);
        assert.deepEqual(csp['object-src'], ["'none'"], where);
        assert.deepEqual(csp['base-uri'], ["'self'"], where);
        assert.deepEqual(csp['default-src'], ["'self'"], where);
        assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/, where);
        // a frame-ancestors allowlist replaces X-Frame-Options (which would forbid the parent)
        assert.equal(answer.headers.get('x-frame-options'), null, where);
        const nonce = nonceOf(answer);
        assert.match(nonce ?? '', /^[A-Za-z0-9+/=]{20,}$/, where);
        const body = await answer.text();
        // the page served, with the nonce the app reads (shared/src/config/cspNonce.ts)
        assert.ok(body.includes('<div id="root">'), where);
        assert.ok(body.includes(`<meta property="csp-nonce" nonce="${nonce}" />`), where);
        // every <script> and <style> of the built page carries it (index.html has both)
        const tags = body.match(/<(script|style)\b[^>]*>/gi) ?? [];
        assert.ok(
          tags.some((tag) => /^<style/i.test(tag)) && tags.some((tag) => /^<script/i.test(tag)),
          where,
        );
        for (const tag of tags) assert.ok(tag.includes(` nonce="${nonce}"`), `${where}: ${tag}`);
      }
    });

    it('gives two answers two different nonces', async () => {
      const [a, b] = await Promise.all([fetch(url('host', '/')), fetch(url('host', '/orderManagement'))]);
      const [nonceA, nonceB] = [nonceOf(a), nonceOf(b)];
      assert.ok(nonceA && nonceB);
      assert.notEqual(nonceA, nonceB);
      assert.ok((await a.text()).includes(`nonce="${nonceA}"`));
      assert.ok((await b.text()).includes(`nonce="${nonceB}"`));
    });

    it('writes the nonce into a gzipped page too', async () => {
      const answer = await new Promise((resolve, reject) =>
        http
          .get(url('host', '/orderManagement'), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
          })
          .on('error', reject),
      );
      assert.equal(answer.headers['content-encoding'], 'gzip');
      const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'])?.[1];
      assert.ok(
        zlib.gunzipSync(answer.raw).toString().includes(`<meta property="csp-nonce" nonce="${nonce}" />`),
      );
    });

    it('caches hashed chunks for a year and revalidates entries, manifests and runtime files', async () => {
      const chunk = fs.readdirSync(path.join(root, 'host', 'dist')).find((file) => HASHED.test(file));
      assert.ok(chunk, 'a hashed chunk in host/dist');
      const expected = {
        [`/${chunk}`]: 'public, max-age=31536000, immutable',
        '/main.js': 'no-cache',
        '/remoteEntry.js': 'no-cache',
        '/mf-manifest.json': 'no-cache',
        '/config.json': 'no-cache',
        '/remotes.json': 'no-cache',
      };
      for (const [pathname, cacheControl] of Object.entries(expected)) {
        const answer = await fetch(url('host', pathname));
        assert.equal(answer.status, 200, pathname);
        expectEveryAnswerHeaders(answer, pathname);
        assert.equal(answer.headers.get('cache-control'), cacheControl, pathname);
        assert.equal(answer.headers.get('access-control-allow-origin'), '*', pathname);
        await answer.arrayBuffer();
      }
    });

    it('serves the runtime files from the environment: the remotes’ URLs and the embedding allowlist', async () => {
      const remotes = await (await fetch(url('host', '/remotes.json'))).json();
      assert.deepEqual(
        Object.values(remotes),
        remoteOrigins().map((origin) => `${origin}/mf-manifest.json`),
      );
      const config = await (await fetch(url('host', '/config.json'))).json();
      assert.deepEqual(config.embedAllowedOrigins, [EMBED_ORIGIN]);
      // the rest of the dist's config.json is kept
      const built = JSON.parse(fs.readFileSync(path.join(root, 'host', 'dist', 'config.json'), 'utf8'));
      assert.deepEqual({ ...config, embedAllowedOrigins: built.embedAllowedOrigins }, built);
    });

    it('answers a missing file with 404 (no fallback for a path with an extension) and its headers', async () => {
      for (const pathname of ['/missing.js', '/1234.deadbeef.js', '/img/nothing.png']) {
        const answer = await fetch(url('host', pathname));
        assert.equal(answer.status, 404, pathname);
        expectEveryAnswerHeaders(answer, pathname);
        await answer.arrayBuffer();
      }
    });

    it('proxies the API bases to the gateway with the address nginx saw, whatever the client claims', async () => {
      for (const base of ['/customer-api', '/readonly-api', '/report-api']) {
        const pathname = `${base}/login?x=1`;
        const answer = await fetch(url('host', pathname), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.100.7',
            'x-real-ip': '203.0.113.7',
            forwarded: 'for=192.0.2.7',
          },
          body: JSON.stringify({ loginCode: 'demo' }),
        });
        assert.equal(answer.status, 200, pathname);
        assert.deepEqual(await answer.json(), { code: 200, msg: 'ok', data: { url: pathname } });
        expectEveryAnswerHeaders(answer, pathname);
        // the gateway's own caching (no-store on auth answers), not the static files' no-cache
        assert.equal(answer.headers.get('cache-control'), 'no-store', pathname);
        const call = gateway.calls.at(-1);
        assert.equal(call.url, pathname);
        assert.equal(call.method, 'POST');
        assert.equal(call.body, '{"loginCode":"demo"}');
        assert.equal(call.headers['x-forwarded-for'], '127.0.0.1');
        assert.equal(call.headers['x-real-ip'], undefined);
        assert.equal(call.headers.forwarded, undefined);
      }
      const docs = await fetch(url('host', '/openapi.json'));
      assert.equal(docs.status, 200);
      assert.equal(gateway.calls.at(-1).url, '/openapi.json');
      await docs.arrayBuffer();
    });
  });

  for (const [name, dir] of Object.entries(APPS).filter(([app]) => app !== 'host')) {
    describe(`${name} (standalone)`, () => {
      it('answers its page with a policy and a nonce, its entry and manifest with nosniff, CORS and no-cache', async () => {
        const page = await fetch(url(name, '/orderManagement'));
        assert.equal(page.status, 200);
        expectEveryAnswerHeaders(page, name);
        assert.equal(page.headers.get('cache-control'), 'no-store');
        const csp = directives(page.headers.get('content-security-policy'));
        assert.deepEqual(csp['script-src'], ["'self'", ...PRINT_HELPERS]);
        assert.deepEqual(csp['frame-ancestors'], ["'self'", EMBED_ORIGIN]);
        assert.deepEqual(csp['object-src'], ["'none'"]);
        assert.deepEqual(csp['base-uri'], ["'self'"]);
        assert.equal(csp['style-src'].length, 2);
        assert.equal(csp['style-src'][0], "'self'");
        assert.match(csp['style-src'][1], /^'nonce-[A-Za-z0-9+/=]{20,}'$/);
        assert.ok((await page.text()).includes(`<meta property="csp-nonce" nonce="${nonceOf(page)}" />`));
        for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
          const answer = await fetch(url(name, file));
          assert.equal(answer.status, 200, file);
          expectEveryAnswerHeaders(answer, file);
          assert.equal(answer.headers.get('access-control-allow-origin'), '*', file);
          assert.equal(answer.headers.get('cache-control'), 'no-cache', file);
          await answer.arrayBuffer();
        }
        const preflight = await fetch(url(name, '/mf-manifest.json'), {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
        });
        assert.equal(preflight.status, 204);
        assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
        expectEveryAnswerHeaders(preflight, 'preflight');
        const manifest = JSON.parse(
          fs.readFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'),
        );
        assert.equal(manifest.name ?? manifest.id, name);
        const chunk = fs.readdirSync(path.join(root, dir, 'dist')).find((file) => HASHED.test(file));
        const hashed = await fetch(url(name, `/${chunk}`));
        assert.equal(hashed.status, 200);
        assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        await hashed.arrayBuffer();
        // its standalone shell calls the API on its own origin too
        const api = await fetch(url(name, '/customer-api/captcha'));
        assert.equal(api.status, 200);
        assert.equal(gateway.calls.at(-1).url, '/customer-api/captcha');
        await api.arrayBuffer();
      });
    });
  }

  describe('a remote with release folders (PORTAL_RELEASES_DIR)', () => {
    const build = () =>
      JSON.parse(fs.readFileSync(path.join(root, 'remote-finance', 'dist', 'mf-manifest.json'), 'utf8'))
        .metaData.buildInfo.buildHash;

    it('redirects its stable manifest URL into the current release, cross-origin readable and never cached', async () => {
      const answer = await fetch(url('released', '/mf-manifest.json'), { redirect: 'manual' });
      assert.equal(answer.status, 302);
      assert.equal(answer.headers.get('location'), `/releases/${build()}/mf-manifest.json`);
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
      assert.equal(answer.headers.get('cache-control'), 'no-cache');
      await answer.arrayBuffer();
    });

    it('serves each release’s files from its folder: the manifest and entry no-cache, hashed chunks immutable', async () => {
      const manifest = await fetch(url('released', `/releases/${build()}/mf-manifest.json`));
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const body = await manifest.json();
      assert.equal(body.metaData.buildInfo.buildHash, build());
      const entry = await fetch(url('released', `/releases/${build()}/remoteEntry.js`));
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('cache-control'), 'no-cache');
      await entry.arrayBuffer();
      const chunk = body.shared.find((shared) => shared.assets.js.sync.length).assets.js.sync[0];
      const hashed = await fetch(url('released', `/releases/${build()}/${chunk}`));
      assert.equal(hashed.status, 200);
      assert.match(hashed.headers.get('cache-control'), /immutable/);
      await hashed.arrayBuffer();
      const missing = await fetch(url('released', '/releases/000000000000/remoteEntry.js'));
      assert.equal(missing.status, 404);
      await missing.arrayBuffer();
    });

    it('refuses to start on a release the volume does not hold (a mistyped rollback)', async () => {
      await assert.rejects(
        nginx.redeploy('released', { env: { PORTAL_RELEASE: '000000000000' } }),
        /PORTAL_RELEASE=000000000000: no such release/,
      );
    });
  });

  describe('without an embedding allowlist, with another print helper, and the gateway down', () => {
    it('forbids framing by other origins (frame-ancestors and X-Frame-Options)', async () => {
      const answer = await fetch(url('bare', '/'));
      const csp = directives(answer.headers.get('content-security-policy'));
      assert.deepEqual(csp['frame-ancestors'], ["'self'"]);
      assert.equal(answer.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.deepEqual(csp['script-src'], ["'self'", 'http://127.0.0.1:8443']);
      const config = await (await fetch(url('bare', '/config.json'))).json();
      assert.deepEqual(config.embedAllowedOrigins, []);
      await answer.arrayBuffer();
    });

    it('answers an API call with the portal’s JSON error when the gateway is unreachable', async () => {
      const answer = await fetch(url('bare', '/customer-api/captcha'));
      assert.equal(answer.status, 502);
      expectEveryAnswerHeaders(answer, 'gateway down');
      assert.deepEqual(await answer.json(), { code: 502, msg: 'gateway unavailable', data: null });
    });
  });

  describe('several gateways (GATEWAY_UPSTREAM=a,b)', () => {
    const callsOf = (stub, method) => stub.calls.filter((call) => call.method === method).length;

    it('passes an idempotent call a gateway answered 503 to the next one, once', async () => {
      const before = { busy: callsOf(busy, 'GET'), good: callsOf(gateway, 'GET') };
      for (let i = 0; i < 6; i += 1) {
        const answer = await fetch(url('pair', `/customer-api/order/list?i=${i}`));
        assert.equal(answer.status, 200, `GET ${i}`);
        assert.equal((await answer.json()).msg, 'ok');
      }
      // round robin sent some to the busy one; every one of those was answered by the other
      assert.ok(callsOf(busy, 'GET') - before.busy >= 1);
      assert.equal(callsOf(gateway, 'GET') - before.good, 6);
    });

    it('never sends a POST twice: the busy gateway’s 503 and Retry-After reach the client', async () => {
      const before = { busy: callsOf(busy, 'POST'), good: callsOf(gateway, 'POST') };
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await fetch(url('pair', '/customer-api/order/save'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ i }),
        });
        statuses.push(answer.status);
        if (answer.status === 503) assert.equal(answer.headers.get('retry-after'), '5');
        await answer.arrayBuffer();
      }
      const toBusy = callsOf(busy, 'POST') - before.busy;
      const toGood = callsOf(gateway, 'POST') - before.good;
      assert.ok(toBusy >= 1);
      assert.equal(toBusy + toGood, 6, 'each POST reached one gateway');
      assert.equal(statuses.filter((status) => status === 503).length, toBusy);
    });

    it('keeps the gateway’s probes and /metrics off the public site', async () => {
      const before = gateway.calls.length + busy.calls.length;
      for (const pathname of ['/metrics', '/health/ready', '/health/live']) {
        const answer = await fetch(url('pair', pathname));
        assert.doesNotMatch(await answer.text(), /http_request_duration_seconds|"status":"ready"/, pathname);
      }
      assert.equal(gateway.calls.length + busy.calls.length, before);
    });
  });
});
