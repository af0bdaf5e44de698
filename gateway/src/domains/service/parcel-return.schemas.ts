import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { NATIONAL_MOBILE, normaliseMobile } from '../../lib/phone/phone-numbers';
import { attachmentKeys, fileLinks } from './attachment.schemas';
import { FAULT_GROUPS, RETURN_CONFIRMATIONS, RETURN_DECISIONS, RETURN_STATUSES } from './parcel-return.rules';

export const returnFilter = z.object({
  confirmation: z.enum(RETURN_CONFIRMATIONS).optional(),
  status: z.enum(RETURN_STATUSES).optional(),
  faultGroup: z.enum(FAULT_GROUPS).optional(),
  billCode: z.string().trim().toUpperCase().max(21).optional().describe('the outbound or the return waybill'),
});

export const returnPageBody = pageQuery.extend(returnFilter.shape);

export const returnRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  billCode: z.string(),
  returnBillCode: z.string(),
  reasonCode: z.string(),
  reasonName: z.string(),
  faultGroup: z.enum(FAULT_GROUPS),
  attempts: z.number().int(),
  outboundFreight: rupiah(),
  returnFee: rupiah().describe('waived (0) when the courier is at fault'),
  decision: z.enum(RETURN_DECISIONS),
  status: z.enum(RETURN_STATUSES),
  receivedAt: z.string().nullable(),
  confirmation: z.enum(RETURN_CONFIRMATIONS),
  confirmedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  rejectionPhotos: z.array(z.string()),
  rejectionPhotoFiles: fileLinks.describe('the rejection photos with signed links'),
  ticketId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const returnPageResponse = envelopeOf(pageOf(returnRecord));
export const returnConfirmBody = z.object({ id: z.number().int().positive() });
export const returnConfirmResponse = envelopeOf(returnRecord);

export const returnRejectBody = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().min(5).max(500),
  photos: attachmentKeys.describe('keys of files uploaded with /file/upload (images)'),
  contactPhone: z
    .string()
    .max(32)
    .transform((phone) => normaliseMobile(phone) ?? phone)
    .pipe(z.string().regex(NATIONAL_MOBILE)),
});
export const returnRejectResponse = envelopeOf(returnRecord.extend({ ticketNo: z.string() }));
