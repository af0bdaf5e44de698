/**
 * Exports say what the screen says (issue 36.9): every registered export type (the registry is
 * the list: a type added later is run here without a new test) is run over the demo data as
 * `npm start` seeds it, in English and Indonesian, and every cell it writes is read: no time in
 * UTC/ISO (times are WIB, 'yyyy-MM-dd HH:mm:ss'), no date object (xlsx would show it in UTC), and
 * no raw code of the domains' enums (a status, reason, decision... reads as the screen's label).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { importErrors, importTasks, monthlyStatementLines, monthlyStatements, orders } from '../../db/schema';
import { LANGS, type Lang } from '../../i18n/language';
import { PRODUCT_TYPES } from '../../parcel/rate-table';
import { startOfWibDay } from '../../lib/calendar/business-days';
import { seedCodDemo } from '../../ops/finance-demo';
import { runCycle } from '../finance';
import { createTestApp, customerIdOf } from '../../test/helper';
import { exportTypes, type ExportScope, type ExportType } from './download-export-registry.service';
// every domain that offers exports, registered as the gateway registers them
import '../orders';
import '../imports';
import '../addresses';
import '../finance';
import '../service';
import '../account';
import '../reports';

/** Every domain's `*.schemas.ts` module: their zod enums are the codes a cell must not show. */
function schemaModules(): unknown[] {
  const domains = path.resolve(__dirname, '..');
  return fs
    .readdirSync(domains)
    .flatMap((domain) =>
      fs.existsSync(path.join(domains, domain)) && fs.statSync(path.join(domains, domain)).isDirectory()
        ? fs
            .readdirSync(path.join(domains, domain))
            .filter((file) => file.endsWith('.schemas.ts'))
            .map((file) => path.join(domains, domain, file))
        : [],
    )
    .map((file) => jest.requireActual<Record<string, unknown>>(file));
}

const NOW = new Date('2026-11-28T05:00:00.000Z');
const UTC_TIME = /T\d\d:\d\d(:\d\d)?(\.\d+)?(Z|[+-]00(:?00)?)|\d\d:\d\d:\d\d(\.\d+)? ?(Z|\+00|UTC|GMT)/;
/** A code as the database keeps it: RECEIVER_ABSENT, IN_BATCH. */
const SNAKE_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

function enumValues(schema: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
  seen.add(schema);
  if (schema instanceof z.ZodEnum) {
    for (const value of schema.options)
      if (typeof value === 'string' && /^[A-Z][A-Z_]{2,}$/.test(value)) into.add(value);
    return;
  }
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  for (const value of Object.values(def)) {
    if (value instanceof z.ZodType) enumValues(value, into, seen);
    else if (Array.isArray(value)) value.forEach((item) => enumValues(item, into, seen));
    else if (value && typeof value === 'object')
      Object.values(value as Record<string, unknown>).forEach((item) => enumValues(item, into, seen));
  }
}

async function cellsOf(
  app: FastifyInstance,
  type: ExportType,
  scope: ExportScope,
  filter: unknown,
  lang: Lang,
): Promise<{ rows: number; cells: { header: string; value: unknown }[] }> {
  const cells: { header: string; value: unknown }[] = [];
  let rows = 0;
  const columns = type.columns(lang, filter);
  for await (const page of type.rows(app.db, scope, filter, NOW, lang))
    for (const row of page) {
      rows += 1;
      for (const column of columns) cells.push({ header: column.header.en, value: column.value(row) });
    }
  for (const sheet of (await type.appendix?.(app.db, scope, filter, lang)) ?? [])
    for (const row of sheet.rows)
      for (const column of sheet.columns) cells.push({ header: column.header.en, value: column.value(row) });
  return { rows, cells };
}

