import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users, type LocalizedText } from './core';
import { customerIdColumn } from './columns';

/** Which orders a sub-account sees: every order of its customer, those it created, or those of chosen sender addresses. */
export const DATA_SCOPES = ['ALL', 'OWN', 'SENDERS'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

/**
 * What a sub-account may see beyond its permission keys: its data scope and the "hide money" flag
 * (one row per sub-account; a user without a row, and every main account, sees all). For the
 * SENDERS scope, `senderAddressIds` are the chosen entries of the sender address book (for the
 * screen) and `senderKeys` their keys (parcel/sender-key.ts) as they were when chosen; the
 * session adds the entries' current keys (auth/account-access.ts), so an edited address keeps its
 * old orders and brings its new ones: the orders matched by `orders.sender_key`.
 */
export const subAccountSettings = pgTable(
  'sub_account_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    customerId: customerIdColumn(),
    /** The preset the account was created from (account_role_presets.code), if any. */
    roleCode: varchar('role_code', { length: 24 }),
    dataScope: varchar('data_scope', { length: 8 }).notNull().default('ALL'),
    senderAddressIds: jsonb('sender_address_ids').$type<number[]>().notNull().default([]),
    senderKeys: jsonb('sender_keys').$type<string[]>().notNull().default([]),
    hideMoney: boolean('hide_money').notNull().default(false),
    /** Deleted by the main account: the user row stays (orders name their creator), disabled and renamed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sub_account_settings_customer_idx').on(t.customerId),
    check('sub_account_settings_scope_ck', sql`${t.dataScope} in ('ALL','OWN','SENDERS')`),
  ],
);

/**
 * A preset role to start a sub-account from (DOMAINS.md: Admin, Finance, Operator, Analyst
 * read-only, Tracker): its names and permission keys, kept as data (seed/account-data.ts).
 */
export const accountRolePresets = pgTable('account_role_presets', {
  code: varchar('code', { length: 24 }).primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  permissionKeys: jsonb('permission_keys').$type<string[]>().notNull(),
  hideMoney: boolean('hide_money').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** The changes the audit log records. */
export const ACCOUNT_AUDIT_ACTIONS = [
  'USER_CREATED',
  'USER_UPDATED',
  'PERMISSIONS_CHANGED',
  'SCOPE_CHANGED',
  'USER_ENABLED',
  'USER_DISABLED',
  'PASSWORD_RESET',
  'USER_DELETED',
] as const;
export type AccountAuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number];

/** Every change of a user or its permissions, who made it and what changed; read by the main account. */
export const accountAuditLog = pgTable(
  'account_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorLoginCode: varchar('actor_login_code', { length: 64 }).notNull(),
    targetLoginCode: varchar('target_login_code', { length: 64 }).notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    /** What changed: keys added and removed, scope before and after, ... */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_audit_customer_created_idx').on(t.customerId, t.createdAt, t.id)],
);

export type SubAccountSettingsRow = typeof subAccountSettings.$inferSelect;
export type AccountAuditRow = typeof accountAuditLog.$inferSelect;

/** The courier network that serves a shipper: its back-office staff review the shipper's data. */
export const customerNetworks = pgTable('customer_networks', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  networkId: integer('network_id').notNull(),
});

/** DOMAINS.md "Customer data": DRAFT -> SUBMITTED -> UNDER_REVIEW -> APPROVED | REJECTED | NEEDS_REVISION. */
export const CUSTOMER_DATA_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
  'NEEDS_REVISION',
] as const;
export type CustomerDataStatus = (typeof CUSTOMER_DATA_STATUSES)[number];

/** The data a shipper submits (individual or company), field by field. */
export type CustomerDataFields = Record<string, string>;

/**
 * A shipper's data submission, one per customer. `fields` is what the shipper edits and submits;
 * `approved` is the data in force (set at approval, kept while a change request is reviewed);
 * `fieldReasons` the reviewer's reason per field. `networkId` is the network reviewing it.
 */
export const customerDataSubmissions = pgTable(
  'customer_data_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    networkId: integer('network_id'),
    entityType: varchar('entity_type', { length: 12 }).notNull().default('COMPANY'),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    fields: jsonb('fields').$type<CustomerDataFields>().notNull().default({}),
    approved: jsonb('approved').$type<CustomerDataFields>(),
    /** Whether the submission under review changes approved data (a change request). */
    isChange: boolean('is_change').notNull().default(false),
    fieldReasons: jsonb('field_reasons').$type<Record<string, string>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    /** When an approved change of the bank account took effect (finance pauses COD payouts after it). */
    bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_data_customer_uq').on(t.customerId),
    index('customer_data_network_status_idx').on(t.networkId, t.status, t.updatedAt),
    check(
      'customer_data_status_ck',
      sql`${t.status} in ('DRAFT','SUBMITTED','UNDER_REVIEW','APPROVED','REJECTED','NEEDS_REVISION')`,
    ),
    check('customer_data_entity_ck', sql`${t.entityType} in ('INDIVIDUAL','COMPANY')`),
  ],
);

/** A document of a submission (at most 5 MB, an image or a PDF), kept in the file storage. */
export const customerDataDocuments = pgTable(
  'customer_data_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    /** Which document: ktp, npwp, nib, deed, decree, bankBook. */
    field: varchar('field', { length: 24 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_data_documents_customer_idx').on(t.customerId, t.field)],
);

export type CustomerDataRow = typeof customerDataSubmissions.$inferSelect;
