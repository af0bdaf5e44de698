// @postgres: Debian's nginx in front of three gateway processes on one PostgreSQL (issue 32)
/**
 * The deployment of README "Running several gateways", as an operator runs it: three gateway
 * processes from the sources (test/gateway-process.ts), each with an upload folder of its own (as on
 * three hosts), on one fresh PostgreSQL database, behind Debian's nginx with the repository's config
 * (deploy/nginx: the template rendered with GATEWAY_UPSTREAM listing the three, proxy.conf's
 * next-upstream rules; test/nginx-process.ts). Every call goes through nginx, as a browser's would:
 * log in, upload a file and read it back through every gateway, export through the download centre
 * and download the file, the login limit held across the gateways, one gateway killed (SIGKILL)
 * while calls keep coming, another stopped (SIGTERM) while it serves a download.
 * Which gateway answered a call is read from its log (the call's X-Request-Id). PostgreSQL only
 * (GATEWAY_TEST_DATABASE_URL): PGlite is one process's database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { DEMO_PASSWORD } from './db/seed/core';
import { t } from './i18n/messages';
import {
  databaseUrlOf,
  killAll,
  startGateway,
  until,
  type Envelope,
  type GatewayProcess,
} from './test/gateway-process';
import { startNginx, type NginxProcess } from './test/nginx-process';
import { seededPostgresDatabase } from './test/postgres-template';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;
/** The login limit a deployment has unless told otherwise (CREDENTIAL_RATE_LIMIT: 30 a minute). */
const LOGIN_LIMIT = loadConfig({}).credentialRateLimit;
const LOGINS = 100;
/** Seconds a stopped gateway keeps answering before it stops listening (SHUTDOWN_DRAIN_SECONDS). */
const DRAIN_SECONDS = 2;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One call over HTTP/1.1 to `url`, from `localAddress` (another loopback address is another client). */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Envelope;

/** A PNG by its signature (the upload checks content), `bytes` long: several 1 MiB chunks when large. */
function png(bytes: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, randomBytes(bytes - signature.length)]);
}

/** `data` as a browser's multipart upload of one file named `name`. */
function multipart(name: string, data: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----topology';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  };
}

