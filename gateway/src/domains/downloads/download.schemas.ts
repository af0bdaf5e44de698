import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { EXPORT_STATUSES } from '../../db/schema';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-write/xlsx';

export const listBody = pageQuery.extend({
  status: z
    .array(z.enum(EXPORT_STATUSES))
    .min(1)
    .max(EXPORT_STATUSES.length)
    .optional()
    .describe(
      'Only exports in these statuses (e.g. QUEUED and RUNNING: the header badge counts them through `total` of a page of size 1)',
    ),
});

export const recordBody = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('The export (list record id)'),
});

export const exportRecord = z
  .object({
    id: z.number().int(),
    type: z.string(),
    typeTitle: z.string().describe('The export type in the reader language'),
    filterSummary: z.string().describe('The filters used, in words; empty when nothing was filtered'),
    requestedAt: z.string().describe("'yyyy-MM-dd HH:mm:ss', Jakarta time"),
    dataAsOf: z.string(),
    status: z.enum(EXPORT_STATUSES),
    rowsDone: z.number().int(),
    rowsTotal: z.number().int().nullable(),
    progress: z.number().int().describe('0-100'),
    rowCount: z.number().int().nullable(),
    sizeBytes: z.number().int().nullable(),
    expiresAt: z.string().nullable(),
    fileName: z.string().nullable(),
    waitingForSlot: z.boolean().describe('QUEUED because the account runs its limit of exports'),
    note: z.string().describe('Why it waits, or why it failed; empty otherwise'),
  })
  .meta({ id: 'DownloadExport' });

export const listResponse = envelopeOf(pageOf(exportRecord));

export const recordResponse = envelopeOf(
  z.object({
    url: z.string().describe('Signed link to the file, valid linkTtlSeconds'),
    expiresAt: z.string().describe('ISO 8601 instant the link stops working'),
    fileName: z.string(),
  }),
);

/** What an export call answers when the export went to the download centre. */
export const queuedExport = z
  .object({
    exportId: z.number().int().describe('The download centre record'),
    status: z.enum(EXPORT_STATUSES),
    waitingBehind: z
      .number()
      .int()
      .optional()
      .describe("Set when the account's running limit is taken: exports of the account ahead of this one"),
  })
  .meta({ id: 'QueuedExport' });

/**
 * The 200 answer of an export call, both outcomes: the xlsx itself when the export holds at most
 * EXPORT_INLINE_MAX_ROWS rows, otherwise the JSON envelope of the queued export (msg: "being
 * prepared in the download centre").
 */
export const exportCallResponse = {
  description:
    'The xlsx file when the export is small (at most EXPORT_INLINE_MAX_ROWS rows); otherwise the JSON envelope of the export queued in the download centre (errors: the JSON envelope)',
  content: {
    [XLSX_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
    'application/json': { schema: envelopeOf(queuedExport) },
  },
};
