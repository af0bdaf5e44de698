import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery, searchText } from '../../lib/paging/search-text';

export const timeEffectiveTypeQuery = pageQuery.extend({
  name: searchText(64).describe('part of the name (in the request language) or code, any case'),
  networkId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("only the types offered in this network's province"),
});

/** A single-choice picker entry; isEnable 2 is shown disabled. */
export const timeEffectiveType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    isEnable: z.union([z.literal(1), z.literal(2)]),
  })
  .meta({ id: 'TimeEffectiveType' });

export const timeEffectiveTypePageResponse = envelopeOf(pageOf(timeEffectiveType));
