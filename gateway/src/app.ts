import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin';
import { loadConfig, type GatewayConfig } from './config';
import { closeDatabase, createDatabase, type Database } from './db/client';
import { corsOptions } from './http/cors';
import { BizError } from './http/envelope';
import { registerErrorHandler } from './http/error-handler';
import { documentTransform, registerApiDocs, routeTransform } from './http/openapi-contract';
import { createMailer } from './mail/mailer';
import { MailQueue } from './mail/queue';
import routes from './routes';
// Issue 15: domains/ folders register here until src/routes/index.ts moves to domains/.
import notificationRoutes from './domains/notifications';
import { CaptchaService } from './security/captcha';
import { parseTrustProxy, securityHeadersPlugin } from './security/http-headers';
import './types';

/**
 * Builds the gateway without listening. `db` defaults to one made from the config (closed with the
 * app); a given `db` stays the caller's. Call `app.ready()` (or listen) before use.
 */
export async function buildApp(
  opts: { db?: Database; config?: Partial<GatewayConfig> } = {},
): Promise<FastifyInstance> {
  const config: GatewayConfig = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: { level: config.logLevel },
    // one line per request (below) instead of Fastify's two, without headers
    logController: new LogController({ disableRequestLogging: true }),
    exposeHeadRoutes: false,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY, default loopback: our static server)
    trustProxy: parseTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.db ?? createDatabase(config);
  if (!opts.db) app.addHook('onClose', () => closeDatabase(db));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', createMailer(db, config.smtpUrl));
  app.decorate('mailQueue', new MailQueue(app.log));
  // queued mails finish before the database closes
  app.addHook('preClose', async () => {
    await app.mailQueue.idle();
  });
  app.decorate('captcha', new CaptchaService(db, config.testHooks));

  registerErrorHandler(app);
  await app.register(securityHeadersPlugin);
  app.addHook('onResponse', async (request, reply) => {
    const quiet = request.url === '/health' || request.url.startsWith('/openapi');
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
  // Before the auth plugin: the docs are public and their routes declare no permission.
  if (config.apiDocs) await registerApiDocs(app);
  await app.register(authPlugin);

  app.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  app.get('/health', { config: { permission: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  await app.register(routes);
  await app.register(notificationRoutes, { prefix: '/customer-api' });
  return app;
}
