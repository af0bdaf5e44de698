// Over 300 lines: every environment variable of the gateway with its check, default and meaning, in
// one place (ARCHITECTURE §14: configuration validated with zod at start-up).
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { IMPORT_LIMIT_ENV, type ImportLimits } from './lib/xlsx-read/limits';

/** Everything the gateway reads from its environment, resolved once at start-up. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** When set, PostgreSQL through node-postgres; otherwise PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** A folder, or `memory://` for an in-memory database (tests). */
  pgliteDir: string;
  /**
   * Connections this gateway keeps to PostgreSQL at most (DATABASE_POOL_SIZE, 20): 10 held the order
   * and COD pages to a fraction of what the database serves at 50 users. Replicas times this must
   * stay under the server's max_connections.
   */
  databasePoolSize: number;
  /** Connections of the job pool (exports, imports, mails: DATABASE_JOB_POOL_SIZE, 5), beside the requests' pool. */
  databaseJobPoolSize: number;
  /** How long a request waits for a free connection before it answers 503 (DATABASE_ACQUIRE_TIMEOUT_MS, 5000). */
  databaseAcquireTimeoutMs: number;
  /** PostgreSQL's statement_timeout of the requests' statements (DATABASE_STATEMENT_TIMEOUT_MS, 15000). */
  databaseStatementTimeoutMs: number;
  /** statement_timeout of the jobs' statements (DATABASE_JOB_STATEMENT_TIMEOUT_MS, 600000). */
  databaseJobStatementTimeoutMs: number;
  /** A request not answered within this many seconds answers 503 (REQUEST_TIMEOUT_SECONDS, 120). */
  requestTimeoutSeconds: number;
  /** 503 to every request while the event loop lags more than this (PRESSURE_MAX_EVENT_LOOP_DELAY_MS, 1000; 0 = off; off on PGlite, whose statements run on the event loop). */
  pressureMaxEventLoopDelayMs: number;
  /** 503 to every request while more than this many wait for a connection (PRESSURE_MAX_POOL_WAITING, 100; 0 = off). */
  pressureMaxPoolWaiting: number;
  /** The Retry-After of a 503 (RETRY_AFTER_SECONDS, 5). */
  retryAfterSeconds: number;
  /**
   * Where Prometheus scrapes `GET /metrics` (METRICS_LISTEN): '' (default) on the gateway's own
   * port; `host:port` (e.g. `0.0.0.0:9464`) on a listener of its own, and not on the gateway's port.
   */
  metricsListen: string;
  smtpUrl?: string;
  portalUrl: string;
  /** Exposes test-only routes (captcha answers). Never on by default. */
  testHooks: boolean;
  /**
   * The development mailbox (mail/dev-mailbox.ts): `GET /dev/mailbox` lists the last mails of the
   * outbox table, and each mail's subject and code line is logged. Only without SMTP_URL, outside
   * NODE_ENV=production, and in development or demo mode: GATEWAY_SEED=1 (`npm start`) or
   * DEV_MAILBOX=1 (`npm run dev` in gateway/); DEV_MAILBOX=0 turns it off.
   */
  devMailbox: boolean;
  corsOrigins: string[];
  /** Global switch: every login needs a captcha. */
  captchaAlways: boolean;
  /** Requests per minute per IP on the credential routes (login, codes, captcha). */
  credentialRateLimit: number;
  logLevel: string;
  /**
   * Proxies whose X-Forwarded-For is believed, for per-IP throttling (TRUST_PROXY): addresses, CIDR
   * ranges or `loopback`, comma-separated; '' or `none` believes no one. Default: the loopback
   * addresses the host's static server connects from (it overwrites the header, never passes a
   * client's through). See security/http-headers.ts parseTrustProxy.
   */
  trustProxy: string;
  /**
   * Where files (uploads, imports, exports, labels) live (FILE_STORAGE): 'database' (tables
   * file_objects/file_object_chunks, readable by every gateway on it), 'disk' (uploadDir, one
   * gateway only) or 'auto' (default: the database on PostgreSQL, disk on PGlite).
   */
  fileStorage: 'auto' | 'database' | 'disk';
  /** The largest object the database storage takes (FILE_STORAGE_MAX_MB, 1024), in bytes. */
  fileStorageMaxBytes: number;
  /** Folder of the local-disk file storage (uploads) and of the exports' temporary files. */
  uploadDir: string;
  /**
   * HMAC secret of the signed file view URLs. When UPLOAD_URL_SECRET is unset ('') the storage
   * keeps a random one where the files are: in the database (table gateway_secrets, shared by every
   * gateway) or in `<uploadDir>/.url-secret`, so links survive a restart.
   */
  uploadUrlSecret: string;
  /** How long a signed file view URL stays valid, in seconds. */
  uploadUrlTtlSeconds: number;
  /** Demo courier: move open orders one step every N seconds inside the gateway; 0 = off. */
  simulatorIntervalSeconds: number;
  /** Serves the API documentation at /docs (API_DOCS=0 turns it off, e.g. in production). */
  apiDocs: boolean;
  // Job queue (jobs/queue.ts) and download centre (domains/downloads): settings, not literals.
  /**
   * The job queue with the app: 'work' (default), 'send' (queue jobs, work none here: tools and
   * tests driving gateway processes) or 'off' (JOBS=0, e.g. the OpenAPI generator, no database).
   */
  jobs: 'work' | 'send' | 'off';
  /**
   * How long one plugin may take to start before the gateway gives up (START_TIMEOUT_SECONDS, 60):
   * Fastify's 10 s default failed busy machines (two gateways booting on a loaded CI host) while a
   * real hang is still reported.
   */
  startTimeoutSeconds: number;
  /** Seconds readiness answers 503 after SIGTERM before the gateway stops listening (SHUTDOWN_DRAIN_SECONDS, 0). */
  shutdownDrainSeconds: number;
  /** After SIGTERM the process exits within this many seconds, finished or not (SHUTDOWN_TIMEOUT_SECONDS, 20). */
  shutdownTimeoutSeconds: number;
  jobPollingSeconds: number;
  jobHeartbeatSeconds: number;
  jobWorkersPerKind: number;
  /** Exports running at once per account; the next ones wait (QUEUED). */
  exportMaxRunning: number;
  exportWorkers: number;
  /** Validity of a download link, re-signed on each click. */
  exportLinkTtlSeconds: number;
  /** Days an export file is kept before the expiry job removes it. */
  exportRetentionDays: number;
  /** Data rows per sheet: the xlsx limit of 1,048,576 rows less the header. */
  exportSheetRows: number;
  /** Seconds an export over the account's running limit waits before it asks again. */
  exportSlotWaitSeconds: number;
  /** Cron (UTC) of the job that removes expired export files. */
  exportExpiryCron: string;
  /**
   * Rows an export call still streams straight back (EXPORT_INLINE_MAX_ROWS, 1000); a larger export
   * is queued in the download centre.
   */
  exportInlineMaxRows: number;
  /** Notifications older than this many days are purged (NOTIFICATION_RETENTION_DAYS, 90). */
  notificationRetentionDays: number;
  /**
   * Code of the privacy agreement every user must accept (its newest version) before anything else
   * answers (PRIVACY_AGREEMENT_CODE, default PRIVACY); '' or `none` turns the gate off.
   */
  privacyAgreementCode: string;
  /** Cron (UTC) of the job that purges notifications past their retention (daily). */
  notificationPurgeCron: string;
  /** First back-off of a failed mail hand-over (doubling on each retry). */
  mailRetrySeconds: number;
  /** First back-off of a failed import insert run (doubling on each retry). */
  importRetrySeconds: number;
  /** The courier as the seller on its invoices (monthly statements): INVOICE_SELLER_* settings. */
  invoiceSeller: InvoiceSeller;
  /** Seeds the demo data at start (GATEWAY_SEED=1: `npm start`, the end-to-end suite). */
  seed: boolean;
  /** NODE_ENV as given ('' when unset): 'production' hides development aids. */
  nodeEnv: string;
}

