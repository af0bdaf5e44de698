import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { addressSearchQuery, addressSearchResponse } from './order.schemas';
import { loadRegionIndex } from '../widgets';

/** At most this many areas per address search. */
export const ADDRESS_SEARCH_LIMIT = 20;

/** Region search for address fields. */
export default async function addressRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/address/search',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'freight.searchAddress',
        tags: ['freight'],
        summary: 'Areas by part of their name or code (type 1: districts as province / city / district)',
        querystring: addressSearchQuery,
        response: { 200: addressSearchResponse },
      },
    },
    async (request) => {
      const { searchKey, type } = request.query;
      const regions = await loadRegionIndex(app.db);
      const level = type === 1 ? 3 : type === 2 ? 2 : 1;
      const hits = regions.search(searchKey.toUpperCase(), level, ADDRESS_SEARCH_LIMIT);
      return ok(
        hits.map((hit) => ({
          ...hit,
          value: hit.districtCode || hit.cityCode || hit.provinceCode,
        })),
      );
    },
  );
}
