import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { customerIdColumn } from './columns';

/** The two books of a customer: where parcels leave from, and where they go. */
export const ADDRESS_KINDS = ['SENDER', 'RECEIVER'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/**
 * One entry of a customer's address book (spec: "Keep sender and receiver address books").
 * `kind` says which book: SENDER or RECEIVER. Region names are the official names of the region
 * list, `districtCode` the district's code (`31.71.01`), exactly as on an order, so picking an
 * entry fills an order's sender or receiver block unchanged. At most one default per kind and
 * customer (the partial unique index).
 */
export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    province: varchar('province', { length: 64 }).notNull(),
    city: varchar('city', { length: 64 }).notNull(),
    district: varchar('district', { length: 64 }).notNull(),
    districtCode: varchar('district_code', { length: 16 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_book_customer_kind_idx').on(t.customerId, t.kind, t.updatedAt),
    // The list's keyword search (part of the name, phone or street, any case) at 100,000 entries:
    // trigram indexes (pg_trgm, migration 0007), one per searched column, combined by a bitmap OR.
    index('address_book_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('address_book_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('address_book_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    uniqueIndex('address_book_default_uq')
      .on(t.customerId, t.kind)
      .where(sql`${t.isDefault}`),
    check('address_book_kind_ck', sql`${t.kind} in ('SENDER','RECEIVER')`),
  ],
);

export type AddressBookEntryRow = typeof addressBookEntries.$inferSelect;
export type NewAddressBookEntryRow = typeof addressBookEntries.$inferInsert;
