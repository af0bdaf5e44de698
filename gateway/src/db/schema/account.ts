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
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users, type LocalizedText } from './core';

/** Which orders a sub-account sees: every order of its customer, those it created, or those of chosen sender addresses. */
export const DATA_SCOPES = ['ALL', 'OWN', 'SENDERS'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

/**
 * What a sub-account may see beyond its permission keys: its data scope and the "hide money" flag
 * (one row per sub-account; a user without a row, and every main account, sees all). For the
 * SENDERS scope, `senderAddressIds` are the chosen entries of the sender address book (for the
 * screen) and `senderKeys` their keys (lib/parcel/sender-key.ts) as they were when chosen: the
 * orders matched by `orders.sender_key`.
 */
export const subAccountSettings = pgTable(
  'sub_account_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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
