// Tenant scope in one place: the condition that limits a query to one shipper's rows, the
// explicit way to say a statement is cross-tenant on purpose, and the check the test suite runs
// over every statement the gateway sends (db/tenant-guard.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  and,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  isTable,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { scopeRules, type ScopedTable } from './data-scope-rules';

/**
 * Which of its customer's orders a sub-account sees (sub_account_settings): the orders it created
 * (`createdBy`), or those of chosen sender addresses (`senderKeys`, matched on orders.sender_key).
 * Absent (or null) for a main account and a sub-account that sees every order.
 */
export type DataScope = { createdBy: number } | { senderKeys: readonly string[] };

/**
 * The shipper a request acts for: the session's customer, and the data scope of the user when it
 * has one. Routes pass the session itself (`sessionOf(request)`), so that the scope comes along.
 * A tenant that does not say its scope (`dataScope` absent, as `{ customerId }`) takes the scope of
 * the user signed in to the running request, so a helper that was handed only a customer id cannot
 * widen a scoped user's view; `wholeCustomer(id)` (dataScope null) is the customer on purpose.
 */
export interface Tenant {
  customerId: number;
  /** The user acting: a scoped user sees its own rows of the tables kept per creator. */
  userId?: number;
  dataScope?: DataScope | null;
}

/** A table that holds one shipper's rows: it has a `customerId` column. */
export type TenantTable = ScopedTable;

/**
 * The whole customer on purpose, even inside a scoped user's request: checks that must see every
 * row (a customer order number already used by another clerk), and work done for the customer.
 */
export function wholeCustomer(customerId: number): Tenant {
  return { customerId, dataScope: null };
}

/**
 * The rows of `table` that belong to `tenant`, and the further conditions (undefined ones are
 * dropped, as drizzle's `and` does). Every query on a tenant table carries this condition.
 * @example
 * db.select().from(orders).where(ownedBy(orders, tenant, eq(orders.id, id)))
 */
export function ownedBy(table: TenantTable, tenant: Tenant, ...conditions: (SQL | undefined)[]): SQL {
  const acting = tenant.dataScope === undefined ? actingFor(tenant.customerId) : undefined;
  const effective = acting ? { ...acting, userId: tenant.userId ?? acting.userId } : tenant;
  const scope = effective.dataScope ? dataScopeCondition(table, effective, effective.dataScope) : undefined;
  return and(eq(table.customerId, tenant.customerId), scope, ...conditions) as SQL;
}

/**
 * The data scope `ownedBy` applies for `tenant`: its own, or the signed-in user's when it says none.
 * Code that takes another path for a scoped user (counters cannot answer it) asks this.
 */
export function scopeOf(tenant: Tenant): DataScope | null {
  if (tenant.dataScope !== undefined) return tenant.dataScope;
  return actingFor(tenant.customerId)?.dataScope ?? null;
}

/**
 * Inside `acrossTenants` (a job over every shipper), the condition that narrows it to one shipper
 * when `customerId` is given (tests and operations run a job for one shipper), none otherwise.
 */
export function onlyCustomer(table: TenantTable, customerId: number | undefined): SQL | undefined {
  return customerId === undefined ? undefined : eq(table.customerId, customerId);
}

/** The orders a data scope keeps, as a condition on `orders` (with the customer's own condition beside it). */
export function ordersInScope(scope: DataScope): SQL {
  const { orders } = schema;
  if ('createdBy' in scope) return eq(orders.createdBy, scope.createdBy);
  if (scope.senderKeys.length === 0) return sql`false`;
  return inArray(orders.senderKey, [...scope.senderKeys]);
}

/**
 * The data scope on `table`, by its line in DATA_SCOPE_RULES (data-scope-rules.ts): on `orders` the
 * scope's own condition, on a table of orders a semi-join on the customer's orders in scope (read on
 * the orders' (customer_id, created_by | sender_key, created_at, id) indexes), the user's own rows,
 * the rows of a parent in scope, nothing (`none`), or everything of the customer.
 */
function dataScopeCondition(table: PgTable, tenant: Tenant, scope: DataScope): SQL | undefined {
  const { orders } = schema;
  if (table === orders) return ordersInScope(scope);
  const rule = scopeRules.get(table);
  if (!rule) throw new Error(`no data scope rule for ${getTableName(table)} (db/data-scope-rules.ts)`);
  const mine = (column: PgColumn) => (tenant.userId === undefined ? sql`false` : eq(column, tenant.userId));
  switch (rule.by) {
    case 'customer':
      return undefined;
    case 'none':
      return sql`false`;
    case 'creator':
      return mine(rule.column);
    case 'parent': {
      const parentScope = dataScopeCondition(rule.parent, tenant, scope);
      return sql`${rule.column} in (select ${rule.parent.id} from ${rule.parent} where ${and(eq(rule.parent.customerId, tenant.customerId), parentScope)})`;
    }
    case 'orderKeys':
      if ('createdBy' in scope) return eq(rule.createdBy, scope.createdBy);
      return scope.senderKeys.length === 0 ? sql`false` : inArray(rule.senderKey, [...scope.senderKeys]);
    case 'order': {
      const inScope = sql`${rule.column} in (select ${orders.id} from ${orders} where ${eq(orders.customerId, tenant.customerId)} and ${ordersInScope(scope)})`;
      if (!rule.withoutOrder) return inScope;
      const unlinked = rule.withoutOrder === 'customer' ? undefined : mine(rule.withoutOrder.creator);
      return or(inScope, and(isNull(rule.column), unlinked));
    }
  }
}

