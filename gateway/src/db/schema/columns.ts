import { integer } from 'drizzle-orm/pg-core';
import { customers } from './core';

/**
 * The shipper a row belongs to: `customer_id`, required, referencing `customers` (every tenant
 * table has it; `ownedBy` in db/tenant-scope.ts reads it).
 */
export const customerIdColumn = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);
