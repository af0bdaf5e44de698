import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { acrossTenants } from '../tenant-scope';
import { hashPassword } from '../../lib/password/password';
import type { Database } from '../client';
import {
  agents,
  customers,
  dictItems,
  guideConfig,
  holidays,
  langDictionary,
  menuResources,
  notices,
  privacyAgreements,
  privacyReads,
  userPermissions,
  users,
} from '../schema';
import type { LocalizedText } from '../schema/core';
import { BUTTON_NAMES, MENU_TREE, buttonNameKey, menuNameKey } from './menu-data';
import { ROLE_PRESETS } from './account-data';
import {
  AGENT_SEED,
  DICTIONARY_SEED,
  GUIDE_CONFIG_SEED,
  type GuideSetting,
  HOLIDAY_SEED,
  LANG_SEED,
  noticeSeed,
  PRIVACY_SEED,
} from './reference-data';

export const DEMO_PASSWORD = 'Demo@12345';

/**
 * The demo logins that have accepted the seeded privacy agreement. demo_privacy (same shipper as
 * demo) has not: it sees only the agreement until it accepts (the privacy gate).
 */
export const DEMO_LOGINS_ACCEPTED_PRIVACY = ['demo', 'demo_sub', 'demo_newpass', 'other'];

/**
 * What sub-account demo_sub may do: a few pages, two buttons of order management and the complaint
 * page's submit and detail; it exports orders, so it has the download and notification centres. Partial on purpose: it may not create orders (orderEntry_ADD), redeem
 * vouchers (couponManagement_ADD) or change sender addresses (mailingAddress_ADD/EDIT/DELETE).
 */
/** The permission keys of a preset role (account-data.ts). */
function presetKeys(code: string): readonly string[] {
  const preset = ROLE_PRESETS.find((role) => role.code === code);
  if (!preset) throw new Error(`no role preset ${code}`);
  return preset.permissionKeys;
}

export const DEMO_SUB_PERMISSIONS = [
  'orderEntry',
  'orderManagement',
  'expressTracking',
  'couponManagement',
  'suggestions',
  'mailingAddress',
  'downloadCenter',
  'notificationCenter',
  'orderManagement_ADD',
  'orderManagement_EXCEL',
  'suggestions_ADD',
  'suggestions_DETAIL',
];

async function upsertLang(db: Database, strId: string, text: LocalizedText): Promise<void> {
  const values = { strId, lang1: text.zh, lang2: text.en, lang3: text.id };
  await db
    .insert(langDictionary)
    .values(values)
    .onConflictDoUpdate({ target: langDictionary.strId, set: values });
}

async function upsertResource(db: Database, values: typeof menuResources.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(menuResources)
    .values(values)
    .onConflictDoUpdate({ target: menuResources.resourceCode, set: values })
    .returning({ id: menuResources.id });
  return row.id;
}

export async function seedMenu(db: Database): Promise<void> {
  let sort = 0;
  for (const action of Object.keys(BUTTON_NAMES))
    await upsertLang(db, buttonNameKey(action), BUTTON_NAMES[action]);
  for (const menu of MENU_TREE) {
    let parentId: number | null = null;
    if (menu.code && menu.name) {
      await upsertLang(db, menuNameKey(menu.code), menu.name);
      parentId = await upsertResource(db, {
        parentId: null,
        resourceCode: menu.code,
        resourceName: menu.name.zh,
        nameKey: menuNameKey(menu.code),
        resourceType: 1,
        path: null,
        icon: menu.icon ?? null,
        sort: (sort += 10),
      });
    }
    for (const page of menu.pages) {
      await upsertLang(db, menuNameKey(page.code), page.name);
      const pageId = await upsertResource(db, {
        parentId,
        resourceCode: page.code,
        resourceName: page.name.zh,
        nameKey: menuNameKey(page.code),
        resourceType: 3,
        path: `/${page.code}`,
        icon: page.icon ?? null,
        sort: (sort += 10),
      });
      for (const action of page.buttons) {
        await upsertResource(db, {
          parentId: pageId,
          resourceCode: `${page.code}_${action}`,
          resourceName: BUTTON_NAMES[action].zh,
          nameKey: buttonNameKey(action),
          resourceType: 2,
          path: null,
          icon: null,
          sort: (sort += 1),
        });
      }
    }
  }
}

async function ensureCustomer(db: Database, customerCode: string, name: string): Promise<number> {
  await db.insert(customers).values({ customerCode, name, isUsed: '1' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, customerCode));
  return row.id;
}

async function ensureUser(db: Database, values: typeof users.$inferInsert): Promise<number> {
  await db.insert(users).values(values).onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginCode, values.loginCode));
  return row.id;
}

