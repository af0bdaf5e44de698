import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { HELP_CATEGORIES, NOTICE_LEVELS } from './notice.rules';

export const noticeItem = z.object({
  id: z.number().int(),
  title: z.string().describe('In the request language'),
  content: z.string().describe('In the request language'),
  link: z.string().nullable().describe('A portal path (/orderImport) or a web address the notice points to'),
  level: z.enum(NOTICE_LEVELS).describe('How loud a warning is; help and adverts are info'),
  category: z
    .string()
    .nullable()
    .describe(`A help article's group (${HELP_CATEGORIES.join(', ')}); null for adverts and warnings`),
  startsAt: z.string().nullable().describe('ISO 8601; shown from then on, null: already'),
  endsAt: z.string().nullable().describe('ISO 8601; no longer shown from then on, null: until withdrawn'),
});
export const noticeListResponse = envelopeOf(z.array(noticeItem));
export const noticeReadBody = z.object({ id: z.number().int().positive() });

/** Without a code: the agreement the gateway is configured to require (PRIVACY_AGREEMENT_CODE). */
export const privacyQuery = z.object({ code: z.string().min(1).max(64).optional() });
export const privacyAgreementResponse = envelopeOf(
  z.object({ code: z.string(), version: z.number().int(), title: z.string(), content: z.string() }),
);
export const privacyReadOnlineBody = z.object({
  /** Without a code: the configured agreement (see privacyQuery). */
  code: z.string().min(1).max(64).optional(),
  /** true records that the user has read and accepted the current version. */
  confirm: z.boolean().default(false),
});
export const privacyReadOfflineBody = z.object({ code: z.string().min(1).max(64) });
export const privacyStatusResponse = envelopeOf(
  z.object({ code: z.string(), version: z.number().int(), read: z.boolean(), readAt: z.string().nullable() }),
);

export const dictItem = z.object({
  value: z.string(),
  label: z.string(),
  code: z.string(),
  name: z.string(),
});
export const dictResponse = envelopeOf(z.array(dictItem));

export const agentsResponse = envelopeOf(
  z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), city: z.string() })),
);

export const langEntry = z.object({
  strId: z.string(),
  lang1: z.string(),
  lang2: z.string(),
  lang3: z.string(),
});
export const languageResponse = envelopeOf(z.array(langEntry));
export const languageBatchBody = z.object({ strIds: z.array(z.string().max(128)).max(500) });
export const languageBatchQuery = z.object({ strIds: z.string().max(20000).default('') });

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');
const text = (max: number) => z.string().max(max).optional();

/** The spec's analytics event fields (section 3), plus the event type (page view, hide, click). */
export const analyticsEvent = z.object({
  /**
   * Spec §3: page view, page hide and button click events; and remote_refused, the host's refusal
   * of a remote built for shared versions it does not provide (element_id the remote, button_name
   * what it requires; host/src/federation/skewGate.ts).
   */
  event_type: z.enum(['page_view', 'page_hide', 'button_click', 'remote_refused']),
  page_name: text(200),
  page_id: text(200),
  from_page: text(200),
  user_id: z
    .union([z.string().max(64), z.number()])
    .transform((value) => String(value))
    .optional(),
  duration: z.number().int().min(0).max(86_400_000).optional(),
  platform: text(64),
  is_login: flag.optional(),
  user_is_new: flag.optional(),
  app_channel: text(64),
  button_name: text(200),
  element_id: text(200),
});
export const analyticsBody = z.object({ events: z.array(analyticsEvent).min(1).max(200) });
export const analyticsResponse = envelopeOf(z.object({ stored: z.number().int() }));
