#!/usr/bin/env node
// Zero-dependency static server for the host and the remotes (over 300 lines: one small server whose
// proxy, gzip cache, runtime files and security headers share its request handler; no framework).
//   node scripts/static-server.mjs --dir dist --port 3000 --spa [--api http://127.0.0.1:3100]
//   node scripts/static-server.mjs --dir dist --port 3001 --standalone
// Proxies the gateway's bases (same origin for the browser, apiBase ''), serves config.json and
// remotes.json beside the app (REMOTES_JSON / CONFIG_JSON env override the files in dist), gzips
// compressible files once and keeps them in memory, sends CORS for cross-origin manifest fetches.
// Security (ARCHITECTURE §10, §11): the proxied requests carry the peer address this server saw as
// X-Forwarded-For (a client's own forwarding headers are dropped, so it cannot pick its rate-limit
// key); every HTML answer gets a Content-Security-Policy with a fresh nonce (see htmlPolicy), every
// answer nosniff and a Referrer-Policy.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

function parseArgs(argv) {
  const args = {
    dir: 'dist',
    port: 3000,
    spa: false,
    standalone: false,
    api: process.env.GATEWAY_URL || 'http://127.0.0.1:3100',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => argv[++i];
    if (arg === '--dir') args.dir = next();
    else if (arg === '--port') args.port = Number(next());
    else if (arg === '--spa') args.spa = true;
    else if (arg === '--standalone') args.standalone = true;
    else if (arg === '--api') args.api = next();
    else if (arg === '--host') args.host = next();
  }
  return args;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.ts']);
const PROXY_PREFIXES = ['/customer-api', '/readonly-api', '/report-api', '/openapi.json'];
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpe?g|webp)$/;

