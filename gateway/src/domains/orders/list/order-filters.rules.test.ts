// @postgres: ILIKE and trigram search (pg_trgm, non-ASCII case folding) on the production engine
// Over 300 lines: the receiver name and phone search over a table of crafted orders on one engine; the
// cases share that data set (building it per file is the slow part).
import { and, count, eq, gte, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { executeRows } from '../../../db/execute-rows';
import { orders } from '../../../db/schema/orders';
import { createTestApp, SETUP_TIMEOUT, TEST_ENGINE, customerIdOf } from '../../../test/helper';
import {
  filterConditions,
  filterWithStatuses,
  receiverNamePattern,
  receiverNamesMatching,
  RECEIVER_NAME_SUBSTRING_FROM,
  type OrderFilter,
} from './order-filters.rules';
import { countByStatus, countOrders, pageOrders } from '../order.repo';
import { newestOrderIds } from '../order-newest-ids.test-support';
import { orderTemplateOf } from '../order-template.test-support';

/** Receiver names of the search cases: Latin in several cases, Indonesian, Chinese, wildcards. */
const NAMES = [
  'Siti Nurhaliza',
  'SITI AMINAH',
  'Nursiti Rahayu',
  'Budi Santoso',
  '王芳',
  '王小明',
  '李王明',
  'Andi 100% Jaya',
  'Andi_Jaya',
  'Çağla Öztürk',
];

/** A node of `explain (format json)`: the fields the plan tests read. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** A table a plan reads: its scan, the indexes the scan uses and every condition on its rows. */
interface TableRead {
  table: string;
  scan: string;
  indexes: string[];
  conditions: string[];
}

/**
 * The tables a plan reads, sub-plans included. A bitmap scan's index scans (nodes without a
 * relation under it) belong to its table; an InitPlan or SubPlan under a scan is a read of its own.
 */
function tableReads(root: PlanNode): TableRead[] {
  const reads: TableRead[] = [];
  const isSubPlan = (node: PlanNode) => /^(InitPlan|SubPlan)$/.test(node['Parent Relationship'] ?? '');
  const collect = (node: PlanNode, read: TableRead) => {
    if (node['Index Name']) read.indexes.push(node['Index Name']);
    for (const key of ['Index Cond', 'Recheck Cond', 'Filter'] as const) {
      const condition = node[key];
      if (condition) read.conditions.push(condition);
    }
    for (const child of node.Plans ?? [])
      if (!isSubPlan(child) && !child['Relation Name']) collect(child, read);
  };
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const read: TableRead = { table, scan: node['Node Type'], indexes: [], conditions: [] };
      collect(node, read);
      reads.push(read);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return reads;
}

describe(`receiver name and phone search (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    customerId = await customerIdOf(app);
    // Copies of one of the shipper's orders under the names above (and phones 0899000000<i>).
    const template = await orderTemplateOf(app.db, customerId);
    await app.db.insert(orders).values(
      NAMES.map((receiverName, i) => ({
        ...template,
        customerOrderNo: `T-SEARCH-${i}`,
        billCode: `TS${String(i).padStart(11, '0')}`,
        receiverName,
        receiverPhone: `0899000000${i}`,
      })),
    );
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** The searched names among the inserted ones, by the lists' own query (page and count agree). */
  const found = async (receiverName: string) => {
    const filter = { receiverName };
    const total = await countOrders(app.db, { customerId }, filter);
    const rows = await pageOrders(app.db, { customerId }, filter, { offset: 0, size: 100 });
    expect(rows).toHaveLength(total);
    return rows
      .filter((row) => row.customerOrderNo.startsWith('T-SEARCH-'))
      .map((row) => row.receiverName)
      .sort();
  };

  it('finds three or more characters anywhere in the name, in any case', async () => {
    expect(await found('siti')).toEqual(['Nursiti Rahayu', 'SITI AMINAH', 'Siti Nurhaliza'].sort());
    expect(await found('NURHAL')).toEqual(['Siti Nurhaliza']);
    expect(await found('santoso')).toEqual(['Budi Santoso']);
    expect(await found('王小明')).toEqual(['王小明']);
    expect(await found('王明')).toEqual([]);
    expect(await found('小明王')).toEqual([]);
  });

  it('takes one or two characters as the start of the name', async () => {
    expect(RECEIVER_NAME_SUBSTRING_FROM).toBe(3);
    expect(await found('王')).toEqual(['王小明', '王芳'].sort());
    expect(await found('王芳')).toEqual(['王芳']);
    expect(await found('明')).toEqual([]);
    expect(await found('小明')).toEqual([]);
    expect(await found('si')).toEqual(['SITI AMINAH', 'Siti Nurhaliza'].sort());
    expect(receiverNamePattern('王芳')).toBe('王芳%');
    expect(receiverNamePattern('Siti')).toBe('%Siti%');
  });

  it('matches LIKE wildcards literally', async () => {
    expect(await found('100%')).toEqual(['Andi 100% Jaya']);
    expect(await found('i_J')).toEqual(['Andi_Jaya']);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it('keeps ILIKE case folding for letters beyond ASCII', async () => {
    // What ILIKE folds depends on the database's locale: the search must agree with it exactly.
    const [{ folded }] = await executeRows<{ folded: boolean }>(
      app.db,
      sql`select 'Çağla' ilike 'çAĞLA' as folded`,
    );
    expect(await found('çAĞLA')).toEqual(folded ? ['Çağla Öztürk'] : []);
    expect(await found('Çağla')).toEqual(['Çağla Öztürk']);
  });

  it('pages and counts a name search like ILIKE on the orders, by number, keyset and status, after renames', async () => {
    // A second shipper with the same names must change nothing; renames leave the old name behind.
    const otherId = await customerIdOf(app, 'other');
    const template = await orderTemplateOf(app.db, customerId);
    await app.db.insert(orders).values(
      Array.from({ length: 45 }, (_, i) => ({
        ...template,
        customerId: i % 9 === 0 ? otherId : customerId,
        customerOrderNo: `T-NAMES-${i}`,
        billCode: `TN${String(i).padStart(11, '0')}`,
        receiverName: `Pelanggan ${i % 7}`,
        status: i % 3 === 0 ? 'DELIVERED' : 'CREATED',
        createdAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 2) * 60_000),
      })),
    );
    await app.db
      .update(orders)
      .set({ receiverName: 'Zulaikha' })
      .where(eq(orders.customerOrderNo, 'T-NAMES-3'));
    const plain = (filter: OrderFilter) =>
      and(
        filterWithStatuses({ customerId }, { ...filter, receiverName: undefined }),
        ilike(orders.receiverName, receiverNamePattern(filter.receiverName ?? '')),
      );
    const plainIds = (filter: OrderFilter) => newestOrderIds(app.db, plain(filter));
    const filters: OrderFilter[] = [
      { receiverName: 'pelanggan' },
      { receiverName: 'Pelanggan 3' },
      { receiverName: 'Pe', status: 'DELIVERED' },
      { receiverName: 'anggan', status: ['CREATED', 'DELIVERED'] },
      { receiverName: 'Zulaikha' },
      { receiverName: 'nobody' },
    ];
    for (const filter of filters) {
      const expected = await plainIds(filter);
      expect({ filter, total: await countOrders(app.db, { customerId }, filter) }).toEqual({
        filter,
        total: expected.length,
      });
      // counted per status by the same statement shape as the lists' status tabs
      const byStatus = await countByStatus(app.db, { customerId }, filter);
      const plainByStatus = await app.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(plain(filter))
        .groupBy(orders.status);
      const sorted = (rows: { status: string; n: number }[]) =>
        [...rows].sort((a, b) => a.status.localeCompare(b.status));
      expect({ filter, byStatus: sorted(byStatus) }).toEqual({ filter, byStatus: sorted(plainByStatus) });
      // first, middle, last, partial last and past-the-end pages
      const last = Math.max(0, expected.length - 4);
      for (const offset of [0, 4, 8, 36, last, last + 2, expected.length, expected.length + 4]) {
        const rows = await pageOrders(app.db, { customerId }, filter, { offset, size: 4 });
        expect({ filter, offset, ids: rows.map((row) => row.id) }).toEqual({
          filter,
          offset,
          ids: expected.slice(offset, offset + 4),
        });
      }
      const afterId = expected[4];
      if (afterId !== undefined) {
        const rows = await pageOrders(app.db, { customerId }, filter, { offset: 0, size: 4, afterId });
        expect(rows.map((row) => row.id)).toEqual(expected.slice(5, 9));
      }
    }
    expect(await plainIds({ receiverName: 'Zulaikha' })).toHaveLength(1);
  });

  it('pages a name search of many names deep exactly as ILIKE pages, with ties and statuses', async () => {
    // 140 names, ties in creation time (three orders a minute), two statuses.
    const names = 140;
    const template = await orderTemplateOf(app.db, customerId);
    await app.db.insert(orders).values(
      Array.from({ length: 4 * names + 40 }, (_, i) => ({
        ...template,
        customerOrderNo: `T-DEEP-${i}`,
        billCode: `TD${String(i).padStart(11, '0')}`,
        receiverName: `Kirana ${(i * 7) % names}`,
        status: i % 4 === 0 ? 'DELIVERED' : 'CREATED',
        createdAt: new Date(Date.UTC(2026, 3, 1) + Math.floor(i / 3) * 60_000),
      })),
    );
    const plainIds = (filter: OrderFilter) =>
      newestOrderIds(
        app.db,
        and(
          filterWithStatuses({ customerId }, { ...filter, receiverName: undefined }),
          ilike(orders.receiverName, receiverNamePattern(filter.receiverName ?? '')),
        ),
      );
    const filters: OrderFilter[] = [
      { receiverName: 'kirana' }, // every name
      { receiverName: 'Kirana 1' }, // 51 names
      { receiverName: 'kirana', status: 'CREATED' },
      { receiverName: 'irana', status: ['CREATED', 'DELIVERED'] },
    ];
    for (const filter of filters) {
      const expected = await plainIds(filter);
      expect(expected.length).toBeGreaterThan(160);
      const last = expected.length - 10;
      const offsets = [0, 90, 99, 100, 150, last];
      for (const offset of [...offsets, last + 5, expected.length, expected.length + 10]) {
        const rows = await pageOrders(app.db, { customerId }, filter, { offset, size: 10 });
        expect({ filter, offset, ids: rows.map((row) => row.id) }).toEqual({
          filter,
          offset,
          ids: expected.slice(offset, offset + 10),
        });
      }
    }
  });

  it('runs a name search shape as one named statement per connection, whatever the values', async () => {
    // One connection (a transaction): two searches, two windows and two counts of a shape no other
    // test uses (a creation-time start), so its statements are made here.
    const since = new Date(Date.UTC(2000, 0, 1));
    const preparedNames = async (tx: Parameters<typeof executeRows>[0]) =>
      (
        await executeRows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name like 'order_name_search_%'`,
        )
      ).map((row) => row.name);
    const { pages, counts, made } = await app.db.transaction(async (tx) => {
      const before = await preparedNames(tx);
      const search = (receiverName: string) => ({ receiverName, createdAtStart: since });
      const pages = [
        await pageOrders(tx, { customerId }, search('siti'), { offset: 0, size: 2 }),
        await pageOrders(tx, { customerId }, search('Santoso'), { offset: 0, size: 5 }),
        await pageOrders(tx, { customerId }, search('siti'), { offset: 2, size: 2 }),
      ];
      const counts = [
        await countOrders(tx, { customerId }, search('siti')),
        await countOrders(tx, { customerId }, search('Budi')),
      ];
      const made = (await preparedNames(tx)).filter((name) => !before.includes(name));
      return { pages, counts, made };
    });
    const ilikeIds = (text: string) =>
      newestOrderIds(
        app.db,
        and(
          eq(orders.customerId, customerId),
          gte(orders.createdAt, since),
          ilike(orders.receiverName, receiverNamePattern(text)),
        ),
      );
    const siti = await ilikeIds('siti');
    const santoso = await ilikeIds('Santoso');
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(siti.length).toBeGreaterThan(2);
    expect(ids(pages[0])).toEqual(siti.slice(0, 2));
    expect(ids(pages[1])).toEqual(santoso.slice(0, 5));
    expect(ids(pages[2])).toEqual(siti.slice(2, 4));
    expect(counts).toEqual([siti.length, (await ilikeIds('Budi')).length]);
    // PGlite has no named statements (it ignores the name); PostgreSQL keeps one page and one count
    expect(made).toHaveLength(TEST_ENGINE === 'PostgreSQL' ? 2 : 0);
  });

  it('matches the stored lowered names exactly as ILIKE matches the names', async () => {
    for (const text of ['çAĞLA', 'ÖZTÜRK', 'siti', 'SITI AM', '王', '100%', 'i_J', 'ndi', 'Ç']) {
      const names = await executeRows<{ receiver_name: string }>(
        app.db,
        receiverNamesMatching(customerId, text),
      );
      const expected = await app.db
        .selectDistinct({ name: orders.receiverName })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), ilike(orders.receiverName, receiverNamePattern(text))));
      expect({ text, names: names.map((row) => row.receiver_name).sort() }).toEqual({
        text,
        names: expected.map((row) => row.name).sort(),
      });
    }
  });

  it('finds a phone by its whole number or by some digits', async () => {
    const phones = async (receiverPhone: string) =>
      (await pageOrders(app.db, { customerId }, { receiverPhone }, { offset: 0, size: 100 }))
        .filter((row) => row.customerOrderNo.startsWith('T-SEARCH-'))
        .map((row) => row.receiverName);
    expect(await phones('+62 899-0000-004')).toEqual(['王芳']);
    expect(await phones('99000000')).toHaveLength(NAMES.length);
  });

  /** The plan of `select id from orders where …` with sequential and plain index scans off. */
  const planOf = (where: SQL) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`analyze ${orders}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      // one row of type json, which node-postgres and PGlite both parse
      const [row] = await executeRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        tx,
        sql`explain (format json) select id from ${orders} where ${where}`,
      );
      return row['QUERY PLAN'][0].Plan;
    });

  it('searches a name in the names table and reads the orders only by the names it found', async () => {
    // Which index of orders serves `receiver_name = ANY(names)` is the planner's choice: it changes
    // with the orders in the table (the customer's index once there are many orders of few names).
    for (const [text, pattern] of [
      ['Nurhal', '%nurhal%'],
      ['王', '王%'],
    ]) {
      const reads = tableReads(await planOf(filterConditions({ customerId }, { receiverName: text })));
      const namesRead = reads.filter((read) => read.table === 'order_receiver_names');
      expect({ text, conditions: namesRead.flatMap((read) => read.conditions) }).toEqual({
        text,
        conditions: expect.arrayContaining([
          expect.stringMatching(new RegExp(`receiver_name_lower\\)?(::\\w+)? ~~ '${pattern}'`)),
        ]),
      });
      const ordersRead = reads.filter((read) => read.table === 'orders');
      expect({ text, ordersRead }).toEqual({
        text,
        ordersRead: [
          {
            table: 'orders',
            scan: expect.not.stringMatching(/^Seq Scan$/),
            indexes: expect.any(Array),
            conditions: expect.arrayContaining([expect.stringMatching(/\(receiver_name\)(::\w+)? = ANY /)]),
          },
        ],
      });
      // The pattern is never matched against the orders' own names (no LIKE or ILIKE on orders).
      const patterns = ordersRead.flatMap((read) => read.conditions).filter((c) => c.includes('~~'));
      expect({ text, patterns }).toEqual({ text, patterns: [] });
    }
  });

  it('reads the phone searches from their indexes when scans are off', async () => {
    // The search condition alone: with the customer too, the planner may rightly start from it.
    const scannedIndexes = async (where: SQL) =>
      tableReads(await planOf(where)).flatMap((read) => read.indexes);
    expect(await scannedIndexes(like(orders.receiverPhone, '%9900%'))).toContain(
      'orders_receiver_phone_trgm_idx',
    );
    // A whole number by equality on (customer_id, receiver_phone): all numbers share '08…' trigrams.
    expect(
      await scannedIndexes(filterConditions({ customerId }, { receiverPhone: '+62 899-0000-004' })),
    ).toContain('orders_customer_receiver_phone_idx');
  });
});
