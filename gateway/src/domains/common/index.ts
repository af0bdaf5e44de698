import type { FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics.routes';
import contentRoutes from './common.routes';
import dictRoutes from './dict.routes';
import languageRoutes from './language.routes';
import privacyRoutes from './privacy.routes';

/** Common calls (spec section 7), under /customer-api. */
export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes);
  await app.register(privacyRoutes);
  await app.register(dictRoutes);
  await app.register(languageRoutes);
  await app.register(analyticsRoutes);
}
