import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';
import { customerIdColumn } from './columns';

// The payout bank account of a customer (COD remittances) and its pending changes.

/** The one verified payout account of a customer; shown masked everywhere. */
export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    bankCode: varchar('bank_code', { length: 16 }).notNull(),
    accountNumber: varchar('account_number', { length: 32 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    verified: boolean('verified').notNull().default(true),
    /** Payouts pause for the contract's bankChangePauseHours after this moment. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_bank_accounts_customer_uq').on(t.customerId)],
);

/** A pending bank-account change, applied with the code mailed to the bound e-mail. */
export const bankAccountChanges = pgTable(
  'bank_account_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    bankCode: varchar('bank_code', { length: 16 }).notNull(),
    accountNumber: varchar('account_number', { length: 32 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_account_changes_customer_idx').on(t.customerId, t.createdAt)],
);
