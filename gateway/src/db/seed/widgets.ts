import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { goodsCategories, goodsTemplates, timeEffectiveTypes, weightBands } from '../schema/widgets';
import { seedRegionsAndNetwork } from './network';
import { resolveSeedCustomers, type SeedCustomers } from './orders';
import {
  DEMO_CATEGORY_SEED,
  DEMO_GOODS_TEMPLATE_COUNT,
  GOODS_PRODUCTS,
  GOODS_VARIANTS,
  OTHER_CATEGORY_SEED,
  TIME_EFFECTIVE_TYPE_SEED,
  WEIGHT_BAND_SEED,
  type CategorySeed,
} from './widgets-data';

const CHUNK = 500;
const HOUR_MS = 60 * 60 * 1000;

/** Inserts a category tree for a customer (when it has none); returns name -> id. */
async function seedCategories(
  db: Database,
  customerId: number,
  tree: CategorySeed,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db
    .select({ id: goodsCategories.id, name: goodsCategories.name })
    .from(goodsCategories)
    .where(eq(goodsCategories.customerId, customerId));
  if (existing.length > 0) {
    for (const row of existing) ids.set(row.name, row.id);
    return ids;
  }
  for (const [parentName, children] of Object.entries(tree)) {
    const [parent] = await db
      .insert(goodsCategories)
      .values({ customerId, name: parentName })
      .returning({ id: goodsCategories.id });
    ids.set(parentName, parent.id);
    if (children.length === 0) continue;
    const rows = await db
      .insert(goodsCategories)
      .values(children.map((name) => ({ customerId, parentId: parent.id, name })))
      .returning({ id: goodsCategories.id, name: goodsCategories.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

/**
 * `total` goods templates, deterministic: products cycle through the goods types, every 9th is
 * switched off, creation times spread one every 7 hours back from `now`.
 */
export function buildGoodsTemplates(
  customerId: number,
  createdBy: number | null,
  categories: Map<string, number>,
  total: number,
  now: Date,
): (typeof goodsTemplates.$inferInsert)[] {
  const products = GOODS_PRODUCTS.flatMap((group) =>
    group.items.map(([name, weight, value]) => ({ group, name, weight, value })),
  );
  return Array.from({ length: total }, (_, i) => {
    const product = products[i % products.length];
    const variant = GOODS_VARIANTS[Math.floor(i / products.length) % GOODS_VARIANTS.length];
    const round = Math.floor(i / (products.length * GOODS_VARIANTS.length));
    const factor = 1 + ((i * 7) % 5) / 10;
    const createdAt = new Date(now.getTime() - (total - i) * 7 * HOUR_MS);
    return {
      customerId,
      categoryId: product.group.category ? (categories.get(product.group.category) ?? null) : null,
      name: `${product.name} ${variant}${round > 0 ? ` #${round + 1}` : ''}`,
      goodsType: product.group.goodsType,
      weight: Math.round(product.weight * factor * 1000) / 1000,
      length: 10 + ((i * 3) % 40),
      width: 5 + ((i * 5) % 30),
      height: 2 + ((i * 11) % 25),
      declaredValue: Math.round(product.value * factor),
      isEnable: i % 9 === 4 ? 2 : 1,
      remark: i % 6 === 0 ? 'Mudah pecah, mohon hati-hati' : null,
      createdBy,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

async function seedGoodsTemplates(
  db: Database,
  customerId: number,
  createdBy: number | null,
  categories: Map<string, number>,
  total: number,
  now: Date,
): Promise<void> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(goodsTemplates)
    .where(eq(goodsTemplates.customerId, customerId));
  if (n > 0) return;
  const rows = buildGoodsTemplates(customerId, createdBy, categories, total, now);
  for (let start = 0; start < rows.length; start += CHUNK)
    await db.insert(goodsTemplates).values(rows.slice(start, start + CHUNK));
}

/**
 * Reference data of the widget calls (regions, network, time-effective types, weight bands) and the
 * seeded customers' goods categories and templates. Idempotent.
 *
 * @example
 * await seedWidgets(db); // 1200 templates for C001, 6 for C002
 */
export async function seedWidgets(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  await seedRegionsAndNetwork(db);
  await db
    .insert(timeEffectiveTypes)
    .values(TIME_EFFECTIVE_TYPE_SEED.map((type, index) => ({ ...type, sort: index })))
    .onConflictDoNothing({ target: timeEffectiveTypes.code });
  await db
    .insert(weightBands)
    .values(WEIGHT_BAND_SEED.map((band, index) => ({ ...band, sort: index })))
    .onConflictDoNothing({ target: weightBands.name });

  const demoCategories = await seedCategories(db, customers.demoCustomerId, DEMO_CATEGORY_SEED);
  await seedGoodsTemplates(
    db,
    customers.demoCustomerId,
    customers.demoAdminUserId,
    demoCategories,
    DEMO_GOODS_TEMPLATE_COUNT,
    now,
  );
  const otherCategories = await seedCategories(db, customers.otherCustomerId, OTHER_CATEGORY_SEED);
  await seedGoodsTemplates(db, customers.otherCustomerId, null, otherCategories, 6, now);
}
