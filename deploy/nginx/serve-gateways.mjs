#!/usr/bin/env node
// nginx with the images' config (portal.conf.template rendered by render.sh, proxy.conf) in front of
// the gateways listed in GATEWAY_UPSTREAM, for a test that drives the API through it as a browser
// would (gateway/src/topology.test.ts). The site serves a one-page placeholder dist: what is tested
// is the API bases. Prints one JSON line once nginx answers, `{"url":"http://127.0.0.1:<port>","pid":n}`,
// and stops nginx (removing its temp prefix) on SIGTERM, SIGINT or when its standard input closes
// (the test process ended).
//   GATEWAY_UPSTREAM=127.0.0.1:3101,127.0.0.1:3102 node deploy/nginx/serve-gateways.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveWithNginx } from './serve.mjs';

const upstream = process.env.GATEWAY_UPSTREAM;
if (!upstream) {
  console.error('serve-gateways.mjs: set GATEWAY_UPSTREAM (host:port, comma-separated)');
  process.exit(2);
}
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-gateways-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>\n');
const [first] = upstream.split(',');
const nginx = await serveWithNginx({
  gatewayPort: Number(first.split(':').pop()),
  sites: [{ name: 'portal', dist, env: { GATEWAY_UPSTREAM: upstream, EMBED_ALLOWED_ORIGINS: '' } }],
});
fs.rmSync(dist, { recursive: true, force: true });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await nginx.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('close', stop);
process.stdin.resume();
console.log(JSON.stringify({ url: nginx.url('portal'), pid: nginx.pid }));
