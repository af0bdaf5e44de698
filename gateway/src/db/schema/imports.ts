// The bulk import's tables: tasks, their errors and the staged rows, declarations only.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { customerIdColumn } from './columns';

/**
 * A bulk import: one uploaded file, validated, then inserted in one transaction. `fileHash`
 * (sha-256 of the bytes) makes re-uploading the same file find the same task; `status` moves
 * UPLOADED -> VALIDATING -> VALIDATED -> INSERTING -> DONE, or FAILED with `failureCode`.
 * The file itself stays in storage (`storageKey`) so a task survives a restart and can resume.
 */
export const importTasks = pgTable(
  'import_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    createdBy: integer('created_by').references(() => users.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    isFilterRepeat: integer('is_filter_repeat').notNull().default(1),
    status: varchar('status', { length: 16 }).notNull().default('UPLOADED'),
    failureCode: varchar('failure_code', { length: 48 }),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    repeatRows: integer('repeat_rows').notNull().default(0),
    insertedRows: integer('inserted_rows').notNull().default(0),
    /** 0-100 */
    progress: integer('progress').notNull().default(0),
    /** Runs resumed after an interruption (a restart, a failed insert run again): 0 for a task run once. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_tasks_customer_created_idx').on(t.customerId, t.createdAt),
    index('import_tasks_customer_hash_idx').on(t.customerId, t.fileHash),
    // One live task per file and customer, whatever the upload path: the database keeps it so too.
    uniqueIndex('import_tasks_live_file_uq')
      .on(t.customerId, t.fileHash)
      .where(sql`status in ('UPLOADED', 'VALIDATING', 'VALIDATED', 'INSERTING')`),
  ],
);

/**
 * One bad cell (or row) of an import: the row number in the file (header is row 1), the column
 * header, a message code rendered in the reader's language with `params`, and the row as read so
 * the error download gives the shipper the original data back.
 */
export const importErrors = pgTable(
  'import_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => importTasks.id, { onDelete: 'cascade' }),
    customerId: customerIdColumn(),
    rowNo: integer('row_no').notNull(),
    columnName: varchar('column_name', { length: 64 }),
    messageCode: varchar('message_code', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
    rowData: jsonb('row_data').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('import_errors_task_row_idx').on(t.taskId, t.rowNo)],
);

/**
 * The insert-ready order values of an import's valid rows, written while the task is validated
 * (replaced when it is validated again) so the insert is SQL only; removed when the task is DONE.
 * One typed column per `orders` column an import fills (same SQL name and type: COPY writes them as
 * text and the insert reads them without unpacking anything), plus where the CREATED scan happens.
 */
export const importRows = pgTable(
  'import_rows',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => importTasks.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    customerId: integer('customer_id').notNull(),
    customerOrderNo: varchar('customer_order_no', { length: 64 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    senderName: varchar('sender_name', { length: 100 }),
    senderPhone: varchar('sender_phone', { length: 32 }),
    senderProvince: varchar('sender_province', { length: 64 }),
    senderCity: varchar('sender_city', { length: 64 }),
    senderDistrict: varchar('sender_district', { length: 64 }),
    senderAddress: varchar('sender_address', { length: 255 }),
    senderPostalCode: varchar('sender_postal_code', { length: 10 }),
    senderDistrictCode: varchar('sender_district_code', { length: 16 }),
    receiverName: varchar('receiver_name', { length: 100 }),
    receiverPhone: varchar('receiver_phone', { length: 32 }),
    receiverProvince: varchar('receiver_province', { length: 64 }),
    receiverCity: varchar('receiver_city', { length: 64 }),
    receiverDistrict: varchar('receiver_district', { length: 64 }),
    receiverAddress: varchar('receiver_address', { length: 255 }),
    receiverPostalCode: varchar('receiver_postal_code', { length: 10 }),
    receiverDistrictCode: varchar('receiver_district_code', { length: 16 }),
    goodsType: varchar('goods_type', { length: 32 }),
    goodsName: varchar('goods_name', { length: 100 }),
    pieces: integer('pieces'),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 8, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1, mode: 'number' }),
    volumetricWeightKg: numeric('volumetric_weight_kg', { precision: 10, scale: 3, mode: 'number' }),
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 10, scale: 3, mode: 'number' }),
    productType: varchar('product_type', { length: 16 }),
    sellerType: varchar('seller_type', { length: 16 }),
    paymentMethod: varchar('payment_method', { length: 16 }),
    codAmount: numeric('cod_amount', { precision: 14, scale: 2, mode: 'number' }),
    declaredValue: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' }),
    freightFee: numeric('freight_fee', { precision: 14, scale: 2, mode: 'number' }),
    insuranceFee: numeric('insurance_fee', { precision: 14, scale: 2, mode: 'number' }),
    codFee: numeric('cod_fee', { precision: 14, scale: 2, mode: 'number' }),
    totalFee: numeric('total_fee', { precision: 14, scale: 2, mode: 'number' }),
    remark: varchar('remark', { length: 255 }),
    status: varchar('status', { length: 24 }),
    importTaskId: bigint('import_task_id', { mode: 'number' }),
    createdBy: integer('created_by'),
    senderKey: varchar('sender_key', { length: 16 }),
    /** The CREATED scan's location and network (parcel/scan-place.ts, pickup point). */
    scanLocation: varchar('scan_location', { length: 64 }).notNull(),
    scanNetwork: varchar('scan_network', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.rowNo] })],
);

export type ImportTaskRow = typeof importTasks.$inferSelect;
export type ImportErrorRow = typeof importErrors.$inferSelect;
