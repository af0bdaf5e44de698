import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { attachmentKeys, fileLinks } from './attachment.schemas';
import { CAP_RULES, CLAIM_STATUSES, CLAIM_TYPES, PAYOUT_METHODS } from './claim.rules';

const billCode = z.string().trim().toUpperCase().min(1).max(20);

export const claimFilter = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  claimType: z.enum(CLAIM_TYPES).optional(),
  billCode: billCode.optional(),
  claimNo: z.string().trim().toUpperCase().max(24).optional(),
});
export const claimPageBody = pageQuery.extend(claimFilter.shape);

export const claimRecord = z.object({
  id: z.number().int(),
  claimNo: z.string(),
  billCode: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  insured: z.boolean(),
  declaredValue: rupiah(),
  premium: rupiah(),
  shippingFee: rupiah(),
  goodsValue: rupiah(),
  amountClaimed: rupiah(),
  cap: rupiah(),
  capRule: z.string(),
  amountApproved: rupiah().nullable(),
  payoutMethod: z.enum(PAYOUT_METHODS),
  documents: z.array(z.string()),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documentFiles: fileLinks.describe('the documents with signed links'),
  infoRequest: z
    .string()
    .nullable()
    .describe('what the desk asks for while INFO_REQUESTED, in the session language'),
  appealReason: z.string().nullable(),
  appealedAt: z.string().nullable(),
  payoutReference: z.string().nullable().describe('bank transfer reference of a paid claim'),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export const claimPageResponse = envelopeOf(pageOf(claimRecord));

export const capPreviewBody = z.object({ billCode, claimType: z.enum(CLAIM_TYPES) });
export const capPreviewResponse = envelopeOf(
  z.object({
    billCode: z.string(),
    claimType: z.enum(CLAIM_TYPES),
    insured: z.boolean(),
    declaredValue: rupiah(),
    premium: rupiah(),
    shippingFee: rupiah(),
    codAmount: rupiah(),
    codFee: rupiah(),
    vat: rupiah().describe('VAT on shipping and COD fee, taken off a COD goods value'),
    goodsValue: rupiah().nullable(),
    feeMultiple: rupiah().describe('multiplier x shipping fee'),
    multiplier: z.number().int(),
    ceiling: rupiah(),
    cap: rupiah(),
    capRule: z.enum(CAP_RULES),
    formula: z.string().describe("the cap's formula in words, in the session's language"),
    windowOpen: z.boolean(),
    windowMessage: z.string().nullable(),
    minPhotos: z
      .number()
      .int()
      .describe('photos (images) a claim of this type must carry to be filed (damage, partial: 1)'),
  }),
);

export const claimFileBody = z.object({
  billCode,
  claimType: z.enum(CLAIM_TYPES),
  amountClaimed: z.number().int().positive(),
  description: z.string().trim().max(1000).default(''),
  documents: attachmentKeys.default([]),
  payoutMethod: z.enum(PAYOUT_METHODS).default('BANK_TRANSFER'),
});
export const claimFileResponse = envelopeOf(claimRecord);

export const claimDetailBody = z.object({ id: z.number().int().positive() });
export const claimDocumentsBody = z.object({
  id: z.number().int().positive(),
  documents: attachmentKeys.min(1),
  note: z.string().trim().max(500).optional().nullable(),
});
export const claimAppealBody = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().min(10).max(1000),
  documents: attachmentKeys.default([]),
});
export const claimResponse = envelopeOf(claimRecord);