(TEST_DATABASE_URL ? describe : describe.skip)('three gateways behind nginx on one PostgreSQL', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-'));
  let db: Database;
  let close: () => Promise<void>;
  let gateways: GatewayProcess[] = [];
  let nginx: NginxProcess;
  let token = '';
  const big = png(3 * 1024 * 1024 + 5);
  const small = png(2048);
  const links = { big: '', small: '' };

  const api = (route: string, body: object, headers: Record<string, string> = {}, localAddress?: string) =>
    call(`${nginx.url}/customer-api/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', language: 'EN', authToken: token, ...headers },
      body: Buffer.from(JSON.stringify(body)),
      localAddress,
    });
  /** The gateways whose log has a finished call with an X-Request-Id `ids` accepts. */
  const servedBy = (ids: (id: string) => boolean, status?: number) =>
    gateways
      .map((gateway, index) =>
        gateway.logs.some(
          (line) =>
            line.msg === 'request' &&
            typeof line.reqId === 'string' &&
            ids(line.reqId) &&
            (status === undefined || line.status === status),
        )
          ? index
          : -1,
      )
      .filter((index) => index >= 0);

  beforeAll(async () => {
    ({ db, close } = await seededPostgresDatabase(TEST_DATABASE_URL!));
    const databaseUrl = await databaseUrlOf(db, TEST_DATABASE_URL!);
    gateways = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        startGateway(
          {
            DATABASE_URL: databaseUrl,
            CREDENTIAL_RATE_LIMIT: String(LOGIN_LIMIT),
            // every export call goes to the download centre (a job on whichever gateway is free)
            EXPORT_INLINE_MAX_ROWS: '0',
            SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
            // a loaded CI machine may lag a gateway's event loop past a second: back-pressure is
            // http/back-pressure.test.ts's subject, not this one's (as testConfig)
            PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
          },
          path.join(scratch, name),
        ),
      ),
    );
    nginx = await startNginx(gateways);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await killAll(gateways);
    await close?.();
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('logs in, stores an upload through one gateway and serves it through every gateway', async () => {
    const login = json(await api('login', { loginCode: 'demo', password: DEMO_PASSWORD }));
    expect(login.code).toBe(1);
    token = login.data.token;
    for (const [name, data] of [
      ['big', big],
      ['small', small],
    ] as const) {
      const form = multipart(`${name}.png`, data);
      const answer = json(
        await call(`${nginx.url}/customer-api/file/upload`, {
          method: 'POST',
          headers: { ...form.headers, authToken: token, language: 'EN' },
          body: form.body,
        }),
      );
      expect(answer.code).toBe(1);
      links[name] = answer.data.url;
    }
    for (let i = 0; i < 12; i += 1) {
      const view = await call(`${nginx.url}${links.big}`, { headers: { 'X-Request-Id': `view-${i}` } });
      expect([view.status, view.headers['content-type'], view.headers['content-length']]).toEqual([
        200,
        'image/png',
        String(big.length),
      ]);
      expect(view.body.equals(big)).toBe(true);
    }
    // round robin: each of the three served some of the twelve (a gateway logs a call as it ends)
    await until(
      () => servedBy((id) => id.startsWith('view-'), 200),
      (served) => served.length === 3,
      'every gateway to log a view',
      10_000,
    );
    // the bytes are in the database, in no gateway's folder
    for (const name of ['a', 'b', 'c'])
      expect(fs.existsSync(path.join(scratch, name)) ? fs.readdirSync(path.join(scratch, name)) : []).toEqual(
        [],
      );
  });

  it('exports through the download centre and downloads the file through nginx, from every gateway', async () => {
    const queued = json(await api('order/manage/export', {}));
    expect(queued).toMatchObject({ code: 1, data: { status: 'QUEUED' } });
    const record = await until(
      async () =>
        (
          json(await api('download/list', { current: 1, size: 10 })).data.records as {
            id: number;
            status: string;
          }[]
        ).find((row) => row.id === queued.data.exportId),
      (row) => row?.status === 'COMPLETED' || row?.status === 'FAILED',
      'the export to finish',
      30_000,
    );
    expect(record).toMatchObject({ status: 'COMPLETED', rowCount: expect.any(Number) });
    const files: Buffer[] = [];
    for (let i = 0; i < 3; i += 1) {
      const link = json(await api('download/record', { id: queued.data.exportId }));
      expect(link.code).toBe(1);
      const file = await call(`${nginx.url}${link.data.url}`, { headers: { 'X-Request-Id': `export-${i}` } });
      expect(file.status).toBe(200);
      files.push(file.body);
    }
    expect(files[1].equals(files[0]) && files[2].equals(files[0])).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files[0] as unknown as ArrayBuffer);
    const rows = workbook.worksheets.reduce((sum, sheet) => sum + sheet.rowCount - 1, 0);
    expect(rows).toBe((record as unknown as { rowCount: number }).rowCount);
    expect(rows).toBeGreaterThan(0);
    await until(
      () => servedBy((id) => id.startsWith('export-'), 200),
      (served) => served.length === 3,
      'every gateway to log a download',
      10_000,
    );
  });

  it(`lets exactly ${LOGIN_LIMIT} of ${LOGINS} logins from one address in a minute through, across the gateways`, async () => {
    // another loopback address: another client, so the logins above count for nothing here
    const answers = await Promise.all(
      Array.from({ length: LOGINS }, (_, i) =>
        api(
          'login',
          { loginCode: 'demo', password: DEMO_PASSWORD },
          { 'X-Request-Id': `login-${i}` },
          '127.0.0.2',
        ),
      ),
    );
    const passed = answers.filter((answer) => answer.status === 200 && json(answer).code === 1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect([passed.length, refused.length]).toEqual([LOGIN_LIMIT, LOGINS - LOGIN_LIMIT]);
    expect(json(refused[0])).toEqual({ code: 429, msg: t('en', 'error.tooManyRequests'), data: null });
    // one count shared by every gateway: each let some through, none its own 30
    const passedOn = await until(
      () => servedBy((id) => id.startsWith('login-'), 200),
      (served) => served.length === 3,
      'every gateway to log a login that passed',
      10_000,
    );
    expect(passedOn).toEqual([0, 1, 2]);
  });

  /** Views of the small upload through nginx by `workers` loops until `stop()`; each answer's status and bytes. */
  function viewTraffic(workers: number) {
    const results: { status: number; same: boolean }[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async () => {
      while (running) {
        const view = await call(`${nginx.url}${links.small}`).catch(() => ({
          status: 0,
          body: Buffer.alloc(0),
        }));
        results.push({ status: view.status, same: view.body.equals(small) });
      }
    });
    return {
      results,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return results;
      },
    };
  }

  it('keeps answering through the other gateways when one is killed (SIGKILL) mid-traffic', async () => {
    const traffic = viewTraffic(6);
    await until(
      () => traffic.results.length,
      (n) => n >= 30,
      'views before the kill',
      20_000,
    );
    gateways[0].process.kill('SIGKILL');
    expect(await gateways[0].exited).toBe('SIGKILL');
    const atKill = traffic.results.length;
    await until(
      () => traffic.results.length,
      (n) => n >= atKill + 60,
      'views after the kill',
      20_000,
    );
    const results = await traffic.stop();
    // a view the dead gateway could not take went to the next one (proxy_next_upstream error)
    expect(results.filter((result) => result.status !== 200 || !result.same)).toEqual([]);
    // a POST is never sent twice, but one that reached no gateway is: the calls after the death pass
    for (let i = 0; i < 6; i += 1)
      expect(json(await api('download/list', { current: 1, size: 1 })).code).toBe(1);
  });

  it('a gateway told to stop (SIGTERM) fails readiness at once, finishes the upload in flight, and exits', async () => {
    const stopping = gateways[1];
    // an upload in flight on that gateway: its headers and the first half of its body now, the
    // rest once the gateway has stopped listening
    const form = multipart('in-flight.png', big);
    const half = Math.floor(form.body.length / 2);
    const upload = http.request(`${stopping.url}/customer-api/file/upload`, {
      method: 'POST',
      headers: {
        ...form.headers,
        authToken: token,
        language: 'EN',
        'Content-Length': String(form.body.length),
      },
      agent: false,
    });
    const answered = new Promise<Answer>((resolve, reject) => {
      upload.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      upload.on('error', reject);
    });
    await new Promise<void>((resolve, reject) =>
      upload.write(form.body.subarray(0, half), (error) => (error ? reject(error) : resolve())),
    );
    const traffic = viewTraffic(4);
    stopping.process.kill('SIGTERM');
    const probe = async (route: string) => {
      const answer = await call(`${stopping.url}${route}`);
      return [answer.status, JSON.parse(answer.body.toString()).status];
    };
    expect(await probe('/health/ready')).toEqual([503, 'draining']);
    expect(await probe('/health/live')).toEqual([200, 'ok']);
    // past the drain it stops listening (nginx sends its share to the last gateway), but waits for
    // the upload in flight
    await new Promise((resolve) => setTimeout(resolve, (DRAIN_SECONDS + 1) * 1000));
    await expect(call(`${stopping.url}/health/live`)).rejects.toThrow(/ECONNREFUSED/);
    expect(stopping.process.exitCode).toBeNull();
    upload.end(form.body.subarray(half));
    const stored = json(await answered);
    expect(stored.code).toBe(1);
    expect(await stopping.exited).toBe(0);
    // what it stored is served by the last gateway
    const view = await call(`${nginx.url}${stored.data.url}`);
    expect([view.status, view.body.equals(big)]).toEqual([200, true]);
    const results = await traffic.stop();
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.status !== 200 || !result.same)).toEqual([]);
    for (let i = 0; i < 4; i += 1)
      expect(json(await api('download/list', { current: 1, size: 1 })).code).toBe(1);
  });
});
