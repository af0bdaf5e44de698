import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { TASK_STATUSES } from './import-task.repo';

const taskId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const flag = z.coerce.number().int().min(0).max(1);

/**
 * A time of the date-range picker: 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd' in Indonesia's western
 * time (WIB, UTC+7) as the portal shows it, or ISO 8601 with a zone. A date alone is the start of
 * that day, or its end for the upper bound of a range (`dayEnd`), so a one-day range holds the day.
 */
const pickerTime = (dayEnd: boolean) =>
  z
    .string()
    .trim()
    .max(40)
    .transform((text, ctx) => {
      const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(text);
      const time = local?.[2] ?? (dayEnd ? '23:59:59.999' : '00:00:00');
      const date = local ? new Date(`${local[1]}T${time}+07:00`) : new Date(text);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'not a date' });
        return z.NEVER;
      }
      return date;
    });

export const taskIdBody = z.object({ taskId });

export const taskQuery = z.object({ taskId });

export const validateBody = z.object({
  taskId,
  isFilterRepeat: flag.optional().describe('1: rows whose customer order no already has an order are errors'),
});

export const taskPageBody = pageQuery.extend({
  createdFrom: pickerTime(false).optional(),
  createdTo: pickerTime(true).optional(),
  status: z.enum(TASK_STATUSES).optional(),
});

export const errorPageBody = pageQuery.extend({ taskId });

export const removeErrorsBody = z.object({
  taskId,
  ids: z
    .array(z.coerce.number().int().positive())
    .max(1000)
    .optional()
    .describe('the errors to remove; all errors of the task without it'),
});

export const uploadQuery = z.object({
  isFilterRepeat: flag.optional().describe('may also be sent as a multipart field'),
});

export const importTask = z
  .object({
    taskId: z.number().int(),
    fileName: z.string(),
    fileSize: z.number().int(),
    status: z.enum(TASK_STATUSES),
    statusLabel: z.string().describe('in the request language'),
    isFilterRepeat: z.number().int(),
    failureCode: z.string().nullable(),
    failureMessage: z.string().nullable().describe('why the task failed, in the request language'),
    totalRows: z.number().int(),
    validRows: z.number().int(),
    errorRows: z.number().int().describe('rows with at least one error (repeatRows included)'),
    repeatRows: z.number().int().describe('rows refused because their customer order no is used already'),
    insertedRows: z.number().int(),
    progress: z.number().int().describe('0-100 of the current phase (validation or insert)'),
    uploader: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    finishedAt: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ id: 'ImportTask' });

export const uploadData = importTask
  .extend({ reused: z.boolean().describe('true: the same bytes were uploaded before; this is that task') })
  .meta({ id: 'ImportUpload' });

export const importError = z
  .object({
    id: z.number().int(),
    rowNo: z.number().int().describe('row in the sheet; the header is row 1'),
    columnKey: z.string().nullable(),
    columnName: z.string().nullable().describe('the column header in the request language'),
    messageCode: z.string(),
    message: z.string().describe('in the request language'),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    rowData: z.record(z.string(), z.string()).describe('the row as read, by column key'),
  })
  .meta({ id: 'ImportError' });

export const fileLogData = z
  .object({
    taskId: z.number().int(),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileHash: z.string().describe('sha-256, hex'),
    uploader: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
    downloadUrl: z.string().nullable().describe('signed, expiring URL of the original file'),
    downloadUrlExpiresAt: z.string().nullable(),
  })
  .meta({ id: 'ImportFileLog' });

export const uploadResponse = envelopeOf(uploadData);
export const taskResponse = envelopeOf(importTask);
export const taskPageResponse = envelopeOf(pageOf(importTask));
export const errorPageResponse = envelopeOf(pageOf(importError));
export const removeErrorsResponse = envelopeOf(z.object({ removed: z.number().int() }));
export const fileLogResponse = envelopeOf(fileLogData);
