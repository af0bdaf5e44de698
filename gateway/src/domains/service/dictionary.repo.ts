import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ScanTransaction } from '../orders';
import { serviceDictionary, serviceSettings } from '../../db/schema/service';
import { SERVICE_SETTINGS, type ServiceSettingKey } from '../../db/seed/service-data';

const SERVICE_SETTING_KEYS = Object.keys(SERVICE_SETTINGS) as ServiceSettingKey[];
import type { FaultGroup } from './parcel-return.rules';

/** Any database handle of this domain: the gateway's or a transaction's. */
export type Db = Database | ScanTransaction;

export type ServiceSettings = Record<ServiceSettingKey, number>;

/** The service numbers (service_settings); a missing key is a deployment mistake, not a default. */
export async function loadSettings(db: Db): Promise<ServiceSettings> {
  const rows = await db.select().from(serviceSettings);
  const settings = Object.fromEntries(rows.map((row) => [row.key, row.value])) as ServiceSettings;
  for (const key of SERVICE_SETTING_KEYS)
    if (typeof settings[key] !== 'number')
      throw new Error(`service setting ${key} is missing (table service_settings)`);
  return settings;
}

export async function dictionaryOf(db: Db, categories: readonly string[]) {
  if (categories.length === 0) return [];
  return db
    .select()
    .from(serviceDictionary)
    .where(inArray(serviceDictionary.category, [...categories]))
    .orderBy(asc(serviceDictionary.category), asc(serviceDictionary.sort), asc(serviceDictionary.code));
}

export async function dictionaryCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: serviceDictionary.category })
    .from(serviceDictionary)
    .orderBy(asc(serviceDictionary.category));
  return rows.map((row) => row.category);
}

/** The fault group of a held reason (unknown reasons are the receiver's). */
export async function faultGroupOf(db: Db, reasonCode: string): Promise<FaultGroup> {
  const [row] = await dictionaryOf(db, ['HELD_REASON']).then((rows) =>
    rows.filter((r) => r.code === reasonCode),
  );
  const group = row?.attrs.faultGroup;
  return group === 'COURIER' || group === 'SHIPPER' || group === 'RECEIVER' ? group : 'RECEIVER';
}

/** The return fee percentage of a product (the default setting when the product has none). */
export async function returnFeePercentOf(
  db: Db,
  productType: string,
  settings: ServiceSettings,
): Promise<number> {
  const rows = await dictionaryOf(db, ['RETURN_FEE_RATE']);
  const percent = rows.find((row) => row.code === productType)?.attrs.percent;
  return typeof percent === 'number' ? percent : settings.returnFeeDefaultPercent;
}

/** Names of catalogue entries in `lang`, by `category:code`. */
export async function namesOf(
  db: Db,
  categories: readonly string[],
  lang: string,
): Promise<(category: string, code: string) => string> {
  const rows = await dictionaryOf(db, categories);
  const names = new Map(rows.map((row) => [`${row.category}:${row.code}`, row.name]));
  return (category, code) => {
    const name = names.get(`${category}:${code}`);
    return name ? (name[lang as 'zh' | 'en' | 'id'] ?? name.en) : code;
  };
}