/** The seller block of an invoice: legal name, address, NPWP, and the bank the buyer pays into. */
export interface InvoiceSeller {
  name: string;
  address: string;
  /** 16 digits (or NITKU). */
  npwp: string;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
}

/** gateway/.data/pglite, from both src/ and dist/. */
export const DEFAULT_PGLITE_DIR = path.resolve(__dirname, '..', '.data', 'pglite');

/** gateway/.data/uploads, from both src/ and dist/. */
export const DEFAULT_UPLOAD_DIR = path.resolve(__dirname, '..', '.data', 'uploads');

/**
 * A setting the gateway cannot start with. Its message is one line naming each variable at fault,
 * e.g. `invalid configuration: JOBS must be one of work, send, 0 (got "sned")`.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

// An empty variable counts as unset (compose passes `${NAME-}` as ''), except where '' means
// something of its own (TRUST_PROXY, PRIVACY_AGREEMENT_CODE, UPLOAD_URL_SECRET: read raw below).
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number in [min, max], `fallback` when unset. */
const whole = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d+$/, { error: 'must be a whole number' })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, { error: `must be at least ${min}` })
            .max(max, { error: `must be at most ${max}` }),
        )
        .optional(),
    )
    .transform((value) => value ?? fallback);

/** A number (decimals allowed) in [min, max], `fallback` when unset. */
const decimal = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'must be a number' })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, { error: `must be at least ${min}` })
            .max(max, { error: `must be at most ${max}` }),
        )
        .optional(),
    )
    .transform((value) => value ?? fallback);

