/**
 * The static server (scripts/static-server.mjs) in front of a real gateway, as `npm start` runs
 * them: the client address the gateway sees (issue 16 part 2) and the headers of the host and of
 * each remote (part 3). The servers run as child processes on free ports; clients connect from
 * 127.0.0.2 and 127.0.0.3 (the loopback range) to be two real addresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../db/schema';
import { SETUP_TIMEOUT, createTestApp } from '../test/helper';

const STATIC_SERVER = path.resolve(__dirname, '../../../scripts/static-server.mjs');
const EMBED_ORIGIN = 'http://localhost:4000';
const REMOTES = {
  remote_orders: 'http://localhost:3001/mf-manifest.json',
  remote_finance: 'http://localhost:3002/mf-manifest.json',
  remote_service: 'http://localhost:3003/mf-manifest.json',
  remote_account: 'http://localhost:3004/mf-manifest.json',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Starts `node scripts/static-server.mjs <args> --port 0` and resolves with its URL. */
function startStaticServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STATIC_SERVER, ...args, '--port', '0'], {
      env: { ...process.env, EMBED_ALLOWED_ORIGINS: '', REMOTES_JSON: '', CONFIG_JSON: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.on('exit', (code) => reject(new Error(`static server exited (${code}): ${out}`)));
  });
}

