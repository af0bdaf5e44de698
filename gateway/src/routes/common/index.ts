import type { FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics';
import contentRoutes from './content';
import dictRoutes from './dict';
import languageRoutes from './language';
import privacyRoutes from './privacy';

/** Common calls (spec section 7), under /customer-api. */
export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes);
  await app.register(privacyRoutes);
  await app.register(dictRoutes);
  await app.register(languageRoutes);
  await app.register(analyticsRoutes);
}
