import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { pick } from '../../lib/locale/locale';
import { loadOrderContext } from './order-create.service';
import { outletOfCity } from './order.repo';
import { customerNetworkResponse } from './order.schemas';
import { cityCodeOf } from '../../lib/regions/region-index';

/** The caller's pickup network (outlet of its city). */
export default async function customerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/network',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'freight.getCustomerNetwork',
        tags: ['freight'],
        summary: "The courier's outlet serving the customer's pickup address, with its hub",
        response: { 200: customerNetworkResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { profile } = await loadOrderContext(app.db, session.customerId);
      const sender = profile.defaultSender;
      const found = sender ? await outletOfCity(app.db, cityCodeOf(sender.districtCode)) : undefined;
      if (!found) return ok(null);
      const { outlet, hub } = found;
      return ok({
        id: outlet.id,
        code: outlet.code,
        name: outlet.name,
        level: outlet.level,
        isEnable: outlet.isEnable,
        abnormalName: outlet.abnormalName ? pick(outlet.abnormalName, lang) : null,
        regionCode: outlet.regionCode,
        hub: hub ? { id: hub.id, code: hub.code, name: hub.name } : null,
      });
    },
  );
}
