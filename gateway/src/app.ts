import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin';
import { listenForSessionChanges } from './auth/session-broadcast';
import { loadConfig, type GatewayConfig } from './config';
import { runOnBehalfOf } from './db/tenant-scope';
import { closeDatabase, createDatabase, requestPoolOf, type Database } from './db/client';
import { t } from './i18n/messages';
import { corsOptions } from './http/cors';
import { BizError } from './http/envelope';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { guardedValidatorCompiler } from './http/input-guard';
import { registerHealth } from './health';
import { createMetrics, serveMetrics } from './metrics';
import { registerRequestId, requestIdOf } from './http/request-id';
import { requestLangPlugin } from './i18n/request-lang';
import { documentTransform, routeTransform } from './openapi/contract';
import { registerApiDocs } from './openapi/api-docs';
import { JobQueue } from './jobs/queue';
import { createMailer, type Mailer } from './mail/mailer';
import { MailQueue } from './mail/queue';
import { codeLine, registerDevMailbox } from './mail/dev-mailbox';
import routes from './domains';
import testHookRoutes from './ops/test.routes';
import { CaptchaService } from './security/captcha';
import { parseTrustProxy, securityHeadersPlugin } from './security/http-headers';
import { databaseRateLimitStore } from './security/rate-limit-store';
import { createFileStorage } from './storage';
import './types';

/**
 * Builds the gateway without listening. `db` defaults to one made from the config (closed with the
 * app); a given `db` stays the caller's. `mailTransport` replaces the mail transport (tests of a
 * failing one); `logStream` receives the log lines. Call `app.ready()` (or listen) before use.
 */
