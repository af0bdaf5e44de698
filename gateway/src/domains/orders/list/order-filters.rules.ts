import { and, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { orderReceiverNames, orders } from '../../../db/schema';
import { normaliseMobile } from '../../../lib/phone/phone-numbers';
import { ORDER_STATUSES, type OrderStatus } from '../../../parcel/status';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';

/** Offset of Indonesia's western time (WIB), in which the portal's date pickers are read. */
const WIB = '+07:00';

/**
 * A date-time from the portal: 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd' in Jakarta time (WIB), or
 * ISO 8601 with an offset. `endOfUnit` moves a value given to the second (or day) to the last
 * millisecond of that second (or day), so that an end bound of 23:59:59 takes the whole second.
 */
export function parsePortalDateTime(value: string, endOfUnit = false): Date | null {
  const text = value.trim();
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(text);
  let date: Date;
  if (dayOnly) date = new Date(`${text}T00:00:00${WIB}`);
  else if (local) date = new Date(`${local[1]}T${local[2]}${local[3] ? '' : ':00'}${WIB}`);
  else if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(text)) date = new Date(text);
  else return null;
  if (Number.isNaN(date.getTime())) return null;
  if (!endOfUnit) return date;
  if (dayOnly) return new Date(date.getTime() + 24 * 3600_000 - 1);
  if (local) return new Date(date.getTime() + (local[3] ? 999 : 59_999));
  return date;
}

const dateTime = (end: boolean) =>
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const date = parsePortalDateTime(value, end);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'expected yyyy-MM-dd HH:mm:ss or ISO 8601' });
        return z.NEVER;
      }
      return date;
    });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{2}(\.\d{2})?$/)
  .optional();

/** The filters of the order lists (management, my waybills), exports and counts. */
export const orderFilterFields = {
  createdAtStart: dateTime(false)
    .optional()
    .describe("From this creation time: 'yyyy-MM-dd HH:mm:ss' (Jakarta time) or ISO 8601"),
  createdAtEnd: dateTime(true)
    .optional()
    .describe("Up to this creation time, inclusive ('... 23:59:59' takes the whole second)"),
  status: z
    .union([z.enum(ORDER_STATUSES), z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length)])
    .optional()
    .describe('One status or several'),
  billCode: optionalText(32)
    .transform((code) => code?.toUpperCase())
    .describe('Exact waybill number'),
  customerOrderNo: optionalText(64).describe("Exact customer's order number"),
  receiverName: optionalText(100).describe(
    'Part of the receiver name, any case (one or two characters: the start of the name)',
  ),
  receiverPhone: optionalText(32).describe('A whole mobile number (any form) or some of its digits'),
  receiverProvinceCode: regionCode.describe("Receiver's province code ('32')"),
  receiverCityCode: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}$/)
    .optional()
    .describe("Receiver's city or regency code ('32.73')"),
};

export const orderFilter = z.object(orderFilterFields);
export type OrderFilter = Partial<z.infer<typeof orderFilter>> & { printed?: boolean; importTaskId?: number };

/** The statuses a filter asks for (none: all). */
export function filterStatuses(filter: Pick<OrderFilter, 'status'>): OrderStatus[] {
  if (!filter.status) return [];
  return [...new Set(Array.isArray(filter.status) ? filter.status : [filter.status])];
}

/** Escapes LIKE wildcards so that a search text matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Shorter receiver-name searches than this match the start of the name; longer ones anywhere in it.
 * The trigram index (migration 0007) finds a text anywhere only from three characters on: one or
 * two would scan every order of the shipper. A Chinese surname (王) or a two-character name (王芳)
 * is the start of the name; two Latin letters anywhere would match most names anyway.
 */
export const RECEIVER_NAME_SUBSTRING_FROM = 3;

