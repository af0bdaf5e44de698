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
