import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { MAX_EXCHANGE_QUANTITY } from './member.rules';

const levelItem = z.object({ code: z.string(), name: z.string(), growthStart: z.number().int() });

export const memberLevelResponse = envelopeOf(
  z.object({
    levelCode: z.string(),
    levelName: z.string(),
    growth: z.number().int(),
    nextLevel: z.string().nullable(),
    nextLevelName: z.string().nullable(),
    nextGrowthStart: z.number().int().nullable(),
    levels: z.array(levelItem),
  }),
);

export const pointsInfoResponse = envelopeOf(
  z.object({
    points: z.number().int(),
    expiringPoints: z.number().int(),
    expiringAt: z.string().nullable().describe('ISO 8601; when the next batch of points expires'),
  }),
);

export const goodsRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  pointsCost: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string().nullable(),
  isEnable: z.number().int().describe('1 on, 2 off'),
  physical: z.boolean().describe('Sent to the customer: its exchange needs a delivery address'),
});
export const goodsPageResponse = envelopeOf(pageOf(goodsRecord));

const delivery = z.object({
  name: z.string().trim().max(60).optional(),
  phone: z.string().trim().max(20).optional(),
  address: z.string().trim().max(300).optional(),
});

export const exchangeBody = z.object({
  goodsId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).default(1),
  delivery: delivery
    .optional()
    .describe(
      'Where physical goods are sent (recipient, Indonesian mobile number, full address): required for them, each refused on its field; ignored for other goods',
    ),
});

export const preCheckResponse = envelopeOf(
  z.object({
    ok: z.boolean(),
    reason: z.enum(['GOODS_DISABLED', 'OUT_OF_STOCK', 'INSUFFICIENT_POINTS']).nullable(),
    message: z.string().nullable().describe('The reason in the request language'),
    pointsNeeded: z.number().int(),
    pointsAfter: z.number().int(),
  }),
);

export const exchangeResponse = envelopeOf(
  z.object({ recordId: z.number().int(), pointsSpent: z.number().int(), pointsAfter: z.number().int() }),
);

export const exchangeRecord = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  quantity: z.number().int(),
  pointsSpent: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  loginCode: z.string(),
  delivery: z
    .object({
      name: z.string(),
      phone: z.string().describe('Masked'),
      address: z.string(),
    })
    .nullable()
    .describe('Where physical goods are sent; null for other goods'),
  createdAt: z.string(),
});
export const exchangeRecordPageResponse = envelopeOf(pageOf(exchangeRecord));

export const ledgerRecord = z.object({
  id: z.number().int(),
  change: z.number().int(),
  reason: z.string(),
  reasonLabel: z.string(),
  refId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ledgerPageResponse = envelopeOf(pageOf(ledgerRecord));

export { pageQuery };
