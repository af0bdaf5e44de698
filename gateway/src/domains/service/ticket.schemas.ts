import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { NATIONAL_MOBILE, normaliseMobile } from '../../lib/phone/phone-numbers';
import { attachmentKeys, fileLinks } from './attachment.schemas';
import { CONTACT_CHANNELS, TICKET_PRIORITIES, TICKET_STATUSES } from './ticket.rules';

const keys = attachmentKeys.default([]);

export const ticketFilter = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  typeCode: z.string().max(32).optional(),
  billCode: z.string().trim().toUpperCase().max(20).optional(),
  ticketNo: z.string().trim().toUpperCase().max(24).optional(),
});
export const ticketPageBody = pageQuery.extend(ticketFilter.shape);

export const ticketRecord = z.object({
  id: z.number().int(),
  ticketNo: z.string(),
  billCodes: z.array(z.string()),
  typeCode: z.string(),
  subtypeCode: z.string(),
  typeName: z.string(),
  subtypeName: z.string(),
  description: z.string(),
  attachments: z.array(z.string()),
  contactPhone: z.string(),
  contactChannel: z.enum(CONTACT_CHANNELS),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  assignee: z.string().nullable(),
  firstAnswerDueAt: z.string(),
  resolveDueAt: z.string().describe('SLA due time (business days)'),
  firstAnsweredAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  escalatedAt: z.string().nullable().describe('when the SLA passed unresolved and the ticket was escalated'),
  slaClock: z.enum(['ON_TIME', 'DUE_SOON', 'OVERDUE', 'MET', 'MISSED']),
  resolutionCode: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  reopenCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ticketPageResponse = envelopeOf(pageOf(ticketRecord));

export const ticketDetailBody = z.object({ id: z.number().int().positive() });
export const ticketDetailRecord = ticketRecord.extend({
  attachmentFiles: fileLinks.describe('the attachments with signed links'),
  thread: z.array(
    z.object({
      id: z.number().int(),
      author: z.enum(['CUSTOMER', 'DESK']),
      authorName: z.string(),
      body: z.string(),
      attachments: z.array(z.string()),
      attachmentFiles: fileLinks,
      createdAt: z.string(),
    }),
  ),
});
export const ticketDetailResponse = envelopeOf(ticketDetailRecord);

export const ticketSaveBody = z.object({
  typeCode: z.string().min(1).max(32).describe('a first-level type code'),
  subtypeCode: z.string().min(1).max(32).describe('a second type code of that type'),
  billCodes: z.array(z.string().trim().toUpperCase().max(20)).max(20).default([]),
  description: z.string().trim().min(10).max(2000),
  attachments: keys,
  contactPhone: z
    .string()
    .max(32)
    .transform((phone) => normaliseMobile(phone) ?? phone)
    .pipe(z.string().regex(NATIONAL_MOBILE)),
  contactChannel: z.enum(CONTACT_CHANNELS).default('PHONE'),
  priority: z.enum(TICKET_PRIORITIES).default('NORMAL'),
});

export const ticketReplyBody = z.object({
  id: z.number().int().positive(),
  body: z.string().trim().min(1).max(2000),
  attachments: keys,
});
export const ticketRateBody = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional().nullable(),
});
export const ticketReopenBody = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().min(5).max(2000),
});

export const typeRecord = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  slaHours: z.number().nullable(),
  slaBusinessDays: z.number().nullable(),
});
export const firstTypesResponse = envelopeOf(z.array(typeRecord));
export const secondTypesQuery = z.object({ typeCode: z.string().min(1).max(32) });
