import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';

export interface GoodsCategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  children: GoodsCategoryNode[];
}

const categoryNode = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    get children(): z.ZodArray<typeof categoryNode> {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'GoodsCategoryNode' });

/** Add (no id) or rename / move (id) a category. */
export const goodsCategorySaveBody = z.object({
  id: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  name: z.string().trim().min(1).max(64),
});

export const goodsCategoryIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const goodsCategoryTreeResponse = envelopeOf(z.array(categoryNode));

export const goodsCategorySaveResponse = envelopeOf(
  z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string() }),
);

export const goodsCategoryDeleteResponse = envelopeOf(z.null());
