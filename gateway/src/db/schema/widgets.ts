import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GOODS_TYPES, type GoodsType } from '../../parcel/order-codes';
import { users, type LocalizedText } from './core';
import { customerIdColumn } from './columns';

/** The order's goods-type codes, as an SQL list for the templates' check. */
const GOODS_TYPE_SQL = sql.raw(GOODS_TYPES.map((code) => `'${code}'`).join(','));

/**
 * Tables behind the widget kit's generic calls (issue 3): regions and the courier network (the
 * courier's reference data, shared by every customer), time-effective types, weight bands, the
 * per-user column layouts, the per-customer goods templates and categories, and uploaded files.
 */

/**
 * Indonesia's administrative areas from `idn-area-data`: level 1 province (code `31`), level 2
 * regency or city (`31.71`), level 3 district (`31.71.01`). Villages are not loaded.
 */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 16 }),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode, t.name)],
);

/**
 * The courier's network: level 1 regional hub (one per province), level 2 outlet (one per regency)
 * and level 3 delivery point (some districts). `path` is the ids from the root, `/12/345/`, so a
 * subtree is `path like '/12/%'`. `typeId` is the network type (1 hub, 2 outlet, 3 delivery point)
 * that the pickers' `typeIds` filter on. isEnable 1 on, 2 off.
 */
export const networks = pgTable(
  'networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => networks.id),
    path: varchar('path', { length: 64 }).notNull(),
    code: varchar('code', { length: 24 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    level: smallint('level').notNull(),
    typeId: smallint('type_id').notNull(),
    isEnable: smallint('is_enable').notNull().default(1),
    /** Why the network is not working normally (flood, overload ...), in the three languages. */
    abnormalName: jsonb('abnormal_name').$type<LocalizedText>(),
    regionCode: varchar('region_code', { length: 16 }).references(() => regions.code),
  },
  (t) => [
    uniqueIndex('networks_code_uq').on(t.code),
    index('networks_parent_idx').on(t.parentId),
    index('networks_level_code_idx').on(t.level, t.code),
    check('networks_is_enable_ck', sql`${t.isEnable} in (1, 2)`),
    check('networks_level_ck', sql`${t.level} in (1, 2, 3)`),
  ],
);

/**
 * Delivery-speed products for the single-choice picker. `provinceCodes` null: offered everywhere;
 * otherwise only by networks in those provinces.
 */
export const timeEffectiveTypes = pgTable(
  'time_effective_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 24 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    isEnable: smallint('is_enable').notNull().default(1),
    provinceCodes: text('province_codes').array(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('time_effective_types_code_uq').on(t.code),
    check('time_effective_types_is_enable_ck', sql`${t.isEnable} in (1, 2)`),
  ],
);

/** Weight bands of the dimension picker: start < w <= end, in kg. */
export const weightBands = pgTable(
  'weight_bands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 32 }).notNull(),
    start: numeric('start', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    end: numeric('end', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('weight_bands_name_uq').on(t.name),
    check('weight_bands_range_ck', sql`${t.start} < ${t.end}`),
  ],
);

/**
 * A user's saved column layout of one list (dynamic columns). No row for a user and list means
 * the registry's default layout.
 */
export const listColumns = pgTable(
  'list_columns',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerId: customerIdColumn(),
    listKey: varchar('list_key', { length: 64 }).notNull(),
    chooseField: varchar('choose_field', { length: 64 }).notNull(),
    viewFlag: smallint('view_flag').notNull(),
    iconFlag: smallint('icon_flag').notNull(),
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listKey, t.chooseField] }),
    check('list_columns_flags_ck', sql`${t.viewFlag} in (0, 1) and ${t.iconFlag} in (0, 1)`),
  ],
);

/** A customer's goods categories, a tree (parentId null at the top). */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    parentId: integer('parent_id').references((): AnyPgColumn => goodsCategories.id),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_categories_customer_idx').on(t.customerId, t.parentId)],
);

/**
 * A shipper's reusable parcel contents (goods template). goodsType is the order's goods-type code
 * (GOODS_TYPES: 'DOCUMENT', 'CLOTHING' ..., the `code` of GET /dict/goodsTypes), so a picked
 * template fills an order as is; migration 0014 turned the dictionary values stored before into codes.
 */
export const goodsTemplates = pgTable(
  'goods_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    categoryId: integer('category_id').references(() => goodsCategories.id),
    name: varchar('name', { length: 64 }).notNull(),
    goodsType: varchar('goods_type', { length: 16 }).$type<GoodsType>().notNull(),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    declaredValue: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isEnable: smallint('is_enable').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_templates_customer_created_idx').on(t.customerId, t.createdAt),
    index('goods_templates_category_idx').on(t.categoryId),
    check('goods_templates_is_enable_ck', sql`${t.isEnable} in (1, 2)`),
    check('goods_templates_weight_ck', sql`${t.weight} > 0 and ${t.weight} <= 9999`),
    check('goods_templates_goods_type_ck', sql`${t.goodsType} in (${GOODS_TYPE_SQL})`),
  ],
);

/** An uploaded file: the bytes live in the FileStorage under `key`. */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 128 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    bizType: varchar('biz_type', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_key_uq').on(t.key), index('files_customer_idx').on(t.customerId, t.createdAt)],
);

export type NetworkRow = typeof networks.$inferSelect;
export type GoodsTemplateRow = typeof goodsTemplates.$inferSelect;
export type GoodsCategoryRow = typeof goodsCategories.$inferSelect;
