/**
 * Debian's nginx with the repository's own config (deploy/nginx: portal.conf.template rendered by
 * render.sh, proxy.conf) in front of real gateway processes, as an operator runs them: started by
 * deploy/nginx/serve-gateways.mjs in a child process (an ES module jest does not load), stopped
 * with it. Used by topology.test.ts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { GATEWAY_ROOT, type GatewayProcess } from './gateway-process';

const SERVE = path.resolve(GATEWAY_ROOT, '..', 'deploy', 'nginx', 'serve-gateways.mjs');

export interface NginxProcess {
  /** nginx's site, e.g. http://127.0.0.1:41234 (the API bases under it). */
  url: string;
  /** Stops nginx and removes its temp prefix. */
  stop(): Promise<void>;
}

/** nginx with GATEWAY_UPSTREAM listing `gateways`, in their order; resolves once it answers. */
export function startNginx(gateways: GatewayProcess[]): Promise<NginxProcess> {
  const upstream = gateways.map((gateway) => new URL(gateway.url).host).join(',');
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, GATEWAY_UPSTREAM: upstream },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-gateways.mjs exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
