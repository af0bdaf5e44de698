// @postgres: a gateway process starting while PostgreSQL has no free connection, then SIGTERM
/**
 * A real gateway process (test/gateway-process.ts) whose DATABASE_URL leads through a small TCP
 * proxy the test controls: at first the proxy answers every connection as PostgreSQL does when its
 * connections are exhausted (FATAL 53300), and the gateway must wait and retry with back-off rather
 * than exit; then it forwards to the real server and the gateway comes up. Cut again, readiness
 * fails on the database and comes back with it. SIGTERM: readiness fails at once while the process
 * still answers, and it exits with 0.
 * PostgreSQL only (GATEWAY_TEST_DATABASE_URL): PGlite is one process's database.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Database } from './db/client';
import {
  databaseUrlOf,
  freePort,
  killAll,
  startGateway,
  until,
  type GatewayProcess,
} from './test/gateway-process';
import { seededPostgresDatabase } from './test/postgres-template';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

/** PostgreSQL's answer to a start-up when max_connections is reached (an ErrorResponse message). */
function tooManyConnections(): Buffer {
  const fields = Buffer.from('SFATAL\0VFATAL\0C53300\0Msorry, too many clients already\0\0');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

type Mode = 'exhausted' | 'forward' | 'cut';

/** A TCP proxy in front of `target`, in one of three modes the test switches. */
async function databaseProxy(target: URL) {
  let mode: Mode = 'exhausted';
  let attempts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    attempts += 1;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'cut') return void client.destroy();
    if (mode === 'exhausted') return void client.once('data', () => client.end(tooManyConnections()));
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    attempts: () => attempts,
    set(next: Mode) {
      mode = next;
      if (next === 'cut') for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const status = async (gateway: GatewayProcess, probe: string) => {
  const response = await fetch(`${gateway.url}${probe}`);
  return [response.status, ((await response.json()) as { status: string }).status];
};

(TEST_DATABASE_URL ? describe : describe.skip)('a gateway process and its database', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'));
  let db: Database;
  let close: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  const gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    ({ db, close } = await seededPostgresDatabase(TEST_DATABASE_URL!));
  }, 120_000);

  afterAll(async () => {
    await killAll(gateways);
    await proxy?.close();
    await close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('waits for a free connection at start, follows the database in readiness, and drains on SIGTERM', async () => {
    const direct = new URL(await databaseUrlOf(db, TEST_DATABASE_URL!));
    proxy = await databaseProxy(direct);
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const starting = startGateway(
      { DATABASE_URL: proxied.toString(), SHUTDOWN_DRAIN_SECONDS: '3' },
      path.join(scratch, 'uploads'),
    );
    // refused at least twice (a first try and one retry), then connections free up
    await until(proxy.attempts, (n) => n >= 2, 'the gateway to try the database twice', 30_000);
    proxy.set('forward');
    const gateway = await starting;
    gateways.push(gateway);
    expect(gateway.logs.filter((line) => line.msg === 'database not ready, retrying')).toContainEqual(
      expect.objectContaining({ code: '53300', attempt: 1 }),
    );
    expect(await status(gateway, '/health/ready')).toEqual([200, 'ready']);

    proxy.set('cut');
    expect(await status(gateway, '/health/ready')).toEqual([503, 'database']);
    expect(await status(gateway, '/health/live')).toEqual([200, 'ok']);
    proxy.set('forward');
    await until(
      () => status(gateway, '/health/ready'),
      ([code]) => code === 200,
      'readiness to come back with the database',
      30_000,
    );

    gateway.process.kill('SIGTERM');
    await until(
      () => status(gateway, '/health/ready'),
      ([code]) => code === 503,
      'readiness to fail after SIGTERM',
      5_000,
    );
    expect(await status(gateway, '/health/live')).toEqual([200, 'ok']);
    expect(await gateway.exited).toBe(0);
    expect(gateway.logs.map((line) => line.msg)).toContain('shutting down');
  }, 180_000);
});
