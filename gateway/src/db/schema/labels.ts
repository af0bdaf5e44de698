import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './core';

/** A customer's label settings: default style, whether COD is printed, discount shown. */
export const labelConfigs = pgTable('label_configs', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  defaultStyle: varchar('default_style', { length: 16 }).notNull().default('THERMAL_100x150'),
  printCod: integer('print_cod').notNull().default(1),
  discountPrint: integer('discount_print').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LabelConfigRow = typeof labelConfigs.$inferSelect;
