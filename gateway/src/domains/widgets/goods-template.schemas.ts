import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { GOODS_TYPES } from '../../parcel/order-codes';
import { pageOf, pageQuery, searchText } from '../../lib/paging/search-text';
import { DATE_TIME_PATTERN } from '../../lib/locale/time-format';

const isEnable = z.union([z.literal(1), z.literal(2)]);

const dateTime = z.string().regex(DATE_TIME_PATTERN).describe('yyyy-MM-dd HH:mm:ss (WIB)');

export const goodsTemplatePageQuery = pageQuery.extend({
  name: searchText(64).describe('part of the name, any case'),
  goodsType: z
    .enum(GOODS_TYPES)
    .optional()
    .describe('a goods-type code (the `code` of GET /dict/goodsTypes)'),
  isEnable: z.coerce.number().pipe(isEnable).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  createTimeStart: dateTime.optional(),
  createTimeEnd: dateTime.optional(),
});

export const goodsTemplateIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** Create (no id) or update (id) a goods template. */
export const goodsTemplateSaveBody = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(64),
  goodsType: z
    .string()
    .min(1)
    .max(16)
    .describe(
      `a goods-type code, as an order takes it (the \`code\` of GET /dict/goodsTypes): ${GOODS_TYPES.join(', ')}`,
    ),
  categoryId: z.number().int().positive().nullable().optional(),
  weight: z.number().gt(0).lte(9999).describe('kg'),
  length: z.number().min(0).lte(9999).default(0).describe('cm'),
  width: z.number().min(0).lte(9999).default(0).describe('cm'),
  height: z.number().min(0).lte(9999).default(0).describe('cm'),
  declaredValue: z.number().min(0).lte(999_999_999_999).default(0).describe('Rp'),
  isEnable: isEnable.default(1),
  remark: z.string().trim().max(255).nullable().optional(),
});

export const goodsTemplateRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    goodsType: z.enum(GOODS_TYPES).describe('a goods-type code (the `code` of GET /dict/goodsTypes)'),
    categoryId: z.number().int().nullable(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    declaredValue: z.number(),
    isEnable,
    remark: z.string().nullable(),
    createTime: z.string().describe('yyyy-MM-dd HH:mm:ss (WIB)'),
  })
  .meta({ id: 'GoodsTemplate' });

export const goodsTemplatePageResponse = envelopeOf(pageOf(goodsTemplateRecord));

export const goodsTemplateResponse = envelopeOf(goodsTemplateRecord);

export const goodsTemplateDeleteResponse = envelopeOf(z.null());

export type GoodsTemplateRecord = z.infer<typeof goodsTemplateRecord>;
