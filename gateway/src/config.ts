import os from 'node:os';
import path from 'node:path';

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
  /** Folder of the local-disk file storage (uploads). */
  uploadDir: string;
  /**
   * HMAC secret of the signed file view URLs. When UPLOAD_URL_SECRET is unset ('') the storage
   * keeps a random one in `<uploadDir>/.url-secret`, so links survive a restart.
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: Number(env.GATEWAY_PORT ?? 3100),
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
    databasePoolSize: Math.max(1, Math.floor(Number(env.DATABASE_POOL_SIZE ?? 20)) || 20),
    smtpUrl: env.SMTP_URL || undefined,
    portalUrl: (env.PORTAL_URL || 'http://localhost:3000').replace(/\/$/, ''),
    testHooks: env.GATEWAY_TEST_HOOKS === '1',
    devMailbox:
      !env.SMTP_URL &&
      env.NODE_ENV !== 'production' &&
      env.DEV_MAILBOX !== '0' &&
      (env.GATEWAY_SEED === '1' || env.DEV_MAILBOX === '1'),
    corsOrigins: (env.CORS_ORIGINS || 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    captchaAlways: env.CAPTCHA_ALWAYS === '1',
    credentialRateLimit: Number(env.CREDENTIAL_RATE_LIMIT ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY ?? '127.0.0.1,::1',
    uploadDir: env.UPLOAD_DIR || DEFAULT_UPLOAD_DIR,
    uploadUrlSecret: env.UPLOAD_URL_SECRET ?? '',
    uploadUrlTtlSeconds: Number(env.UPLOAD_URL_TTL ?? 3600),
    simulatorIntervalSeconds: Math.max(0, Number(env.SIMULATOR_INTERVAL ?? 0) || 0),
    apiDocs: env.API_DOCS !== '0',
    jobs: env.JOBS === '0' ? 'off' : env.JOBS === 'send' ? 'send' : 'work',
    startTimeoutSeconds: Math.max(1, Number(env.START_TIMEOUT_SECONDS ?? 60) || 60),
    jobPollingSeconds: Math.max(0.5, Number(env.JOB_POLLING_SECONDS ?? 2) || 2),
    jobHeartbeatSeconds: Math.max(1, Number(env.JOB_HEARTBEAT_SECONDS ?? 10) || 10),
    jobWorkersPerKind: Math.max(1, Number(env.JOB_WORKERS ?? 2) || 2),
    exportMaxRunning: Math.max(1, Number(env.EXPORT_MAX_RUNNING ?? 5) || 5),
    exportWorkers: Math.max(1, Number(env.EXPORT_WORKERS ?? 3) || 3),
    exportLinkTtlSeconds: Math.max(1, Number(env.EXPORT_LINK_TTL ?? 900) || 900),
    exportRetentionDays: Math.max(0, Number(env.EXPORT_RETENTION_DAYS ?? 7) || 7),
    exportSheetRows: Math.max(
      1,
      Math.min(1_048_575, Number(env.EXPORT_SHEET_ROWS ?? 1_048_575) || 1_048_575),
    ),
    exportSlotWaitSeconds: Math.max(1, Number(env.EXPORT_SLOT_WAIT ?? 5) || 5),
    exportExpiryCron: env.EXPORT_EXPIRY_CRON || '0 * * * *',
    // 0 is a valid setting (every export through the download centre); anything unreadable is 1000
    exportInlineMaxRows:
      Math.max(0, Number.parseInt(env.EXPORT_INLINE_MAX_ROWS ?? '', 10) || 0) ||
      (env.EXPORT_INLINE_MAX_ROWS?.trim() === '0' ? 0 : 1000),
    notificationRetentionDays: Math.max(1, Number(env.NOTIFICATION_RETENTION_DAYS ?? 90) || 90),
    privacyAgreementCode:
      env.PRIVACY_AGREEMENT_CODE === 'none' ? '' : (env.PRIVACY_AGREEMENT_CODE ?? 'PRIVACY').trim(),
    notificationPurgeCron: env.NOTIFICATION_PURGE_CRON || '30 17 * * *',
    mailRetrySeconds: Math.max(0, Number(env.MAIL_RETRY_SECONDS ?? 10) || 10),
    importRetrySeconds: Math.max(0, Number(env.IMPORT_RETRY_SECONDS ?? 5) || 5),
    // the demo courier's own data unless the deployment sets its own
    invoiceSeller: {
      name: env.INVOICE_SELLER_NAME || 'PT Kirim Cepat Nusantara',
      address:
        env.INVOICE_SELLER_ADDRESS ||
        'Jl. Gatot Subroto Kav. 52, Kuningan Barat, Mampang Prapatan, Jakarta Selatan 12710',
      npwp: env.INVOICE_SELLER_NPWP || '0013024567891000',
      bankName: env.INVOICE_SELLER_BANK || 'Bank Central Asia (BCA)',
      bankAccount: env.INVOICE_SELLER_BANK_ACCOUNT || '0123 4567 89',
      bankHolder: env.INVOICE_SELLER_BANK_HOLDER || 'PT Kirim Cepat Nusantara',
    },
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
    ...overrides,
  };
}
