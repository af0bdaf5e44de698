import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orders, regions } from './schema';
import { acrossTenants, crossTenantReason, ownedBy, TENANT_TABLES, tenantScopeOf } from './tenant-scope';

const dialect = new PgDialect();
const text = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(condition).sql;

describe('tenant scope', () => {
  it('knows the tenant tables from the schema: every table with a customer_id, and no other', () => {
    expect(TENANT_TABLES.has('orders')).toBe(true);
    expect(TENANT_TABLES.has('address_book_entries')).toBe(true);
    expect(TENANT_TABLES.has('users')).toBe(true);
    expect(TENANT_TABLES.has('regions')).toBe(false);
    expect(TENANT_TABLES.has('menu_resources')).toBe(false);
  });

  it('ownedBy puts the customer condition first and keeps the others', () => {
    const condition = text(ownedBy(orders, { customerId: 7 }, eq(orders.id, 3), undefined));
    expect(condition).toBe('("orders"."customer_id" = $1 and "orders"."id" = $2)');
  });

  it.each([
    ['select * from "orders" where "orders"."customer_id" = $1', true],
    ['select count(*) from orders o where o.customer_id = any($1)', true],
    ['delete from "orders" where "orders"."customer_id" in ($1, $2)', true],
    ['insert into "orders" ("id", "customer_id", "waybill_no") values ($1, $2, $3)', true],
    ['select * from "orders" where "orders"."waybill_no" = $1', false],
    ['update "orders" set "status" = $1 where "orders"."id" = $2', false],
    ['insert into "order_traces" ("order_id", "scan_type") values ($1, $2)', false],
    ['select * from "regions" where "regions"."code" = $1', true],
    ['select * from "regions" join "orders" on "orders"."id" = $1', false],
  ])('%s → scoped %s', (statement, scoped) => {
    expect(tenantScopeOf(statement).scoped).toBe(scoped);
  });

  it('names the tenant tables a statement uses, and none for reference tables', () => {
    const { tables } = tenantScopeOf('select * from "orders" left join "order_traces" on true');
    expect([...tables].sort()).toEqual(['order_traces', 'orders']);
    expect(tenantScopeOf(text(eq(regions.code, 'x'))).tables).toEqual([]);
  });

  it('acrossTenants marks the work it runs, and only that work', async () => {
    expect(crossTenantReason()).toBeUndefined();
    const inside = await acrossTenants('simulator', async () => {
      await Promise.resolve();
      return crossTenantReason();
    });
    expect(inside).toBe('simulator');
    expect(crossTenantReason()).toBeUndefined();
  });

  it('acrossTenants covers a lazy query: one that runs only when awaited, as drizzle queries do', async () => {
    const lazy: PromiseLike<unknown> = {
      then: (resolve) => Promise.resolve(resolve?.(crossTenantReason())),
    } as PromiseLike<unknown>;
    await expect(acrossTenants('authentication', () => lazy)).resolves.toBe('authentication');
  });
});
