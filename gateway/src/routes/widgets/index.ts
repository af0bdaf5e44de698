import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import columnRoutes from './columns';
import { allowEmptyJsonBody } from '../../http/empty-json-body';
import fileRoutes from './file-upload';
import goodsCategoryRoutes from './goods-categories';
import goodsTemplateRoutes from './goods-templates';
import { widgetMessages } from './messages';
import networkRoutes from './network';
import regionRoutes from './region';
import timeEffectiveTypeRoutes from './time-effective-types';
import weightBandRoutes from './weight-bands';

/**
 * The generic calls of the widget kit (issue 3), under /customer-api: dynamic columns, network
 * picker, regions, time-effective types, weight bands, goods templates and categories, upload.
 */
export default async function widgetRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(widgetMessages);
  allowEmptyJsonBody(app);
  await app.register(columnRoutes);
  await app.register(networkRoutes);
  await app.register(regionRoutes);
  await app.register(timeEffectiveTypeRoutes);
  await app.register(weightBandRoutes);
  await app.register(goodsTemplateRoutes);
  await app.register(goodsCategoryRoutes);
  await app.register(fileRoutes);
}
