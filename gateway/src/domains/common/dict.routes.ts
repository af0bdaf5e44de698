import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { pick } from '../../i18n/language';
import { dictResponse } from './common.schemas';
import { dictionaryItems } from './dict.repo';

/** URL segment -> dict_items.dictType. */
export const DICTIONARIES = {
  goodsTypes: 'goodsType',
  insuranceTypes: 'insuranceType',
  otherPieceTypes: 'otherPieceType',
  productTypes: 'productType',
} as const;

export default async function dictRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const [segment, dictType] of Object.entries(DICTIONARIES)) {
    app.get(
      `/dict/${segment}`,
      {
        config: { permission: 'session' },
        schema: {
          operationId: `common.list${segment[0].toUpperCase()}${segment.slice(1)}`,
          summary: `The ${dictType} dictionary, named in the request language`,
          tags: ['common'],
          response: { 200: dictResponse },
        },
      },
      async (request) => {
        const lang = request.lang;
        const rows = await dictionaryItems(app.db, dictType);
        return ok(
          rows.map((row) => ({
            value: row.value,
            code: row.code,
            label: pick(row.label, lang),
            name: pick(row.label, lang),
          })),
        );
      },
    );
  }
}
