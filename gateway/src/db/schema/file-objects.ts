import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The objects of the database file storage (storage/database-storage.ts): one row per key, so that
 * every gateway on the database reads what any of them wrote (ARCHITECTURE §10). `expires_at` set,
 * the purge removes the object after it.
 */
export const fileObjects = pgTable(
  'file_objects',
  {
    key: varchar('key', { length: 128 }).primaryKey(),
    contentType: varchar('content_type', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('file_objects_expires_at_idx').on(table.expiresAt)],
);

/** An object's bytes in chunks (bytea of at most 1 MiB each, `seq` from 0), removed with it. */
export const fileObjectChunks = pgTable(
  'file_object_chunks',
  {
    key: varchar('key', { length: 128 })
      .notNull()
      .references(() => fileObjects.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);

/**
 * Secrets every gateway on the database shares, made once by the first that needs one (the file
 * link signing secret when UPLOAD_URL_SECRET is unset).
 */
export const gatewaySecrets = pgTable('gateway_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
