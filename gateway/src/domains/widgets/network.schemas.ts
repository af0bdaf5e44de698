import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery, searchText } from '../../lib/paging/search-text';

const networkLevel = z.coerce.number().int().min(1).max(3);

const optionalId = z.coerce.number().int().positive().optional();

/** Comma-separated network type ids ('1,2'); empty means every type. */
const typeIds = z
  .string()
  .max(64)
  .regex(/^[\d,\s]*$/)
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  )
  .describe('comma-separated network type ids: 1 regional hub, 2 outlet, 3 delivery point');

export const networkTreeQuery = z.object({
  level: networkLevel.optional().describe('level of the node `id` (informative)'),
  id: optionalId.describe('the node whose children are wanted; none: the first level'),
  networkId: optionalId.describe("limits the tree to this network's subtree"),
  queryLevel: networkLevel.default(1).describe('the level the tree starts at when no id is given'),
});

export const networkAllQuery = pageQuery.extend({
  key: searchText(64).describe('part of the name or code, any case'),
  queryLevel: networkLevel.default(3).describe('networks of this level and above'),
  typeIds,
});

export const networkSearchQuery = networkAllQuery.extend({
  networkId: optionalId.describe("only this network's subtree"),
});

/** A network option of the pickers (label `name|code`). isEnable 2 is shown disabled. */
export const networkOption = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    code: z.string(),
    isEnable: z.union([z.literal(1), z.literal(2)]),
    abnormalName: z.string().optional(),
    level: z.number().int(),
    typeId: z.number().int(),
    hasChildren: z.boolean(),
  })
  .meta({ id: 'NetworkOption' });

export const networkTreeResponse = envelopeOf(z.array(networkOption));

export const networkPageResponse = envelopeOf(pageOf(networkOption));

export type NetworkOption = z.infer<typeof networkOption>;