/** A built app's folder: index.html with an inline <style> like the host's, an entry, runtime files. */
function appDir(name: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `static-${name}-`));
  const all: Record<string, string> = {
    'index.html': `<!doctype html><html><head><meta charset="utf-8"/><title>${name}</title><style>body{margin:0}</style><script defer="defer" src="main.js?1"></script></head><body><div id="root"></div></body></html>`,
    'main.js': 'console.log("main");',
    'remoteEntry.js': 'var x = 1;',
    'mf-manifest.json': '{"name":"x"}',
    'config.json': JSON.stringify({ apiBase: '', embedAllowedOrigins: [EMBED_ORIGIN] }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/** The directives of a Content-Security-Policy header: name -> sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectEveryAnswerHeaders(answer: Answer): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('the static server in front of the gateway', () => {
  let app: FastifyInstance;
  let gatewayUrl: string;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let host: string;

  beforeAll(async () => {
    // a low per-IP limit on the credential routes, as in production (the default test config lifts it)
    app = await createTestApp({ credentialRateLimit: 5 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const dir = appDir('host', { 'remotes.json': JSON.stringify(REMOTES) });
    dirs.push(dir);
    const server = await startStaticServer(['--dir', dir, '--spa', '--api', gatewayUrl]);
    children.push(server.child);
    host = server.url;
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await app?.close();
  });

  let attempt = 0;
  /** A wrong login of an account of its own (so the account's captcha never stops it) from an address. */
  const wrongLogin = (from: string, headers: Record<string, string> = {}) =>
    request(`${host}/customer-api/login`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ loginCode: `nobody-${from}-${(attempt += 1)}`, password: 'Wrong@1234' }),
    });

  /** The addresses the gateway recorded for the failed logins of the accounts tried from an address. */
  const ipsOf = async (from: string) =>
    (
      await app.db
        .select({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(like(loginAttempts.loginCode, `nobody-${from}-%`))
    ).map((row) => row.ip);

  describe('client address (issue 16 part 2)', () => {
    it('keys the throttle on the address it saw, whatever forwarding headers the client sends', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const answer = await wrongLogin('127.0.0.2', {
          'x-forwarded-for': `198.51.100.${i + 1}`,
          'x-real-ip': `203.0.113.${i + 1}`,
          forwarded: `for=192.0.2.${i + 1}`,
        });
        statuses.push(answer.status);
      }
      // every failure counted against 127.0.0.2 (the captcha and block counts), none against a fake one
      expect(await ipsOf('127.0.0.2')).toEqual(Array(5).fill('127.0.0.2'));
      // the per-IP limit (5 a minute) held although every request claimed another address
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });

    it('gives two real client addresses separate limits', async () => {
      // 127.0.0.2 is over its limit (previous test); 127.0.0.3 starts with its own
      expect((await wrongLogin('127.0.0.2')).status).toBe(429);
      const answer = await wrongLogin('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' });
      expect(answer.status).toBe(200);
      expect(await ipsOf('127.0.0.3')).toEqual(['127.0.0.3']);
    });
  });

  describe('headers of the host (issue 16 part 3)', () => {
    it('answers every page with a policy: own origins, a fresh style nonce, the embedding allowlist', async () => {
      for (const pathname of ['/', '/index.html', '/orderManagement', '/login?x=1']) {
        const answer = await request(`${host}${pathname}`);
        expect(answer.status).toBe(200);
        expectEveryAnswerHeaders(answer);
        expect(answer.headers['cache-control']).toBe('no-store');
        const csp = directives(answer.headers['content-security-policy'] as string);
        const remotes = Object.values(REMOTES).map((url) => new URL(url).origin);
        // the spec's local print helper on the shipper's computer may give its script too
        expect(csp['script-src']).toEqual([
          "'self'",
          ...remotes,
          'http://localhost:8000',
          'http://localhost:18000',
        ]);
        expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
        expect(csp['frame-ancestors']).toEqual(["'self'", EMBED_ORIGIN]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(answer.headers['content-security-policy']).not.toContain('unsafe-inline');
        expect(answer.headers['content-security-policy']).not.toContain('unsafe-eval');
        // the style nonce is the one written into the page for the app to read
        const nonce = /'nonce-([^']+)'/.exec(csp['style-src'].join(' '))?.[1];
        expect(nonce).toBeTruthy();
        expect(answer.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
        expect(answer.body).toContain(`<style nonce="${nonce}">`);
      }
      const [a, b] = await Promise.all([request(`${host}/`), request(`${host}/`)]);
      expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
    });

    it('sends nosniff and the referrer policy on scripts, runtime files, 404s and the proxied gateway', async () => {
      for (const pathname of ['/main.js', '/remotes.json', '/config.json', '/missing.js']) {
        const answer = await request(`${host}${pathname}`);
        expectEveryAnswerHeaders(answer);
      }
      const proxied = await request(`${host}/customer-api/captcha`);
      expect(proxied.status).toBe(200);
      expectEveryAnswerHeaders(proxied);
      expect(proxied.headers['cache-control']).toBe('no-store');
    });
  });

  describe.each(Object.entries(REMOTES))('headers of %s (standalone)', (name) => {
    let remote: string;
    beforeAll(async () => {
      const dir = appDir(name);
      dirs.push(dir);
      const server = await startStaticServer(['--dir', dir, '--standalone', '--api', gatewayUrl], {
        CONFIG_JSON: path.join(dir, 'config.json'),
      });
      children.push(server.child);
      remote = server.url;
    });

    it('answers its page with a policy and its files with nosniff', async () => {
      const page = await request(`${remote}/orderManagement`);
      expectEveryAnswerHeaders(page);
      const csp = directives(page.headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'", 'http://localhost:8000', 'http://localhost:18000']);
      expect(csp['frame-ancestors']).toEqual(["'self'", EMBED_ORIGIN]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/)]);
      for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
        const answer = await request(`${remote}${file}`);
        expect(answer.status).toBe(200);
        expectEveryAnswerHeaders(answer);
        // the host fetches the manifest and loads the entry from its own origin
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
    });
  });

  it('takes the embedding allowlist from EMBED_ALLOWED_ORIGINS, and forbids framing without one', async () => {
    const dir = appDir('env', { 'config.json': '{}' });
    dirs.push(dir);
    const listed = await startStaticServer(['--dir', dir, '--spa'], {
      EMBED_ALLOWED_ORIGINS: 'https://parent.example.co.id,http://localhost:4000',
    });
    const bare = await startStaticServer(['--dir', dir, '--spa']);
    children.push(listed.child, bare.child);
    const withList = await request(`${listed.url}/`);
    expect(directives(withList.headers['content-security-policy'] as string)['frame-ancestors']).toEqual([
      "'self'",
      'https://parent.example.co.id',
      'http://localhost:4000',
    ]);
    const without = await request(`${bare.url}/`);
    expect(directives(without.headers['content-security-policy'] as string)['frame-ancestors']).toEqual([
      "'self'",
    ]);
    expect(without.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('takes the print helper origins from PRINT_HELPER_ORIGINS, none when it is empty', async () => {
    const dir = appDir('printer', { 'config.json': '{}' });
    dirs.push(dir);
    const moved = await startStaticServer(['--dir', dir, '--spa'], {
      PRINT_HELPER_ORIGINS: 'http://127.0.0.1:8443, not a url',
    });
    const none = await startStaticServer(['--dir', dir, '--spa'], { PRINT_HELPER_ORIGINS: '' });
    children.push(moved.child, none.child);
    const scriptsOf = async (url: string) =>
      directives((await request(`${url}/`)).headers['content-security-policy'] as string)['script-src'];
    expect(await scriptsOf(moved.url)).toEqual(["'self'", 'http://127.0.0.1:8443']);
    expect(await scriptsOf(none.url)).toEqual(["'self'"]);
  });
});
