import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { ORDER_STATUSES } from '../../parcel/status';
import { DATE_TIME_PATTERN } from '../../lib/locale/time-format';
import { LABEL_STYLE_NAMES } from './label-styles.render';

/** Most labels one batch prints (spec: large lists are capped at 1000). */
export const MAX_BATCH_LABELS = 1000;
/** Most waybill numbers one quick-print search takes. */
export const MAX_FAST_PRINT_BILL_CODES = 1000;

/** 1: `id` is the order id; 2: `id` is the waybill number (bill code). */
const printType = z.coerce
  .number()
  .int()
  .min(1)
  .max(2)
  .default(1)
  .describe('1: id is the order id, 2: id is the waybill number');
const flag = z.union([z.literal(0), z.literal(1)]);
const queryFlag = z.coerce.number().int().min(0).max(1);

export const printParams = z.object({
  style: z
    .string()
    .max(32)
    // documented as the three styles; the server also takes them in any letter case
    .meta({ enum: [...LABEL_STYLE_NAMES] })
    .describe(`One of ${LABEL_STYLE_NAMES.join(', ')}`),
  id: z.string().trim().min(1).max(64),
});

export const printQuery = z.object({
  type: printType,
  discountPrint: queryFlag
    .optional()
    .describe("1 prints the fee breakdown with its discount line; default: the caller's print config"),
});

export const printBatchBody = z.object({
  style: z
    .string()
    .max(32)
    .meta({ enum: [...LABEL_STYLE_NAMES] })
    .optional()
    .describe(`One of ${LABEL_STYLE_NAMES.join(', ')} (any letter case); default: the caller's print config`),
  type: printType,
  discountPrint: flag.optional().describe("Default: the caller's print config"),
  printCod: flag.optional().describe("0 leaves the COD box out; default: the caller's print config"),
  items: z
    .array(z.object({ id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]) }))
    .min(1)
    .max(MAX_BATCH_LABELS)
    .describe('Printed in this order; a repeated id is printed once'),
});

export const qrCodeQuery = z.object({
  billCode: z.string().trim().toUpperCase().min(1).max(32),
});

const labelStyleName = z.enum(LABEL_STYLE_NAMES as [string, ...string[]]);

export const printConfigData = z.object({
  defaultStyle: labelStyleName,
  printCod: flag,
  discountPrint: flag,
});

export const printConfigBody = printConfigData.partial();

/** Pasted waybill lists: split on spaces, commas and newlines, trimmed, upper-cased, repeats dropped. */
const billCodeList = z
  .array(z.string().max(20_000))
  .max(MAX_FAST_PRINT_BILL_CODES)
  .transform((entries) => [
    ...new Set(
      entries
        .flatMap((entry) => entry.split(/[\s,;，]+/))
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(32)).max(MAX_FAST_PRINT_BILL_CODES));

const dateTime = z.string().regex(DATE_TIME_PATTERN).describe('yyyy-MM-dd HH:mm:ss (WIB)');

export const fastPrintQueryBody = pageQuery.extend({
  billCodes: billCodeList.optional(),
  printed: flag.optional().describe('1: printed at least once, 0: never printed'),
  createdFrom: dateTime.optional(),
  createdTo: dateTime.optional(),
});

export const fastPrintRecord = z.object({
  id: z.number().int(),
  billCode: z.string(),
  customerOrderNo: z.string(),
  receiverName: z.string(),
  receiverCity: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string().describe("The status in the session's language"),
  printCount: z.number().int(),
  lastPrintedAt: z.string().nullable().describe('yyyy-MM-dd HH:mm:ss (WIB)'),
  createdAt: z.string().describe('yyyy-MM-dd HH:mm:ss (WIB)'),
});

export const updatePrintCountBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_BATCH_LABELS),
});

export const printConfigResponse = envelopeOf(printConfigData);
export const fastPrintQueryResponse = envelopeOf(
  pageOf(fastPrintRecord).extend({
    notFound: z
      .array(z.string())
      .describe("Pasted waybill numbers (upper-cased) that name none of the caller's orders"),
    cancelled: z
      .array(z.string())
      .describe(
        "Pasted waybill numbers of the caller's cancelled orders: left out, their labels do not print",
      ),
  }),
);
export const updatePrintCountResponse = envelopeOf(z.object({ updated: z.number().int() }));
