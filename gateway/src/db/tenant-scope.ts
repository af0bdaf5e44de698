// Tenant scope in one place: the condition that limits a query to one shipper's rows, the
// explicit way to say a statement is cross-tenant on purpose, and the check the test suite runs
// over every statement the gateway sends (db/tenant-guard.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, getTableColumns, getTableName, inArray, isTable, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * Which of its customer's orders a sub-account sees (sub_account_settings): the orders it created
 * (`createdBy`), or those of chosen sender addresses (`senderKeys`, matched on orders.sender_key).
 * Absent (or null) for a main account and a sub-account that sees every order.
 */
export type DataScope = { createdBy: number } | { senderKeys: readonly string[] };

/**
 * The shipper a request acts for: the session's customer, and the data scope of the user when it
 * has one. Routes pass the session itself (`sessionOf(request)`), so that the scope comes along.
 */
export interface Tenant {
  customerId: number;
  dataScope?: DataScope | null;
}

/** A table that holds one shipper's rows: it has a `customerId` column. */
export type TenantTable = PgTable & { customerId: PgColumn };

/**
 * The rows of `table` that belong to `tenant`, and the further conditions (undefined ones are
 * dropped, as drizzle's `and` does). Every query on a tenant table carries this condition.
 * @example
 * db.select().from(orders).where(ownedBy(orders, tenant, eq(orders.id, id)))
 */
export function ownedBy(table: TenantTable, tenant: Tenant, ...conditions: (SQL | undefined)[]): SQL {
  const scope = tenant.dataScope ? dataScopeCondition(table, tenant.customerId, tenant.dataScope) : undefined;
  return and(eq(table.customerId, tenant.customerId), scope, ...conditions) as SQL;
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

/** Each tenant table's `order_id` column, if it has one (read once per table). */
const orderIdColumns = new WeakMap<PgTable, PgColumn | null>();

function orderIdColumnOf(table: PgTable): PgColumn | null {
  let column = orderIdColumns.get(table);
  if (column === undefined) {
    column = Object.values(getTableColumns(table)).find((each) => each.name === 'order_id') ?? null;
    orderIdColumns.set(table, column);
  }
  return column;
}

/**
 * The data scope on `table`: on `orders` the scope's own condition, on a table with an `order_id`
 * column a semi-join on the customer's orders in scope (read on the orders' (customer_id,
 * created_by | sender_key, created_at, id) indexes), on any other table nothing.
 */
function dataScopeCondition(table: TenantTable, customerId: number, scope: DataScope): SQL | undefined {
  const { orders } = schema;
  if (table === (orders as unknown as TenantTable)) return ordersInScope(scope);
  const orderId = orderIdColumnOf(table);
  if (!orderId) return undefined;
  return sql`${orderId} in (select ${orders.id} from ${orders} where ${eq(orders.customerId, customerId)} and ${ordersInScope(scope)})`;
}

/** Why a statement may read or write every shipper's rows. Each reason is a job no shipper asks for. */
export type CrossTenantReason =
  | 'authentication' // finding the account of a user name, an e-mail or a session token: the tenant is not known yet
  | 'seed' // demo data and migrations
  | 'simulator' // the courier moving parcels of every shipper, as real scans would
  | 'maintenance' // purges and expiry that run for the whole database
  | 'signedLink'; // a signed, expiring link names the row: the signature is the permission

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

const origin = new AsyncLocalStorage<string>();

/**
 * Runs `work` on behalf of `name` (a route such as `POST /customer-api/order/create`, or a job):
 * the statements it sends are attributed to it. The app runs every request in one (app.ts).
 */
export function runOnBehalfOf<T>(name: string, work: () => T): T {
  return origin.run(name, work);
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
    observer?.(query, origin.getStore(), crossTenant.getStore());
  },
};