/** The ILIKE pattern of a receiver-name search (any case; see RECEIVER_NAME_SUBSTRING_FROM). */
export function receiverNamePattern(text: string): string {
  const escaped = escapeLike(text);
  return [...text].length < RECEIVER_NAME_SUBSTRING_FROM ? `${escaped}%` : `%${escaped}%`;
}

/**
 * Orders whose receiver name matches a search: the customer's distinct names are matched against
 * the pattern first (order_receiver_names, a few thousand rows and their trigram index), and the
 * orders then read by those names on (customer_id, receiver_name, created_at, id). The same
 * orders as `receiver_name ILIKE pattern`: every name an order of the customer has is in
 * order_receiver_names, written in the order's own transaction, and both are read in one
 * statement. Matching the orders' own trigram index instead read the posting lists of every
 * trigram of the text: with a part every name shares ('Penerima 42' among 'Penerima 0' ..
 * 'Penerima 4999'), ~2,400 index pages and 40-90 ms at 1,000,000 orders.
 */
function receiverNameCondition(customerId: number, text: string): SQL {
  return sql`${orders.receiverName} = any(array(${receiverNamesMatching(customerId, text)}))`;
}

/**
 * The customer's distinct receiver names that match a name search, as a one-column select:
 * `receiver_name ILIKE pattern`, which a UTF-8 database computes as lower(name) LIKE
 * lower(pattern), here on the stored lowered name.
 */
export function receiverNamesMatching(customerId: number, text: string): SQL {
  return sql`select ${orderReceiverNames.receiverName} from ${orderReceiverNames}
    where ${orderReceiverNames.customerId} = ${customerId}
      and ${orderReceiverNames.receiverNameLower} like lower(${receiverNamePattern(text)})`;
}

/**
 * The WHERE of a filter without its statuses (and the owner's data scope, if any): always the customer first, so that the
 * (customer_id, created_at) and (customer_id, status, created_at) indexes lead every query.
 */
export function filterConditions(owner: Tenant, filter: OrderFilter): SQL {
  const { customerId } = owner;
  const conditions: (SQL | undefined)[] = [ownedBy(orders, owner)];
  if (filter.createdAtStart) conditions.push(gte(orders.createdAt, filter.createdAtStart));
  if (filter.createdAtEnd) conditions.push(lte(orders.createdAt, filter.createdAtEnd));
  if (filter.billCode) conditions.push(eq(orders.billCode, filter.billCode));
  if (filter.customerOrderNo) conditions.push(eq(orders.customerOrderNo, filter.customerOrderNo));
  if (filter.receiverName) conditions.push(receiverNameCondition(customerId, filter.receiverName));
  if (filter.receiverPhone) {
    const mobile = normaliseMobile(filter.receiverPhone);
    const digits = filter.receiverPhone.replace(/\D/g, '').replace(/^62/, '0');
    if (mobile) conditions.push(eq(orders.receiverPhone, mobile));
    else conditions.push(like(orders.receiverPhone, `%${escapeLike(digits)}%`));
  }
  if (filter.receiverCityCode)
    conditions.push(like(orders.receiverDistrictCode, `${escapeLike(filter.receiverCityCode)}.%`));
  else if (filter.receiverProvinceCode)
    conditions.push(like(orders.receiverDistrictCode, `${escapeLike(filter.receiverProvinceCode)}.%`));
  if (filter.printed !== undefined)
    conditions.push(filter.printed ? sql`${orders.printCount} > 0` : eq(orders.printCount, 0));
  if (filter.importTaskId !== undefined) conditions.push(eq(orders.importTaskId, filter.importTaskId));
  return and(...conditions) as SQL;
}

/** The WHERE of a filter with its statuses. */
export function filterWithStatuses(owner: Tenant, filter: OrderFilter): SQL {
  const statuses = filterStatuses(filter);
  const base = filterConditions(owner, filter);
  if (statuses.length === 0) return base;
  return and(
    base,
    statuses.length === 1 ? eq(orders.status, statuses[0]) : inArray(orders.status, statuses),
  ) as SQL;
}
