import type { Lang } from '../../i18n/language';
import { isMoneyParam, moneyText } from '../../i18n/money-text';
import { isValidStorageKey } from '../../storage';
import type { NotificationParam } from '../../db/schema/notifications';
import type { NotificationKind } from './notification.messages';

/** DOMAINS.md: COD / finance, ticket, problem parcel, claim, system, security. */
export const NOTIFICATION_CATEGORIES = [
  'COD',
  'TICKET',
  'PROBLEM_PARCEL',
  'CLAIM',
  'SYSTEM',
  'SECURITY',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const READ_STATES = ['READ', 'UNREAD'] as const;
export type ReadState = (typeof READ_STATES)[number];

/** A file link of a notification is signed for 15 minutes and signed again on every click. */
export const FILE_URL_TTL_SECONDS = 15 * 60;

/** At most this many ids in one mark-read call. */
export const MAX_MARK_READ_IDS = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A portal route, optionally with a query: `/expressTracking?billCode=JP…`. No scheme, host or `//`. */
const PORTAL_LINK = /^\/[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9_-]+)*(?:\?[A-Za-z0-9_.~%=&+,:-]*)?$/;

/** A message key of the catalogue shape (`notification.parcelHeld.title`). */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

/**
 * Whether `link` is a deep link into the portal (a path the host routes), never an address
 * elsewhere: a notification must not send a user off the portal.
 * @example
 * isPortalLink('/expressTracking?billCode=JP0012345678'); // true
 * isPortalLink('//evil.example/x'); // false
 */
export function isPortalLink(link: string): boolean {
  return link.length <= 500 && PORTAL_LINK.test(link);
}

/**
 * The portal page a deep link opens (its first path segment): a user receives a notice only when
 * they may open it.
 * @example
 * pageOfLink('/stopGodownQuiry?billCode=JP0012345678'); // 'stopGodownQuiry'
 */
export function pageOfLink(link: string): string {
  return link.slice(1).split(/[/?]/)[0];
}

/** The title and body keys of a standard notification kind. */
export function keysOfKind(kind: NotificationKind): { titleKey: string; bodyKey: string } {
  return { titleKey: `notification.${kind}.title`, bodyKey: `notification.${kind}.body` };
}

/** What a domain says when it notifies; the repository adds who receives it. */
export interface NotificationContent {
  category: NotificationCategory;
  titleKey: string;
  bodyKey: string;
  /**
   * A param is one value, `{ zh, en, id }` when it differs by language (a reason's name), or an
   * amount as `money(n)` (i18n/money-text.ts): every amount must be one, so that it reads as rupiah
   * in the reader's language and never reaches a hide-money reader.
   */
  params?: Record<string, NotificationParam>;
  link?: string | null;
  /**
   * The order the notice is about (a held parcel, a claim, a ticket's waybill): only users whose
   * data scope covers it receive it. Required when the params name a waybill (`billCode`); null
   * when the notice is about none.
   */
  orderId?: number | null;
  fileKey?: string | null;
  fileName?: string | null;
}

/**
 * The mistakes a calling domain can make, in words (empty when the content is fine). These are
 * programming errors, not user input: notify() throws on them.
 */
export function contentProblems(content: NotificationContent): string[] {
  const problems: string[] = [];
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(content.category))
    problems.push(`unknown category ${JSON.stringify(content.category)}`);
  for (const key of [content.titleKey, content.bodyKey])
    if (!MESSAGE_KEY.test(key)) problems.push(`${JSON.stringify(key)} is not a message key`);
  if (content.link != null && !isPortalLink(content.link))
    problems.push(`link ${JSON.stringify(content.link)} is not a portal path`);
  if (content.fileKey != null && !isValidStorageKey(content.fileKey))
    problems.push(`file key ${JSON.stringify(content.fileKey)} is not a storage key`);
  if (content.params?.billCode !== undefined && content.orderId === undefined)
    problems.push('a notice naming a waybill names its order (orderId; null when none)');
  if ((content.fileKey == null) !== (content.fileName == null))
    problems.push('a file needs both its key and its name');
  for (const [name, value] of Object.entries(content.params ?? {}))
    if (
      typeof value !== 'string' &&
      !(typeof value === 'number' && Number.isFinite(value)) &&
      !isLocalized(value) &&
      !isMoneyParam(value)
    )
      problems.push(`param ${name} is neither a string, a number nor money`);
    else if (MONEY_PARAM_NAMES.includes(name) && !isMoneyParam(value))
      problems.push(`param ${name} is an amount: pass it as money(${JSON.stringify(value)})`);
  return problems;
}

/**
 * The param names that are always amounts: a notification must pass them as money. Rows written
 * before the money kind held them as plain numbers or 'Rp …' strings: read as money too.
 */
export const MONEY_PARAM_NAMES: readonly string[] = ['amount', 'minimum'];

/** A param given in every language: `{ zh, en, id }` strings. */
function isLocalized(value: unknown): value is { zh: string; en: string; id: string } {
  if (typeof value !== 'object' || value === null) return false;
  const text = value as Record<string, unknown>;
  return ['zh', 'en', 'id'].every((lang) => typeof text[lang] === 'string');
}

/** Rows created before this instant are past retention. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  if (!Number.isFinite(retentionDays) || retentionDays < 1)
    throw new Error(`retention of ${retentionDays} days: at least 1 day`);
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * The requested ids the caller does not own (unknown, another user's, another account's), each
 * once, in the order asked. A mark-read with any of these changes nothing.
 */
export function idsNotOwned(requested: readonly number[], owned: readonly number[]): number[] {
  const mine = new Set(owned);
  return [...new Set(requested)].filter((id) => !mine.has(id));
}

/** The stored row's parts the centre shows. */
export interface StoredNotification {
  id: number;
  category: string;
  titleKey: string;
  bodyKey: string;
  params: Record<string, NotificationParam>;
  link: string | null;
  fileKey: string | null;
  fileName: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** Who reads a notification: its texts follow their hide-money flag when they read it. */
export interface NotificationReader {
  hideMoney?: boolean;
}

/**
 * A notification as the reader sees it: title and body in their language, amounts as rupiah in
 * it (or, for a hide-money reader, the text without them: decided at read time, so a changed flag
 * applies to old notices too), times as ISO 8601, and whether a file can be downloaded (the key
 * itself stays on the server).
 * @example
 * toNotificationRecord(row, 'id', { hideMoney: false }).title; // 'Paket tertahan di gudang'
 */
export function toNotificationRecord(row: StoredNotification, lang: Lang, reader: NotificationReader = {}) {
  const text = (key: string) =>
    moneyText(lang, key, row.params, { hideMoney: reader.hideMoney === true }, MONEY_PARAM_NAMES);
  return {
    id: row.id,
    category: row.category as NotificationCategory,
    title: text(row.titleKey),
    body: text(row.bodyKey),
    link: row.link,
    hasFile: row.fileKey !== null,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
