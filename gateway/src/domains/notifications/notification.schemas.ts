import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { MAX_MARK_READ_IDS, NOTIFICATION_CATEGORIES, READ_STATES } from './notification.rules';

export const notificationPageBody = pageQuery.extend({
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  readStatus: z.enum(READ_STATES).optional().describe('READ or UNREAD; both when absent'),
});

export const notificationRecord = z.object({
  id: z.number().int(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string().describe('In the request language'),
  body: z.string().describe('In the request language'),
  link: z
    .string()
    .nullable()
    .describe('A portal path the notification opens, e.g. /expressTracking?billCode=…'),
  hasFile: z.boolean().describe('A file can be downloaded through notification/downloadUrl'),
  fileName: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  readAt: z.string().nullable().describe('ISO 8601; null while unread'),
});

export const markReadBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_MARK_READ_IDS),
});

export const downloadUrlQuery = z.object({
  id: z.coerce.number().int().positive(),
});

export const notificationPageResponse = envelopeOf(pageOf(notificationRecord));
export const unreadCountResponse = envelopeOf(z.object({ count: z.number().int() }));
export const markedResponse = envelopeOf(
  z.object({ updated: z.number().int().describe('How many notifications went from unread to read') }),
);
export const downloadUrlResponse = envelopeOf(
  z.object({
    url: z.string().describe('Signed, valid 15 minutes; ask again for a fresh one'),
    fileName: z.string(),
    expiresAt: z.string().describe('ISO 8601'),
  }),
);
