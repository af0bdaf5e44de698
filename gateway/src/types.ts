import type { GatewayConfig } from './config';
import type { Database } from './db/client';
import type { Lifecycle } from './health';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { MailQueue } from './mail/queue';
import type { CaptchaService } from './security/captcha';
import type { GatewayFiles } from './storage';
import type { GatewayMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the full schema (PGlite or PostgreSQL). */
    db: Database;
    config: GatewayConfig;
    /** Draining after a stop signal (lifecycle.ts): readiness answers 503. */
    lifecycle: Lifecycle;
    mailer: Mailer;
    /** Code mails, queued so that known and unknown addresses answer alike (mail/queue.ts). */
    mailQueue: MailQueue;
    captcha: CaptchaService;
    /** The PostgreSQL-backed job queue (jobs/queue.ts). */
    jobs: JobQueue;
    /** The file storage and link signer of every route (storage/index.ts), one per app. */
    files: GatewayFiles;
    /** Prometheus metrics of this gateway (metrics.ts). */
    metrics: GatewayMetrics;
  }
}
