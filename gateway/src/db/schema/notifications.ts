import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users, type LocalizedText } from './core';
import { customerIdColumn } from './columns';

/**
 * A param of a notification's text: one value, one per language (a catalogue name), or an amount
 * of money (`{ money }`, i18n/money-text.ts: formatted for the reader, left out for a hide-money one).
 */
export type NotificationParam = string | number | LocalizedText | { money: number };

/**
 * A notification to one user of a shipper (an account-wide one is written once per user, so each
 * reads it on their own). Title and body are message keys with their params: the gateway renders
 * them in the reader's language. Kept `notificationRetentionDays` (90 by default), then purged.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 16 }).notNull(),
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key').notNull(),
    params: jsonb('params').$type<Record<string, NotificationParam>>().notNull().default({}),
    /** A portal path (`/expressTracking?billCode=…`) the notification opens. */
    link: text('link'),
    /** A stored file (an export) the notification offers, by storage key, and its download name. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
    check(
      'notifications_category_ck',
      sql`${t.category} in ('COD','TICKET','PROBLEM_PARCEL','CLAIM','SYSTEM','SECURITY')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
