import { z } from 'zod';
import { envelopeOf, pageOf } from '../../http/envelope-schema';
import { CUSTOMER_DATA_STATUSES } from '../../db/schema/account';
import { ENTITY_TYPES, REVIEW_OUTCOMES } from './customer-data.rules';

const status = z.enum(CUSTOMER_DATA_STATUSES);
const entityType = z.enum(ENTITY_TYPES).describe('INDIVIDUAL or COMPANY');
const fields = z
  .record(z.string().max(32), z.string().max(500))
  .describe('The fields of the submission by key (companyName, npwp, nib, ..., bankAccountHolder)');
const reasons = z.record(z.string().max(40), z.string().max(500)).describe("The reviewer's reason per field");

/** The most keys a request's field map may hold: above every kind of shipper's fields and documents. */
export const MAX_FIELD_KEYS = 64;

/** A request's map, bounded in its number of keys (maxProperties in the contract). */
function boundedMap<T extends z.ZodType>(map: T) {
  return map
    .refine((value) => Object.keys(value as object).length <= MAX_FIELD_KEYS, {
      message: `at most ${MAX_FIELD_KEYS} keys`,
    })
    .meta({ maxProperties: MAX_FIELD_KEYS });
}

const documentView = z.object({
  id: z.number().int(),
  field: z.string().describe('ktp, npwp, nib, deed, decree, contactKtp or bankBook'),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string().describe('A signed link to preview it, valid 10 minutes'),
});

const submissionView = z.object({
  id: z.number().int().nullable().describe('Null before the first save'),
  customerCode: z.string(),
  customerName: z.string(),
  entityType,
  status,
  fields,
  approved: fields.nullable().describe('The data in force (approved), while a change request is reviewed'),
  isChange: z.boolean(),
  fieldReasons: reasons,
  documents: z.array(documentView),
  requiredFields: z
    .array(z.string())
    .describe('The fields and documents (doc.<key>) of this kind of shipper'),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});

export const customerDataResponse = envelopeOf(submissionView);
export const customerDataSaveBody = z.object({ entityType, fields: boundedMap(fields) });
export const customerDataUploadQuery = z.object({
  field: z.string().max(24).describe('Which document: ktp, npwp, nib, deed, decree, contactKtp, bankBook'),
});
export const customerDataUploadResponse = envelopeOf(documentView);

export const examinePageBody = z.object({
  current: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(10),
  status: status.optional(),
  keyword: z.string().trim().max(64).optional().describe('Part of the customer code or name'),
});
const examineRow = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  entityType,
  status,
  isChange: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export const examinePageResponse = envelopeOf(pageOf(examineRow));
export const examineIdBody = z.object({ id: z.number().int().positive() });
export const examineSaveBody = z.object({
  id: z.number().int().positive(),
  fieldReasons: boundedMap(reasons),
});
export const examineStatusBody = z.object({
  id: z.number().int().positive(),
  status: z.enum(REVIEW_OUTCOMES),
  fieldReasons: boundedMap(reasons).default({}),
});
export const examineExportBody = z.object({
  status: status.optional(),
  keyword: z.string().trim().max(64).optional(),
});

export type SubmissionView = z.infer<typeof submissionView>;
