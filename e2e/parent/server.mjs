// A tiny parent platform for the embedding suites: serves this folder on its own origin.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));

export function startParentServer(port) {
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    // the single-spa page owns everything under /portal (the portal's router basename)
    const name = pathname.startsWith('/portal')
      ? 'single-spa.html'
      : pathname.replace(/^\/+/, '') || 'iframe.html';
    if (!/^[\w-]+\.html$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(dir, name));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