const FLAGS: Record<string, boolean> = { '1': true, true: true, yes: true, on: true };
for (const off of ['0', 'false', 'no', 'off']) FLAGS[off] = false;
/** 1/0 (or true/false, yes/no, on/off); undefined when unset. */
const flag = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value in FLAGS, { error: 'must be 1 or 0' })
    .transform((value) => FLAGS[value])
    .optional(),
);

const text = z.preprocess(blank, z.string().trim().optional());

/** One of `values`, `fallback` when unset. */
const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .refine((value): value is T => (values as readonly string[]).includes(value), {
          error: `must be one of ${values.join(', ')}`,
        })
        .optional(),
    )
    .transform((value) => (value as T | undefined) ?? fallback);

const httpUrl = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'must be an http(s) URL',
    })
    .optional(),
);

/** Five (or six, with seconds) cron fields. */
const cron = (fallback: string) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\S+(\s+\S+){4,5}$/, { error: 'must be a cron expression of 5 fields' })
        .optional(),
    )
    .transform((value) => value ?? fallback);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the gateway reads, checked and with its default (README: Environment variables). */
const environment = z.object({
  NODE_ENV: text,
  GATEWAY_PORT: whole(3100, 0, 65_535),
  GATEWAY_HOST: text,
  DATABASE_URL: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
        error: 'must be a postgres:// URL',
      })
      .optional(),
  ),
  PGLITE_DIR: text,
  DATABASE_POOL_SIZE: whole(20, 1, 10_000),
  DATABASE_JOB_POOL_SIZE: whole(5, 1, 10_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: whole(5000, 1),
  DATABASE_STATEMENT_TIMEOUT_MS: whole(15_000, 0),
  DATABASE_JOB_STATEMENT_TIMEOUT_MS: whole(600_000, 0),
  REQUEST_TIMEOUT_SECONDS: decimal(120, 0.1),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: whole(1000, 0),
  PRESSURE_MAX_POOL_WAITING: whole(100, 0),
  RETRY_AFTER_SECONDS: whole(5, 1, 3600),
  METRICS_LISTEN: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, {
        error: 'must be host:port (e.g. 0.0.0.0:9464)',
      })
      .refine((value) => Number(value.slice(value.lastIndexOf(':') + 1)) <= 65_535, {
        error: 'must be host:port (e.g. 0.0.0.0:9464)',
      })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine(URL.canParse, { error: 'must be a URL (smtp://user:pass@host:port)' })
      .optional(),
  ),
  PORTAL_URL: httpUrl,
  GATEWAY_TEST_HOOKS: flag,
  GATEWAY_SEED: flag,
  DEV_MAILBOX: flag,
  CORS_ORIGINS: z.preprocess(
    blank,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine((origins) => origins.every((origin) => URL.canParse(origin)), {
        error: 'must be a comma-separated list of origins (http://host:port)',
      })
      .optional(),
  ),
  CAPTCHA_ALWAYS: flag,
  CREDENTIAL_RATE_LIMIT: whole(30, 1),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  FILE_STORAGE: oneOf(['auto', 'database', 'disk'], 'auto'),
  FILE_STORAGE_MAX_MB: whole(1024, 1, 1_048_576),
  UPLOAD_DIR: text,
  UPLOAD_URL_TTL: whole(3600, 1),
  SIMULATOR_INTERVAL: whole(0, 0),
  API_DOCS: flag,
  JOBS: oneOf(['work', 'send', '0'], 'work'),
  START_TIMEOUT_SECONDS: whole(60, 1),
  SHUTDOWN_DRAIN_SECONDS: whole(0, 0, 20),
  SHUTDOWN_TIMEOUT_SECONDS: whole(20, 1, 300),
  JOB_POLLING_SECONDS: decimal(2, 0.5),
  JOB_HEARTBEAT_SECONDS: decimal(10, 1),
  JOB_WORKERS: whole(2, 1),
  EXPORT_MAX_RUNNING: whole(5, 1),
  EXPORT_WORKERS: whole(3, 1),
  EXPORT_LINK_TTL: whole(900, 1),
  EXPORT_RETENTION_DAYS: whole(7, 1),
  EXPORT_SHEET_ROWS: whole(1_048_575, 1, 1_048_575),
  EXPORT_SLOT_WAIT: whole(5, 1),
  EXPORT_EXPIRY_CRON: cron('0 * * * *'),
  EXPORT_INLINE_MAX_ROWS: whole(1000, 0),
  NOTIFICATION_RETENTION_DAYS: whole(90, 1),
  NOTIFICATION_PURGE_CRON: cron('30 17 * * *'),
  MAIL_RETRY_SECONDS: whole(10, 0),
  IMPORT_RETRY_SECONDS: whole(5, 0),
  INVOICE_SELLER_NAME: text,
  INVOICE_SELLER_ADDRESS: text,
  INVOICE_SELLER_NPWP: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{15,22}$/, { error: 'must be 15 to 22 digits (NPWP or NITKU)' })
      .optional(),
  ),
  INVOICE_SELLER_BANK: text,
  INVOICE_SELLER_BANK_ACCOUNT: text,
  INVOICE_SELLER_BANK_HOLDER: text,
  ...(Object.fromEntries(
    Object.values(IMPORT_LIMIT_ENV).map((name) => [
      name,
      z.preprocess(
        blank,
        z
          .string()
          .trim()
          .regex(/^[1-9]\d*$/, { error: 'must be a whole number of at least 1' })
          .transform(Number)
          .optional(),
      ),
    ]),
  ) as Record<string, z.ZodType<number | undefined>>),
});

