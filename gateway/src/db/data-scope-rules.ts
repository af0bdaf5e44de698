// What a sub-account with a data scope (its own orders, or chosen sender addresses) sees of each
// tenant table. Every table with a customer_id has a line here, or the gateway does not compile:
// a new table cannot be added without deciding. tenant-scope.ts (ownedBy) applies the lines.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** A tenant table: it has a `customerId` column. */
export type ScopedTable = PgTable & { customerId: PgColumn };

/**
 * How a data scope limits one table:
 * - `customer`: every user of the customer sees all of it (settings, reference data, the account
 *   itself); the page permissions decide who reaches it.
 * - `none`: a scoped user sees none of it. Totals over every sender (counters, COD batches, monthly
 *   statements) would tell a scoped user about the orders it may not see.
 * - `order`: the rows of orders in scope (`column` holds the order id). Rows without an order are
 *   seen by everyone (`withoutOrder: 'customer'`), by their creator (`{ creator }`), or by nobody.
 * - `creator`: the rows the user made itself (`column` holds the user id).
 * - `parent`: the rows whose parent row (`column` holds its id) the user sees by the parent's rule.
 * - `orderKeys`: rows that total orders and carry the orders' own scope columns (the reports' read
 *   model): a sender-address scope keeps the rows of its sender keys, an own-orders scope the rows
 *   its user created, exactly as `orders` itself.
 */
export type ScopeRule =
  | { readonly by: 'customer' }
  | { readonly by: 'none' }
  | {
      readonly by: 'order';
      readonly column: PgColumn;
      readonly withoutOrder?: 'customer' | { creator: PgColumn };
    }
  | { readonly by: 'creator'; readonly column: PgColumn }
  | { readonly by: 'parent'; readonly column: PgColumn; readonly parent: ScopedTable & { id: PgColumn } }
  | { readonly by: 'orderKeys'; readonly senderKey: PgColumn; readonly createdBy: PgColumn };

type Schema = typeof schema;
/** The schema's exports that are tenant tables. */
export type TenantTableName = {
  [K in keyof Schema]: Schema[K] extends ScopedTable ? K : never;
}[keyof Schema];

const customer = { by: 'customer' } as const;
const none = { by: 'none' } as const;
const order = (column: PgColumn) => ({ by: 'order', column }) as const;
const creator = (column: PgColumn) => ({ by: 'creator', column }) as const;
const orderKeys = (table: { senderKey: PgColumn; createdBy: PgColumn }) =>
  ({ by: 'orderKeys', senderKey: table.senderKey, createdBy: table.createdBy }) as const;

const { claims, codBatches, codDisputes, codLines, importTasks, monthlyStatements, orderTraces, tickets } =
  schema;

/** One line per tenant table; the comment says why where the choice is not plain. */
export const DATA_SCOPE_RULES: { readonly [K in TenantTableName]: ScopeRule } = {
  // the account, its users and their settings: user management is the main account's page
  users: customer,
  subAccountSettings: customer,
  // a user's own setting: the routes name the user (session.userId), the job reads every user's
  reportDigestSettings: customer,
  customerNetworks: customer,
  customerDataSubmissions: customer,
  customerDataDocuments: customer,
  accountAuditLog: none,
  feedbackNotes: creator(schema.feedbackNotes.userId),
  listColumns: creator(schema.listColumns.userId),
  // orders and what is read off them
  orders: { by: 'order', column: schema.orders.id },
  orderTraces: order(orderTraces.orderId),
  // counters over every order of the customer: a scoped list counts its own rows instead
  orderPageBuckets: none,
  orderReceiverNames: none,
  orderSenderCounts: none,
  orderStatusCounts: none,
  // the reports' read model: each row is of one sender key and creator, so a scope keeps its own
  reportOrderDays: orderKeys(schema.reportOrderDays),
  reportCityDays: orderKeys(schema.reportCityDays),
  reportSignedDays: orderKeys(schema.reportSignedDays),
  reportLeadHours: orderKeys(schema.reportLeadHours),
  reportCodDays: orderKeys(schema.reportCodDays),
  reportSignDays: orderKeys(schema.reportSignDays),
  reportSlaDays: orderKeys(schema.reportSlaDays),
  reportLateOrders: orderKeys(schema.reportLateOrders),
  reportShipDays: orderKeys(schema.reportShipDays),
  reportWeightDays: orderKeys(schema.reportWeightDays),
  // saved report views: each user's own
  reportViews: creator(schema.reportViews.userId),
  labelConfigs: customer,
  importTasks: creator(importTasks.createdBy),
  importRows: creator(schema.importRows.createdBy),
  importErrors: { by: 'parent', column: schema.importErrors.taskId, parent: importTasks },
  // COD: a line belongs to its order; a batch, its events, netting and the buckets total every
  // sender, so a scoped user sees its lines and commission, not the batches or the balance cards
  codLines: order(codLines.orderId),
  codLineBuckets: none,
  codBatches: none,
  codBatchEvents: { by: 'parent', column: schema.codBatchEvents.batchId, parent: codBatches },
  codBatchFreight: order(schema.codBatchFreight.orderId),
  codBatchReturns: { by: 'parent', column: schema.codBatchReturns.batchId, parent: codBatches },
  codDisputes: { by: 'parent', column: codDisputes.codLineId, parent: codLines },
  codContracts: customer,
  customerBankAccounts: none,
  bankAccountChanges: none,
  // monthly statements: lines of orders in scope; the header and what hangs on it total every sender
  monthlyStatementLines: order(schema.monthlyStatementLines.orderId),
  monthlyStatements: none,
  statementCreditNotes: {
    by: 'parent',
    column: schema.statementCreditNotes.statementId,
    parent: monthlyStatements,
  },
  statementDisputes: {
    by: 'parent',
    column: schema.statementDisputes.statementId,
    parent: monthlyStatements,
  },
  statementPayments: {
    by: 'parent',
    column: schema.statementPayments.statementId,
    parent: monthlyStatements,
  },
  statementReceivables: {
    by: 'parent',
    column: schema.statementReceivables.statementId,
    parent: monthlyStatements,
  },
  // coupons are the customer's; one taken by an order is seen with that order
  coupons: { by: 'order', column: schema.coupons.orderId, withoutOrder: 'customer' },
  // service: about an order in scope; a ticket about no waybill by the one who filed it
  tickets: { by: 'order', column: tickets.orderId, withoutOrder: { creator: tickets.userId } },
  ticketMessages: { by: 'parent', column: schema.ticketMessages.ticketId, parent: tickets },
  claims: order(claims.orderId),
  complaints: creator(schema.complaints.userId),
  parcelReturns: order(schema.parcelReturns.orderId),
  problemParcels: order(schema.problemParcels.orderId),
  // points belong to the customer's account; an exchange to the user who made it
  memberAccounts: customer,
  pointsLedger: customer,
  exchangeRecords: creator(schema.exchangeRecords.userId),
  // files are reached through signed links the lists hand out; a bare id only by its uploader
  files: creator(schema.files.userId),
  goodsCategories: customer,
  goodsTemplates: customer,
  // address books: a scoped clerk picks its sender address from the customer's book
  addressBookEntries: customer,
  exportJobs: creator(schema.exportJobs.userId),
  // written to each user (notification.repo decides who may receive one)
  notifications: creator(schema.notifications.userId),
};

/** The rule of each tenant table, by table object. */
export const scopeRules: ReadonlyMap<PgTable, ScopeRule> = new Map(
  Object.entries(DATA_SCOPE_RULES).map(([name, rule]) => [schema[name as TenantTableName] as PgTable, rule]),
);
