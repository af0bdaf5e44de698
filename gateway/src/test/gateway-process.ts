/**
 * Real gateway processes for the kill tests (domains/imports/import.kill.test.ts,
 * domains/downloads/download.export-kill.test.ts): each started from the sources with tsx (jest
 * runs before the build) through src/server.ts's own start-up, on the database the test gives,
 * with its pino lines parsed as they arrive; killed or stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const GATEWAY_ROOT = path.resolve(__dirname, '../..');

export interface GatewayProcess {
  url: string;
  process: ChildProcess;
  /** Pino lines of the process, parsed, as they arrive. */
  logs: Record<string, unknown>[];
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string | null>;
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Reads until `done` holds (every 50 ms), or throws after `timeoutMs` naming `what`. */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts a gateway process (migrate, listen, job queue) with `env` (the database: DATABASE_URL or
 * PGLITE_DIR) and waits for /health. Its job queue beats every second and polls every half
 * second, so a killed process's runs are retried within seconds.
 */
export async function startGateway(env: Record<string, string>, uploadDir: string): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: GATEWAY_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      UPLOAD_DIR: uploadDir,
      UPLOAD_URL_SECRET: 'kill-test',
      LOG_LEVEL: 'info',
      CREDENTIAL_RATE_LIMIT: '1000',
      SIMULATOR_INTERVAL: '0',
      JOB_HEARTBEAT_SECONDS: '1',
      JOB_POLLING_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line));
    } catch {
      errors.push(line);
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${port}`;
  let stopped: number | string | null | undefined;
  void exited.then((result) => (stopped = result));
  await until(
    async () => {
      if (stopped !== undefined) throw new Error(`gateway exited (${stopped}): ${errors.join('\n')}`);
      return fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    Boolean,
    'the gateway to answer /health',
    60_000,
  );
  return { url, process: child, logs, exited };
}

/** Kills what is still running of `gateways` (SIGKILL) and waits for every exit. */
export async function killAll(gateways: GatewayProcess[]): Promise<void> {
  for (const gateway of gateways) if (gateway.process.exitCode === null) gateway.process.kill('SIGKILL');
  await Promise.all(gateways.map((gateway) => gateway.exited));
}

/** The database name of a cloned test database, as a URL the gateway processes open. */
export async function databaseUrlOf(
  db: { execute(query: string): Promise<unknown> },
  serverUrl: string,
): Promise<string> {
  const result = (await db.execute('select current_database() as name')) as { rows: { name: string }[] };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0].name}`;
  return url.toString();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads its own data shape
export type Envelope = { code: number; msg: string; data: any };

/** POSTs `body` as JSON to `/customer-api/<route>` of `gateway` with `token`, in English. */
export async function postJson(
  gateway: GatewayProcess,
  token: string,
  route: string,
  body: object,
): Promise<Envelope> {
  const response = await fetch(`${gateway.url}/customer-api/${route}`, {
    method: 'POST',
    headers: { authToken: token, language: 'EN', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** Signs `loginCode` in on `gateway` with the demo password and answers the session token. */
export async function loginOn(gateway: GatewayProcess, loginCode = 'demo'): Promise<string> {
  const response = await fetch(`${gateway.url}/customer-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', language: 'EN' },
    body: JSON.stringify({ loginCode, password: 'Demo@12345' }),
  });
  const answer = (await response.json()) as Envelope;
  if (answer.code !== 1) throw new Error(`login: ${answer.msg}`);
  return answer.data.token;
}