export async function buildApp(
  opts: {
    db?: Database;
    config?: Partial<GatewayConfig>;
    mailTransport?: Mailer;
    /** Where the log lines go instead of stdout (tests that read them). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<FastifyInstance> {
  const config: GatewayConfig = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // one line per request (below) instead of Fastify's two, without headers
    logController: new LogController({ disableRequestLogging: true }),
    exposeHeadRoutes: false,
    // a plugin slower than this is a hang, not a busy machine (config.ts)
    pluginTimeout: config.startTimeoutSeconds * 1000,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY, default loopback: our static server)
    trustProxy: parseTrustProxy(config.trustProxy),
    // X-Request-Id when it is a short token, a new UUID otherwise (http/request-id.ts); Fastify
    // puts it in every line of request.log as reqId
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 2 * 1024 * 1024,
    // a request not answered in time answers 503 (http/error-handler.ts) instead of holding on
    handlerTimeout: Math.round(config.requestTimeoutSeconds * 1000),
    // the router's own errors (a URL that does not decode, a path parameter too long) and the
    // requests Node's parser refuses (headers too large) answer the envelope too
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.db ?? createDatabase(config);
  if (!opts.db) app.addHook('onClose', () => closeDatabase(db));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });
  app.decorate('captcha', new CaptchaService(db, config.testHooks));
  // files in the database on PostgreSQL, so any gateway serves what another stored (storage/)
  const files = createFileStorage(config, db);
  app.decorate('files', files);
  app.addHook('onReady', files.ready);
  // The job queue (jobs/): domains define kinds while registering; it starts once the app is ready
  // and stops (running jobs asked to stop, then retried elsewhere) before the database closes.
  const jobs = new JobQueue(db, app.log, {
    pollingSeconds: config.jobPollingSeconds,
    heartbeatSeconds: config.jobHeartbeatSeconds,
    workersPerKind: config.jobWorkersPerKind,
    work: config.jobs === 'work',
  });
  app.decorate('jobs', jobs);
  // (not over the stand-in database the OpenAPI document is built with)
  const queued = config.jobs !== 'off' && '$client' in db;
  // Mail goes out as `mail.send` jobs (mail/queue.ts), retried with back-off when the transport fails.
  const mailQueue = new MailQueue(
    {
      jobs,
      transport:
        opts.mailTransport ??
        createMailer(
          db,
          config.smtpUrl,
          undefined,
          // development: each mail's code on the console too (and at /dev/mailbox)
          config.devMailbox
            ? (mail) => app.log.info({ to: mail.to, code: codeLine(mail) }, `dev mailbox: ${mail.subject}`)
            : undefined,
        ),
      retrySeconds: config.mailRetrySeconds,
      queued,
    },
    app.log,
  );
  await jobs.define(mailQueue.kind);
  app.decorate('mailQueue', mailQueue);
  app.decorate('mailer', mailQueue.mailer);
  if (queued) app.addHook('onReady', () => jobs.start());
  // session changes of the other gateway processes on this database (auth/session-broadcast.ts)
  if ('$client' in db) {
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await listenForSessionChanges(db, app.log);
    });
    app.addHook('preClose', async () => {
      await stopListening?.();
    });
  }
  // queued mails are sent before the queue stops and the database closes
  app.addHook('preClose', async () => {
    await app.mailQueue.idle();
  });
  app.addHook('preClose', () => jobs.stop());

  // First: every answer carries the request's id, and the work it queues too.
  registerRequestId(app);
  const metrics = createMetrics(app);
  app.decorate('metrics', metrics);
  // Then: every later hook, handler and error answer reads request.lang.
  await app.register(requestLangPlugin);
  registerErrorHandler(app);
  // each request's statements are attributed to its route (the tenant-scope guard reads it)
  app.addHook('onRequest', (request, _reply, done) => {
    runOnBehalfOf(`${request.method} ${request.routeOptions.url ?? request.url}`, done);
  });
  // Back-pressure: 503 with Retry-After, at once, while the event loop lags or too many requests
  // wait for a database connection, instead of queueing without bound (the probes stay open).
  // With the embedded PGlite the database runs on this event loop: a long statement (the demo seed,
  // an export's page) blocks it by design, and answering 503 to everyone then relieves nothing. The
  // event-loop check is for a gateway over PostgreSQL.
  const pool = requestPoolOf(db);
  await app.register(underPressure, {
    maxEventLoopDelay: pool ? config.pressureMaxEventLoopDelayMs : 0,
    retryAfter: config.retryAfterSeconds,
    ...(pool && config.pressureMaxPoolWaiting > 0
      ? {
          healthCheck: async () => pool.waitingCount <= config.pressureMaxPoolWaiting,
          healthCheckInterval: 250,
        }
      : {}),
    pressureHandler: (request, reply) => {
      metrics.pressureRefusals.inc();
      reply.status(503).header('Retry-After', String(config.retryAfterSeconds));
      // what the handler returns, under-pressure sends (its types say void)
      return { code: 503, msg: t(request.lang, 'error.serverBusy'), data: null } as unknown as void;
    },
  });
  await app.register(securityHeadersPlugin);
  app.addHook('onResponse', async (request, reply) => {
    const quiet = /^\/(health|openapi|metrics)/.test(request.url);
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (quiet) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
  await app.register(cors, corsOptions(config.corsOrigins));
  await app.register(rateLimit, {
    global: false,
    // counted in the database, so that every gateway on it shares each limit (not the test stand-in)
    ...('$client' in db ? { store: databaseRateLimitStore(db) } : {}),
    errorResponseBuilder: () => new BizError('error.tooManyRequests', {}, 429, 429),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shipper portal gateway', version: '1.0.0' },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'authToken' } } },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
  // Swagger UI at /docs, built on its first visit (openapi/api-docs.ts): nothing of it at start
  if (config.apiDocs) registerApiDocs(app);
  await app.register(authPlugin);

  app.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  // development/demo mode without SMTP only: the outbox as a page (404 otherwise)
  if (config.devMailbox && !config.smtpUrl) registerDevMailbox(app);
  registerHealth(app);
  serveMetrics(app, metrics);
  await app.register(routes);
  // the end-to-end test hooks (ops/): only with GATEWAY_TEST_HOOKS, never in production
  if (config.testHooks) await app.register(testHookRoutes, { prefix: '/customer-api' });
  return app;
}