export async function seedAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const c001 = await ensureCustomer(db, 'C001', 'PT Nusantara Niaga');
  const c002 = await ensureCustomer(db, 'C002', 'CV Sinar Jaya');
  await ensureUser(db, {
    customerId: c001,
    loginCode: 'demo',
    passwordHash,
    userName: 'Budi Santoso',
    email: 'demo@example.co.id',
    emailVerified: true,
    phone: '081234567890',
    isAdmin: true,
  });
  const subId = await ensureUser(db, {
    customerId: c001,
    parentCustomerId: c001,
    loginCode: 'demo_sub',
    passwordHash,
    userName: 'Siti Rahayu',
    email: 'demo_sub@example.co.id',
    emailVerified: true,
    phone: '081298765432',
    isAdmin: false,
  });
  for (const resourceCode of DEMO_SUB_PERMISSIONS) {
    await db.insert(userPermissions).values({ userId: subId, resourceCode }).onConflictDoNothing();
  }
  // a new clerk as a main account would set one up: the Operator preset, changed password pending
  const newpassId = await ensureUser(db, {
    customerId: c001,
    parentCustomerId: c001,
    loginCode: 'demo_newpass',
    passwordHash,
    userName: 'Agus Wijaya',
    email: 'demo_newpass@example.co.id',
    emailVerified: false,
    isAdmin: false,
    newUserFlag: '1',
    needUpdatePassword: '1',
  });
  for (const resourceCode of presetKeys('OPERATOR')) {
    await db.insert(userPermissions).values({ userId: newpassId, resourceCode }).onConflictDoNothing();
  }
  await ensureUser(db, {
    customerId: c001,
    parentCustomerId: c001,
    loginCode: 'demo_privacy',
    passwordHash,
    userName: 'Rina Kartika',
    email: 'demo_privacy@example.co.id',
    emailVerified: true,
    phone: '081311122233',
    isAdmin: true,
  });
  await ensureUser(db, {
    customerId: c002,
    loginCode: 'other',
    passwordHash,
    userName: 'Dewi Lestari',
    email: 'other@example.co.id',
    emailVerified: true,
    isAdmin: true,
  });
}

/**
 * Writes the guides' settings (guide_config) and removes keys that are no guide of `guides`: a
 * version raised in the data reaches the table at the next start, and shows that guide again.
 */
export async function seedGuideConfig(
  db: Database,
  guides: Record<string, GuideSetting> = GUIDE_CONFIG_SEED,
): Promise<void> {
  for (const [key, value] of Object.entries(guides))
    await db
      .insert(guideConfig)
      .values({ key, value })
      .onConflictDoUpdate({ target: guideConfig.key, set: { value } });
  await db.delete(guideConfig).where(notInArray(guideConfig.key, Object.keys(guides)));
}

/**
 * The help articles, adverts and warnings, found again by kind and English title: a notice is
 * added once and then managed as data (edits, deactivation) without the seed undoing it. A notice
 * seeded before migration 0019 gets the columns that migration added (level, category, window)
 * while they are still at their defaults, so the old Idul Fitri warning takes its past window.
 */
async function seedNotices(db: Database, now = new Date()): Promise<void> {
  for (const [index, notice] of noticeSeed(now).entries()) {
    const [existing] = await db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, notice.kind), sql`${notices.title}->>'en' = ${notice.title.en}`));
    const added = {
      level: notice.level ?? 'info',
      category: notice.category ?? null,
      startsAt: notice.startsAt ?? null,
      endsAt: notice.endsAt ?? null,
    };
    if (!existing) {
      await db.insert(notices).values({ ...notice, ...added, link: notice.link ?? null, sort: index });
      continue;
    }
    const untouched =
      existing.level === 'info' &&
      existing.category === null &&
      existing.startsAt === null &&
      existing.endsAt === null;
    if (untouched)
      await db
        .update(notices)
        .set({ ...added, link: existing.link ?? notice.link ?? null })
        .where(eq(notices.id, existing.id));
  }
}

export async function seedReferenceData(db: Database): Promise<void> {
  for (const [dictType, items] of Object.entries(DICTIONARY_SEED)) {
    for (const [index, entry] of items.entries()) {
      const values = { dictType, code: entry.code, value: entry.value, label: entry.label, sort: index };
      await db
        .insert(dictItems)
        .values(values)
        .onConflictDoUpdate({ target: [dictItems.dictType, dictItems.code], set: values });
    }
  }
  await db.insert(privacyAgreements).values(PRIVACY_SEED).onConflictDoNothing();
  const accepted = await acrossTenants('seed', () =>
    db.select({ id: users.id }).from(users).where(inArray(users.loginCode, DEMO_LOGINS_ACCEPTED_PRIVACY)),
  );
  for (const user of accepted) {
    await db
      .insert(privacyReads)
      .values({ userId: user.id, code: PRIVACY_SEED.code, version: PRIVACY_SEED.version, channel: 'offline' })
      .onConflictDoNothing();
  }
  await seedNotices(db);
  await seedGuideConfig(db);
  for (const agent of AGENT_SEED) await db.insert(agents).values(agent).onConflictDoNothing();
  for (const [strId, text] of Object.entries(LANG_SEED)) await upsertLang(db, strId, text);
}

/** The gateway's own demo data; safe to run again (nothing is duplicated, passwords are kept). */
export async function seedCore(db: Database): Promise<void> {
  await seedMenu(db);
  await seedAccounts(db);
  await seedReferenceData(db);
  await db.insert(holidays).values(HOLIDAY_SEED).onConflictDoNothing();
}
