import type { GatewayConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { CaptchaService } from './security/captcha';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the full schema (PGlite or PostgreSQL). */
    db: Database;
    config: GatewayConfig;
    mailer: Mailer;
    captcha: CaptchaService;
  }
}
