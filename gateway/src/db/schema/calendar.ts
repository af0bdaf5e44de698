import { sql } from 'drizzle-orm';
import { check, date, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Days that are not business days although they are not Sundays: national holidays and collective
 * leave (DOMAINS.md: business days are Monday to Saturday except these). Read through
 * `businessCalendar(db)` (domains/common); the list is data, seeded for 2026 and edited by operators.
 */
export const holidays = pgTable(
  'holidays',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [check('holidays_kind_ck', sql`${t.kind} in ('NATIONAL','COLLECTIVE_LEAVE')`)],
);

export type HolidayRow = typeof holidays.$inferSelect;
