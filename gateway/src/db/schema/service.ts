import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers, users } from './core';

/** A complaint or a suggestion filed by a shipper's user, answered by customer service. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }),
    content: text('content').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('SUBMITTED'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_customer_created_idx').on(t.customerId, t.createdAt),
    check('complaints_kind_ck', sql`${t.kind} in ('COMPLAINT','SUGGESTION')`),
    check('complaints_status_ck', sql`${t.status} in ('SUBMITTED','PROCESSING','REPLIED','CLOSED')`),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;