/** `NAME must ... (got "value")` for each problem of `env`. */
function problemsOf(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const raw = env[name];
    return raw === undefined
      ? `${name} ${issue.message}`
      : `${name} ${issue.message} (got ${JSON.stringify(raw)})`;
  });
}

/**
 * The gateway's settings from `env`, each variable checked once here: a wrong number, an unknown
 * mode or a missing required secret throws a ConfigError naming the variable (server.ts prints its
 * one line and stops). No other module reads the environment.
 *
 * @example
 * loadConfig({ JOBS: 'send' }).jobs; // 'send'
 * loadConfig({ JOB_WORKERS: 'two' }); // throws: invalid configuration: JOB_WORKERS must be a whole number (got "two")
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error, env));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const uploadUrlSecret = env.UPLOAD_URL_SECRET ?? '';
  // Several gateways on one database (what production with DATABASE_URL is) must sign file links
  // with one secret: a random one per gateway makes every other gateway's links fail.
  if (production && e.DATABASE_URL && uploadUrlSecret.trim().length < 16)
    throw new ConfigError([
      `UPLOAD_URL_SECRET is required (at least 16 characters, the same on every gateway) when NODE_ENV=production and DATABASE_URL is set`,
    ]);
  const importLimits: Partial<ImportLimits> = {};
  for (const [key, name] of Object.entries(IMPORT_LIMIT_ENV) as [keyof ImportLimits, string][]) {
    const value = (e as Record<string, unknown>)[name];
    if (typeof value === 'number') importLimits[key] = value;
  }
  const seed = e.GATEWAY_SEED === true;
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR ?? DEFAULT_PGLITE_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseJobPoolSize: e.DATABASE_JOB_POOL_SIZE,
    databaseAcquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseJobStatementTimeoutMs: e.DATABASE_JOB_STATEMENT_TIMEOUT_MS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    pressureMaxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    pressureMaxPoolWaiting: e.PRESSURE_MAX_POOL_WAITING,
    retryAfterSeconds: e.RETRY_AFTER_SECONDS,
    metricsListen: e.METRICS_LISTEN ?? '',
    smtpUrl: e.SMTP_URL,
    portalUrl: (e.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    testHooks: e.GATEWAY_TEST_HOOKS === true,
    devMailbox: !e.SMTP_URL && !production && e.DEV_MAILBOX !== false && (seed || e.DEV_MAILBOX === true),
    corsOrigins: e.CORS_ORIGINS ?? ['http://localhost:3000', 'http://127.0.0.1:3000'],
    captchaAlways: e.CAPTCHA_ALWAYS === true,
    credentialRateLimit: e.CREDENTIAL_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? '127.0.0.1,::1',
    fileStorage: e.FILE_STORAGE,
    fileStorageMaxBytes: e.FILE_STORAGE_MAX_MB * 1024 * 1024,
    uploadDir: e.UPLOAD_DIR ?? DEFAULT_UPLOAD_DIR,
    uploadUrlSecret,
    uploadUrlTtlSeconds: e.UPLOAD_URL_TTL,
    simulatorIntervalSeconds: e.SIMULATOR_INTERVAL,
    apiDocs: e.API_DOCS !== false,
    jobs: e.JOBS === '0' ? 'off' : e.JOBS,
    startTimeoutSeconds: e.START_TIMEOUT_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    jobPollingSeconds: e.JOB_POLLING_SECONDS,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    jobWorkersPerKind: e.JOB_WORKERS,
    exportMaxRunning: e.EXPORT_MAX_RUNNING,
    exportWorkers: e.EXPORT_WORKERS,
    exportLinkTtlSeconds: e.EXPORT_LINK_TTL,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    exportSheetRows: e.EXPORT_SHEET_ROWS,
    exportSlotWaitSeconds: e.EXPORT_SLOT_WAIT,
    exportExpiryCron: e.EXPORT_EXPIRY_CRON,
    exportInlineMaxRows: e.EXPORT_INLINE_MAX_ROWS,
    notificationRetentionDays: e.NOTIFICATION_RETENTION_DAYS,
    privacyAgreementCode:
      env.PRIVACY_AGREEMENT_CODE === 'none' ? '' : (env.PRIVACY_AGREEMENT_CODE ?? 'PRIVACY').trim(),
    notificationPurgeCron: e.NOTIFICATION_PURGE_CRON,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    importRetrySeconds: e.IMPORT_RETRY_SECONDS,
    importLimits,
    // the demo courier's own data unless the deployment sets its own
    invoiceSeller: {
      name: e.INVOICE_SELLER_NAME ?? 'PT Kirim Cepat Nusantara',
      address:
        e.INVOICE_SELLER_ADDRESS ??
        'Jl. Gatot Subroto Kav. 52, Kuningan Barat, Mampang Prapatan, Jakarta Selatan 12710',
      npwp: e.INVOICE_SELLER_NPWP ?? '0013024567891000',
      bankName: e.INVOICE_SELLER_BANK ?? 'Bank Central Asia (BCA)',
      bankAccount: e.INVOICE_SELLER_BANK_ACCOUNT ?? '0123 4567 89',
      bankHolder: e.INVOICE_SELLER_BANK_HOLDER ?? 'PT Kirim Cepat Nusantara',
    },
    seed,
    nodeEnv: e.NODE_ENV ?? '',
  };
}

/** Defaults for tests: in-memory database, outbox mail, test hooks on. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    ...loadConfig({}),
    pgliteDir: 'memory://',
    testHooks: true,
    credentialRateLimit: 1000,
    logLevel: 'silent',
    uploadDir: path.join(os.tmpdir(), `gateway-test-uploads-${process.pid}`),
    jobPollingSeconds: 0.5,
    jobHeartbeatSeconds: 1,
    // PGlite runs statements on the event loop and jest workers share two cores: a lag over a
    // second is the test machine, not a reason to refuse (http/back-pressure.test.ts turns it on)
    pressureMaxEventLoopDelayMs: 0,
    ...overrides,
  };
}
