import { z } from 'zod';

/** An attached file with its short-lived signed link (GET /attachment/view/...). */
export const fileLink = z
  .object({
    key: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string().describe('signed link, valid for a few minutes (attachmentLinkSeconds)'),
  })
  .meta({ id: 'ServiceFileLink' });
export const fileLinks = z.array(fileLink);

/**
 * The most file keys one request may attach: a bound for the contract and the parser. The service
 * settings' `attachmentMaxFiles` (5 in the seed) is the business limit below it, refused with its
 * own message.
 */
export const MAX_ATTACHMENT_KEYS = 20;

/** Keys of files uploaded with /file/upload, as a request sends them. */
export const attachmentKeys = z
  .array(z.string().max(128))
  .max(MAX_ATTACHMENT_KEYS)
  .describe('keys of files uploaded with /file/upload');
