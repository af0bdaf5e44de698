#!/usr/bin/env node
// Zero-dependency static server for the host and the remotes.
//   node scripts/static-server.mjs --dir dist --port 3000 --spa [--api http://127.0.0.1:3100]
//   node scripts/static-server.mjs --dir dist --port 3001 --standalone
// Proxies the gateway's bases (same origin for the browser, apiBase ''), serves config.json and
// remotes.json beside the app (REMOTES_JSON / CONFIG_JSON env override the files in dist), gzips
// compressible files once and keeps them in memory, sends CORS for cross-origin manifest fetches.
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

function send(req, res, status, body, headers) {
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveFile(req, res, file) {
  const entry = readCached(file);
  const headers = {
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

function proxy(req, res, apiBase) {
  const target = new URL(req.url, apiBase);
  const headers = { ...req.headers, host: target.host };
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: req.method,
      headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode || 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
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
    if (override && isFile(override)) return serveFile(req, res, path.resolve(override));

    const file = safeJoin(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file && isFile(file)) return serveFile(req, res, file);

    // SPA fallback (host) and the remote's standalone dev shell: unknown extension-less paths get index.html.
    const index = path.join(root, 'index.html');
    if ((options.spa || options.standalone) && !path.extname(pathname) && isFile(index))
      return serveFile(req, res, index);
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
  createStaticServer(options).listen(options.port, options.host, () => {
    console.log(
      `static-server: ${path.resolve(options.dir)} on http://localhost:${options.port} (api -> ${options.api})`,
    );
  });
}