function cacheControl(file) {
  const base = path.basename(file);
  // html, json (config.json, remotes.json, mf-manifest.json) and unhashed entries (main.js, remoteEntry.js)
  if (/\.(html|json)$/.test(base) || !HASHED.test(base)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

/** Files served from memory: raw bytes and their gzip, keyed by absolute path, checked by mtime. */
const cache = new Map();
function readCached(file) {
  const stat = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
  const raw = fs.readFileSync(file);
  const ext = path.extname(file);
  const gzip = COMPRESSIBLE.has(ext) && raw.length > 512 ? zlib.gzipSync(raw, { level: 9 }) : null;
  const entry = {
    raw,
    gzip,
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    etag: `"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
  };
  cache.set(file, entry);
  return entry;
}

/** Sent with every answer, the proxied gateway answers included (ARCHITECTURE §11). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function send(req, res, status, body, headers) {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveFile(req, res, file) {
  const entry = readCached(file);
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[path.extname(file)] || 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    'Access-Control-Allow-Origin': '*',
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === entry.etag) return send(req, res, 304, undefined, headers);
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
  if (entry.gzip && acceptsGzip) {
    return send(req, res, 200, entry.gzip, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': entry.gzip.length,
    });
  }
  return send(req, res, 200, entry.raw, { ...headers, 'Content-Length': entry.raw.length });
}

/** Forwarding headers a client could send to choose the address or origin the gateway believes. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];

/** The peer address of a request as the gateway should see it ('::ffff:127.0.0.2' -> '127.0.0.2'). */
export function peerAddress(req) {
  const address = req.socket.remoteAddress || '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The headers sent to the gateway: the client's, without any forwarding header it sent, and with
 * X-Forwarded-For set to the address this server saw (overwritten, never appended: the gateway
 * trusts this server, so whatever the client wrote there would become its address).
 */
export function upstreamHeaders(req, targetHost) {
  const headers = { ...req.headers, host: targetHost };
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = peerAddress(req);
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  return headers;
}

/** `http://localhost:3001/mf-manifest.json` -> `http://localhost:3001`; null for anything but http(s). */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');

/** Where the spec's local print helper serves CLodopfuncs.js (remote-orders/src/common/localPrinter.ts). */
export const DEFAULT_PRINT_HELPER_ORIGINS = ['http://localhost:8000', 'http://localhost:18000'];

/**
 * The print helper's origins the policy allows scripts from: PRINT_HELPER_ORIGINS (comma-separated;
 * empty allows none), else the spec's two local ports.
 */
export function printHelperOrigins(env = process.env) {
  if (env.PRINT_HELPER_ORIGINS === undefined) return DEFAULT_PRINT_HELPER_ORIGINS;
  return env.PRINT_HELPER_ORIGINS.split(',')
    .map((origin) => originOf(origin.trim()))
    .filter(Boolean);
}

/**
 * The Content-Security-Policy of an HTML answer (ARCHITECTURE §11). Scripts come from the portal's
 * own origins only: this server and the remotes of remotes.json (their entries, chunks and assets
 * load from there, their manifests are fetched). Styles from this origin and the answer's nonce:
 * antd's CSS-in-JS writes <style> elements, which the host tags with the nonce it reads from the
 * page (host/src/cspNonce.ts), so no 'unsafe-inline'. The API is proxied by this server ('self');
 * an absolute apiBase in config.json is added to connect-src. `frame-ancestors` is this origin and
 * the embedding allowlist (EMBED_ALLOWED_ORIGINS, else config.json's embedAllowedOrigins). The
 * spec's local print helper serves its script on the shipper's own computer (ports 8000 and
 * 18000): those origins may give scripts too (PRINT_HELPER_ORIGINS, see printHelperOrigins).
 * @example
 * htmlPolicy({ nonce: 'abc', scriptOrigins: ['http://localhost:3001'], frameAncestors: ['http://localhost:4000'] });
 */
export function htmlPolicy({
  nonce,
  scriptOrigins = [],
  connectOrigins = [],
  frameAncestors = [],
  printHelperOrigins = [],
}) {
  return [
    "default-src 'self'",
    `script-src ${unique("'self'", scriptOrigins, printHelperOrigins)}`,
    `style-src ${unique("'self'", `'nonce-${nonce}'`)}`,
    `img-src ${unique("'self'", 'data:', 'blob:', scriptOrigins)}`,
    `font-src ${unique("'self'", 'data:', scriptOrigins)}`,
    `connect-src ${unique("'self'", scriptOrigins, connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${unique("'self'", frameAncestors)}`,
  ].join('; ');
}

/**
 * The page with the answer's nonce on its <script> and <style> elements, and a
 * `<meta property="csp-nonce" nonce>` the app reads at start-up to tag the styles it writes.
 */
export function withNonce(html, nonce) {
  return html
    .replace(/<(script|style)\b/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}" />`);
}

function proxy(req, res, apiBase) {
  const target = new URL(req.url, apiBase);
  const headers = upstreamHeaders(req, target.host);
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: req.method,
      headers,
    },
    (answer) => {
      const headers = { ...answer.headers };
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        if (!headers[name.toLowerCase()]) headers[name.toLowerCase()] = value;
      res.writeHead(answer.statusCode || 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(502, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, msg: `gateway unavailable: ${error.message}`, data: null }));
  });
  req.pipe(upstream);
}

function safeJoin(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.normalize(path.join(root, decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

export function createStaticServer(options) {
  const root = path.resolve(options.dir);
  const overrides = {
    '/remotes.json': process.env.REMOTES_JSON,
    '/config.json': process.env.CONFIG_JSON,
  };
  const runtimeFile = (name) => {
    const override = overrides[name];
    if (override && isFile(override)) return path.resolve(override);
    const file = path.join(root, name);
    return isFile(file) ? file : null;
  };
  const runtimeJson = (name) => {
    const file = runtimeFile(name);
    if (!file) return undefined;
    try {
      return JSON.parse(readCached(file).raw.toString('utf8'));
    } catch {
      return undefined;
    }
  };
  /** What the policy allows, read from the runtime files on each page load (they are cached by mtime). */
  const policySources = () => {
    const remotes = runtimeJson('/remotes.json');
    const config = runtimeJson('/config.json') ?? {};
    const entries = remotes && typeof remotes === 'object' ? Object.values(remotes) : [];
    const embed = process.env.EMBED_ALLOWED_ORIGINS
      ? process.env.EMBED_ALLOWED_ORIGINS.split(',')
      : Array.isArray(config.embedAllowedOrigins)
        ? config.embedAllowedOrigins
        : [];
    return {
      scriptOrigins: entries.map((entry) => originOf(typeof entry === 'string' ? entry : entry?.entry)),
      connectOrigins: [config.apiBase, config.analyticsUrl].map((url) =>
        typeof url === 'string' ? originOf(url) : null,
      ),
      frameAncestors: embed.map((origin) => originOf(String(origin).trim())),
      printHelperOrigins: printHelperOrigins(),
    };
  };
  const serveHtml = (req, res, file) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const sources = policySources();
    const body = Buffer.from(withNonce(readCached(file).raw.toString('utf8'), nonce));
    const headers = {
      'Content-Type': CONTENT_TYPES['.html'],
      // the nonce changes with every answer: a cached page would carry a stale one
      'Cache-Control': 'no-store',
      'Content-Security-Policy': htmlPolicy({ nonce, ...sources }),
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      // browsers without frame-ancestors: only when no other origin may frame the portal
      ...(sources.frameAncestors.some(Boolean) ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    };
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '') && body.length > 512;
    const payload = gzip ? zlib.gzipSync(body) : body;
    return send(req, res, 200, payload, {
      ...headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': payload.length,
    });
  };
  const serve = (req, res, file) =>
    path.extname(file) === '.html' ? serveHtml(req, res, file) : serveFile(req, res, file);

  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    if (PROXY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
      return proxy(req, res, options.api);
    if (req.method === 'OPTIONS') {
      return send(req, res, 204, undefined, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(req, res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    if (pathname === '/health')
      return send(req, res, 200, '{"status":"ok"}', { 'Content-Type': CONTENT_TYPES['.json'] });

    const override = overrides[pathname];
    if (override && isFile(override)) return serve(req, res, path.resolve(override));

    const file = safeJoin(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file && isFile(file)) return serve(req, res, file);

    // SPA fallback (host) and the remote's standalone dev shell: unknown extension-less paths get index.html.
    const index = path.join(root, 'index.html');
    if ((options.spa || options.standalone) && !path.extname(pathname) && isFile(index))
      return serveHtml(req, res, index);
    return send(req, res, 404, 'not found', {
      'Content-Type': CONTENT_TYPES['.txt'],
      'Access-Control-Allow-Origin': '*',
    });
  });
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  const server = createStaticServer(options).listen(options.port, options.host, () => {
    // the port it got (--port 0 picks a free one, as the tests do)
    console.log(
      `static-server: ${path.resolve(options.dir)} on http://localhost:${server.address().port} (api -> ${options.api})`,
    );
  });
}