describe('the cells of every export type', () => {
  let app: FastifyInstance;
  let scope: ExportScope;
  const candidates: Record<string, unknown> = {};
  const codes = new Set<string>();

  beforeAll(async () => {
    app = await createTestApp();
    const customerId = await customerIdOf(app);
    await seedCodDemo(app, NOW);
    const [user] = (
      (await app.db.execute(`select id from users where login_code = 'demo'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    scope = { customerId, userId: user.id };
    // on to 1 December: the November statement (the monthly statement lines' export)
    await runCycle(
      { db: app.db, mailer: app.mailer, quiet: true },
      { customerId },
      new Date(startOfWibDay('2026-12-01').getTime() + 9 * 3_600_000),
    );
    // what a type's filter may need: a statement with lines, an import task with errors and orders
    const [statement] = await app.db
      .select({ id: monthlyStatements.id })
      .from(monthlyStatements)
      .where(
        sql`${monthlyStatements.customerId} = ${customerId} and exists (select 1 from ${monthlyStatementLines} where ${monthlyStatementLines.statementId} = ${monthlyStatements.id})`,
      )
      .orderBy(desc(monthlyStatements.id))
      .limit(1);
    const [task] = await app.db
      .insert(importTasks)
      .values({
        customerId,
        createdBy: user.id,
        fileName: 'orders-november.xlsx',
        fileHash: 'f'.repeat(64),
        fileSize: 1234,
        storageKey: 'export-texts-test.xlsx',
        status: 'DONE',
      })
      .returning({ id: importTasks.id });
    await app.db.insert(importErrors).values([
      {
        taskId: task.id,
        customerId,
        rowNo: 0,
        columnName: null,
        messageCode: 'import.tooManyRows',
        rowData: {},
      },
      {
        taskId: task.id,
        customerId,
        rowNo: 3,
        columnName: 'weightKg',
        messageCode: 'order.weightRange',
        rowData: { customerOrderNo: 'EXP-3', weightKg: '-1' },
      },
    ]);
    const someOrders = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .limit(5);
    for (const row of someOrders)
      await app.db.update(orders).set({ importTaskId: task.id }).where(eq(orders.id, row.id));
    // a parcel under way that has not moved for ten days (the order-status check's export)
    await app.db
      .update(orders)
      .set({ updatedAt: new Date(NOW.getTime() - 10 * 86_400_000) })
      .where(
        sql`${orders.id} = (select min(id) from ${orders} where ${orders.customerId} = ${customerId}
          and ${orders.status} not in ('DELIVERED', 'RETURNED', 'CANCELLED'))`,
      );
    Object.assign(candidates, {
      id: statement?.id,
      taskId: task.id,
      fileName: 'orders-november.xlsx',
      kind: 'RECEIVER',
    });
    for (const module of schemaModules())
      for (const value of Object.values(module as Record<string, unknown>)) enumValues(value, codes);
    for (const type of exportTypes()) enumValues(type.filter, codes);
    // product names (EZ, SUPER, ECO, CARGO) are what the screens show
    for (const product of PRODUCT_TYPES) codes.delete(product);
  }, 240_000);
  afterAll(() => app.close());

  it('knows the codes of the domains', () => {
    expect([...codes]).toEqual(expect.arrayContaining(['COLLECTED', 'IN_BATCH', 'UNBILLED', 'DECIDED']));
  });

  const types = exportTypes().filter((type) => !type.type.startsWith('test-'));
  it.each(types.flatMap((type) => (['en', 'id'] as const).map((lang) => [type.type, lang, type] as const)))(
    '%s (%s): times in WIB, codes as labels',
    async (_name, lang, type) => {
      const parsed = type.filter.safeParse(candidatesFor(type));
      expect(parsed.success).toBe(true);
      const { rows, cells } = await cellsOf(app, type, scope, parsed.data, lang);
      expect(rows).toBeGreaterThan(0);
      const bad = cells
        .filter(
          ({ value }) =>
            value instanceof Date ||
            (typeof value === 'string' &&
              (UTC_TIME.test(value) || codes.has(value) || SNAKE_CODE.test(value))),
        )
        .map(({ header, value }) => `${header}: ${value instanceof Date ? 'Date' : String(value)}`);
      expect([...new Set(bad)]).toEqual([]);
    },
  );

  /**
   * A filter of every field the type's filter has, each set (codes the domain's own: an enum's
   * option other than its default, a seeded catalogue code; days and times; a waybill number).
   */
  /**
   * The candidates a type's filter takes: a key two exports share with different meanings (`kind`: an
   * address book's RECEIVER, a late parcel's SIGNED_LATE) is left out where its value is not one of
   * this filter's.
   */
  function candidatesFor(type: ExportType): Record<string, unknown> {
    const shape = (type.filter as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(candidates).filter(
        ([key, value]) => !(key in shape) || shape[key].safeParse(value).success,
      ),
    );
  }

  function fullFilter(type: ExportType): Record<string, unknown> {
    const shape = (type.filter as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
    const sample: Record<string, unknown> = candidatesFor(type);
    const known: Record<string, unknown> = {
      reasonCode: 'RECEIVER_ABSENT',
      typeCode: 'DELIVERY',
      createdAtStart: '2026-11-01 00:00:00',
      createdAtEnd: '2026-11-24 23:59:59',
      receiverProvinceCode: '32',
      receiverCityCode: '32.73',
      receiverPhone: '0812',
      period: '2026-10',
      // a report's custom range (reports' exports)
      startDate: '2026-11-01',
      endDate: '2026-11-24',
    };
    const valueOf = (key: string, schema: z.ZodType): unknown => {
      let current = schema as z.ZodType & { _zod: { def: Record<string, unknown> } };
      for (;;) {
        const inner = current._zod.def.innerType ?? current._zod.def.in;
        if (!(inner instanceof z.ZodType)) break;
        current = inner as typeof current;
      }
      if (current instanceof z.ZodEnum) {
        const options = current.options as string[];
        return options[options.length > 1 ? 1 : 0];
      }
      if (current instanceof z.ZodUnion) return valueOf(key, current.options[0] as z.ZodType);
      if (current instanceof z.ZodBoolean) return true;
      if (current instanceof z.ZodNumber) return 7;
      if (/from|to$|day/i.test(key)) return key.endsWith('To') ? '2026-11-24' : '2026-11-01';
      return key.toLowerCase().includes('name') ? 'Budi' : 'JP0001';
    };
    for (const [key, schema] of Object.entries(shape))
      if (sample[key] === undefined)
        // a known value the type's field does not take (a report's period is a choice, not a month)
        sample[key] =
          known[key] !== undefined && schema.safeParse(known[key]).success
            ? known[key]
            : valueOf(key, schema);
    return sample;
  }

  it.each(types.map((type) => [type.type, type] as const))(
    '%s: the download centre says its filter in the reader language',
    async (_name, type) => {
      const sample = fullFilter(type);
      const parsed = type.filter.safeParse(sample);
      expect(parsed.success).toBe(true);
      const texts: Record<string, string> = {};
      for (const lang of LANGS) {
        const text = await type.summary(parsed.data, lang, app.db);
        texts[lang] = text;
        expect(text).not.toBe('');
        const raw = Object.keys(sample).filter((key) => text.includes(`${key}:`) || text.includes(`${key} `));
        const tokens = text
          .split(/[\s:·,()#–/]+/)
          .filter((token) => codes.has(token) || SNAKE_CODE.test(token));
        // a region reads as its name (the cascader's), not its code
        const regionCodes = /: (32|32\.73)( ·|$)/.test(text);
        expect({ raw, tokens, regionCodes, isoDay: /\d{4}-\d\d-\d\d|T\d\d:/.test(text) }).toEqual({
          raw: [],
          tokens: [],
          regionCodes: false,
          isoDay: false,
        });
      }
      expect(texts.id).not.toBe(texts.en);
      // the field names in the reader's own language and script (issue 34)
      expect({
        th: /[\u0E00-\u0E7F]/.test(texts.th),
        km: /[\u1780-\u17FF]/.test(texts.km),
        ms: texts.ms !== texts.en,
        vi: texts.vi !== texts.en,
      }).toEqual({ th: true, km: true, ms: true, vi: true });
    },
  );
});