/** Why a statement may read or write every shipper's rows. Each reason is a job no shipper asks for. */
export type CrossTenantReason =
  | 'authentication' // finding the account of a user name, an e-mail or a session token: the tenant is not known yet
  | 'seed' // demo data and migrations
  | 'simulator' // the courier moving parcels of every shipper, as real scans would
  | 'maintenance' // purges and expiry that run for the whole database
  | 'signedLink' // a signed, expiring link names the row: the signature is the permission
  | 'digest'; // the weekly digest finds the users who opted in, of every shipper (each mail is scoped)

const crossTenant = new AsyncLocalStorage<CrossTenantReason>();

/**
 * Runs `work` as deliberately cross-tenant: its statements are exempt from the scope check.
 * @example
 * const user = await acrossTenants('authentication', () => findUserByName(db, name));
 */
export function acrossTenants<T>(reason: CrossTenantReason, work: () => PromiseLike<T>): Promise<T> {
  // awaited inside: a drizzle query is lazy and sends its statement only when awaited
  return crossTenant.run(reason, async () => await work());
}

/** The reason of the `acrossTenants` call the current code runs in, if any. */
export function crossTenantReason(): CrossTenantReason | undefined {
  return crossTenant.getStore();
}

/** The SQL names of every table with a `customer_id` column, from the schema itself. */
export const TENANT_TABLES: ReadonlySet<string> = new Set(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => isTable(value))
    .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'customer_id'))
    .map((table) => getTableName(table)),
);

const identifier = (name: string) => `(?:"${name}"|\\b${name}\\b)`;
const tablePatterns = [...TENANT_TABLES].map((name) => ({
  name,
  used: new RegExp(`\\b(?:from|join|update|into)\\s+(?:"?public"?\\.)?${identifier(name)}`, 'i'),
}));
const SCOPE = /customer_id"?\s*(?:=|in\s*\(|=\s*any\s*\()/i;
const INSERT_COLUMNS = /^\s*insert\s+into\s+\S+\s*\(([^)]*)\)/i;

/** The tenant tables a statement reads or writes, and whether it carries a customer condition. */
export function tenantScopeOf(statement: string): { tables: string[]; scoped: boolean } {
  const tables = tablePatterns.filter((table) => table.used.test(statement)).map((table) => table.name);
  if (tables.length === 0) return { tables, scoped: true };
  const insertColumns = INSERT_COLUMNS.exec(statement)?.[1];
  const scoped = SCOPE.test(statement) || (insertColumns !== undefined && /customer_id/i.test(insertColumns));
  return { tables, scoped };
}

/** Who the statements of the running request or job are sent for. */
interface Origin {
  name: string;
  /** The signed-in user of a request, once the auth plugin knows it (actAs). */
  acting?: Tenant;
}

const origin = new AsyncLocalStorage<Origin>();

/**
 * Runs `work` on behalf of `name` (a route such as `POST /customer-api/order/create`, or a job):
 * the statements it sends are attributed to it. The app runs every request in one (app.ts).
 */
export function runOnBehalfOf<T>(name: string, work: () => T): T {
  return origin.run({ name }, work);
}

/**
 * Records the signed-in user of the running request (the auth plugin calls it): from then on every
 * `ownedBy` of its customer that does not say its data scope takes the user's (see ownedBy).
 */
export function actAs(tenant: Tenant): void {
  const current = origin.getStore();
  if (current)
    current.acting = { customerId: tenant.customerId, userId: tenant.userId, dataScope: tenant.dataScope };
}

/** The signed-in user of the running request, for a condition on `customerId`'s rows. */
function actingFor(customerId: number): Tenant | undefined {
  const acting = origin.getStore()?.acting;
  return acting?.customerId === customerId && !crossTenant.getStore() ? acting : undefined;
}

/** Receives every statement the gateway sends: who sent it, and the cross-tenant reason if any. */
export type StatementObserver = (
  statement: string,
  sentBy: string | undefined,
  reason: CrossTenantReason | undefined,
) => void;

let observer: StatementObserver | null = null;

/** Installs (or with null removes) the observer; the test suite's guard uses it. */
export function observeStatements(next: StatementObserver | null): void {
  observer = next;
}

/** drizzle's logger: hands each statement to the observer while one is installed. */
export const statementLogger = {
  logQuery(query: string): void {
    observer?.(query, origin.getStore()?.name, crossTenant.getStore());
  },
};
