// @postgres: a migration on a real server
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { goodsTemplates } from '../../db/schema/widgets';
import { DICTIONARY_SEED } from '../../db/seed/reference-data';
import { SETUP_TIMEOUT, TEST_ENGINE, createTestApp } from '../../test/helper';
import { GOODS_TYPES } from '../../parcel/order-codes';

/** The migration that turned the templates' goodsType dictionary values into the order's codes. */
const MIGRATION = path.join(MIGRATIONS_FOLDER, '0014_goods_template_type_codes.sql');

/** The mapping, written down once: the goodsType dictionary of the seed, value -> code. */
const CODE_OF_VALUE = new Map(DICTIONARY_SEED.goodsType.map((item) => [item.value, item.code]));

/** Runs the migration's statements in one transaction, as drizzle's migrator does. */
async function runMigration(db: Database): Promise<void> {
  const statements = fs
    .readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** The database's own message, also when drizzle wraps it ('Failed query: ...', cause). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    parts.push(String(e.message));
  return parts.join(' | ');
}

const goodsTypesById = async (db: Database) =>
  new Map(
    (
      await db.select({ id: goodsTemplates.id, goodsType: goodsTemplates.goodsType }).from(goodsTemplates)
    ).map((row) => [row.id, row.goodsType as string]),
  );

describe(`migration 0014: goods templates store the order's goods-type code (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  /** Every seeded template's code, by id: what the migration must give back. */
  let seededCodes: Map<number, string>;

  /** The table as before the migration: no check, each row holding its dictionary value. */
  async function backToDictionaryValues(): Promise<void> {
    await app.db.execute(
      sql`alter table goods_templates drop constraint if exists goods_templates_goods_type_ck`,
    );
    for (const [value, code] of CODE_OF_VALUE)
      await app.db.execute(sql`update goods_templates set goods_type = ${value} where goods_type = ${code}`);
  }

  beforeAll(async () => {
    app = await createTestApp();
    seededCodes = await goodsTypesById(app.db);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('the mapping covers every goods-type code of orders, each once', () => {
    expect([...CODE_OF_VALUE.values()].sort()).toEqual([...GOODS_TYPES].sort());
  });

  it('turns every dictionary value into its code (all six), and puts the check back', async () => {
    await backToDictionaryValues();
    const before = await goodsTypesById(app.db);
    expect(new Set(before.values())).toEqual(new Set(CODE_OF_VALUE.keys()));
    await runMigration(app.db);
    const after = await goodsTypesById(app.db);
    expect(after).toEqual(seededCodes);
    for (const [id, value] of before) expect(after.get(id)).toBe(CODE_OF_VALUE.get(value));
    await expect(
      app.db.execute(sql`update goods_templates set goods_type = '3' where id = ${[...after.keys()][0]}`),
    ).rejects.toThrow();
  });

  it('leaves a row that holds a code already as it is', async () => {
    await backToDictionaryValues();
    const [first] = [...seededCodes.keys()];
    await app.db.update(goodsTemplates).set({ goodsType: 'COSMETICS' }).where(eq(goodsTemplates.id, first));
    await runMigration(app.db);
    const after = await goodsTypesById(app.db);
    expect(after.get(first)).toBe('COSMETICS');
    await app.db
      .update(goodsTemplates)
      .set({ goodsType: seededCodes.get(first) as (typeof GOODS_TYPES)[number] })
      .where(eq(goodsTemplates.id, first));
  });

  it('stops on a value with no code, naming it, and changes nothing', async () => {
    await backToDictionaryValues();
    const [first, second] = [...seededCodes.keys()];
    await app.db.execute(sql`update goods_templates set goods_type = '7' where id = ${first}`);
    await app.db.execute(sql`update goods_templates set goods_type = 'Elektronik' where id = ${second}`);
    const before = await goodsTypesById(app.db);
    const failure = await runMigration(app.db).then(
      () => new Error('the migration ran through'),
      (error: unknown) => error,
    );
    expect(messagesOf(failure)).toContain(
      "goods_templates.goods_type holds values with no goods-type code: '7' in 1 template(s), 'Elektronik' in 1 template(s)",
    );
    expect(await goodsTypesById(app.db)).toEqual(before);
    // once fixed, it runs through
    await app.db.execute(sql`update goods_templates set goods_type = '1' where id in (${first}, ${second})`);
    await runMigration(app.db);
    const after = await goodsTypesById(app.db);
    expect(after.get(first)).toBe('DOCUMENT');
    expect(after.get(second)).toBe('DOCUMENT');
  });
});
