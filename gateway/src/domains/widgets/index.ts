import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import columnRoutes from './columns.routes';
import { allowEmptyJsonBody } from '../../http/empty-json-body';
import fileRoutes from './file.routes';
import goodsCategoryRoutes from './goods-category.routes';
import goodsTemplateRoutes from './goods-template.routes';
import { widgetMessages } from './widgets.messages';
import networkRoutes from './network.routes';
import regionRoutes from './region.routes';
import timeEffectiveTypeRoutes from './time-effective-type.routes';
import weightBandRoutes from './weight-band.routes';

// The order list columns a user may pick (orders checks its exports against them).
export { COLUMN_REGISTRY } from './columns-registry.rules';
// The official regions (`regions`, read once) for the domains that resolve or check addresses.
export { loadRegionIndex, loadRegionRecords } from './region.repo';

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
