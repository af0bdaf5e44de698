import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import {
  ALL_CATEGORIES,
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  CONTENT_MAX,
  CONTENT_MIN,
  isCategoryOf,
} from './complaint.rules';
import { NATIONAL_MOBILE, normaliseMobile } from '../../lib/phone/phone-numbers';

export const complaintSaveBody = z
  .object({
    kind: z.enum(COMPLAINT_KINDS),
    category: z.enum(ALL_CATEGORIES),
    billCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(32)
      .optional()
      .nullable()
      .transform((code) => code || null),
    billCodes: z
      .array(z.string().trim().toUpperCase().max(32))
      .max(10)
      .default([])
      .describe('further waybills the complaint is about (each must be one of the caller’s own)'),
    content: z.string().trim().min(CONTENT_MIN).max(CONTENT_MAX),
    contactPhone: z
      .string()
      .max(32)
      .describe('Indonesian mobile: 08…, 8…, 628… or +62 8…; stored as 08…')
      .transform((phone) => normaliseMobile(phone) ?? phone)
      .pipe(z.string().regex(NATIONAL_MOBILE)),
  })
  .refine((body) => isCategoryOf(body.kind, body.category), {
    path: ['category'],
    message: 'category does not belong to kind',
  });

export const complaintPageBody = pageQuery.extend({
  kind: z.enum(COMPLAINT_KINDS).optional(),
  status: z.enum(COMPLAINT_STATUSES).optional(),
});

export const complaintDetailBody = z.object({ id: z.coerce.number().int().positive() });

export const complaintRecord = z.object({
  id: z.number().int(),
  kind: z.enum(COMPLAINT_KINDS),
  category: z.string(),
  billCode: z.string().nullable(),
  billCodes: z.array(z.string()).describe('every waybill referenced, the first one included'),
  content: z.string(),
  contactPhone: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().describe('loginCode of the user who filed it'),
});

export const complaintSaveResponse = envelopeOf(complaintRecord);
export const complaintPageResponse = envelopeOf(pageOf(complaintRecord));
export const complaintDetailResponse = envelopeOf(complaintRecord);
