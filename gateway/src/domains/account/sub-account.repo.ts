import { count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountAuditLog,
  accountRolePresets,
  langDictionary,
  menuResources,
  subAccountSettings,
  userPermissions,
  users,
  type AccountAuditAction,
} from '../../db/schema';
import { acrossTenants, ownedBy, type Tenant } from '../../db/tenant-scope';
import { escapeLikeText } from './sub-account.rules';

/** A sub-account as the screens show it: the user, its settings (defaults without a row) and key count. */
const summaryColumns = {
  id: users.id,
  customerId: users.customerId,
  loginCode: users.loginCode,
  userName: users.userName,
  phone: users.phone,
  email: users.email,
  isUsed: users.isUsed,
  needUpdatePassword: users.needUpdatePassword,
  createdAt: users.createdAt,
  roleCode: subAccountSettings.roleCode,
  dataScope: subAccountSettings.dataScope,
  senderAddressIds: subAccountSettings.senderAddressIds,
  hideMoney: subAccountSettings.hideMoney,
};

/** The customer's sub-accounts: its users that are not the main account and not deleted. */
function subAccountsOf(tenant: Tenant, ...conditions: (SQL | undefined)[]): SQL {
  return ownedBy(
    users,
    tenant,
    eq(users.isAdmin, false),
    isNull(subAccountSettings.deletedAt),
    ...conditions,
  );
}

const withSettings = (db: Database) =>
  db.select(summaryColumns).from(users).leftJoin(subAccountSettings, eq(subAccountSettings.userId, users.id));

export type SubAccountRow = Awaited<ReturnType<typeof findSubAccount>> & object;

export async function findSubAccount(db: Database, tenant: Tenant, loginCode: string) {
  const [row] = await withSettings(db).where(subAccountsOf(tenant, eq(users.loginCode, loginCode)));
  return row;
}

export async function pageSubAccounts(
  db: Database,
  tenant: Tenant,
  query: { current: number; size: number; keyword?: string; isUsed?: string },
) {
  const pattern = query.keyword ? `%${escapeLikeText(query.keyword)}%` : undefined;
  const where = subAccountsOf(
    tenant,
    pattern
      ? or(
          ilike(users.loginCode, pattern),
          ilike(users.userName, pattern),
          ilike(users.phone, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    query.isUsed ? eq(users.isUsed, query.isUsed) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withSettings(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(subAccountSettings, eq(subAccountSettings.userId, users.id))
      .where(where),
  ]);
  return { rows, total: total.n };
}

export async function allSubAccounts(db: Database, tenant: Tenant) {
  return withSettings(db).where(subAccountsOf(tenant)).orderBy(users.loginCode);
}

/** The permission keys of each user. */
export async function permissionKeysOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userPermissions.userId, code: userPermissions.resourceCode })
    .from(userPermissions)
    .where(inArray(userPermissions.userId, [...userIds]));
  for (const row of rows) byUser.get(row.userId)?.push(row.code);
  for (const keys of byUser.values()) keys.sort();
  return byUser;
}

/** Whether any user of any shipper has this login (logins are unique across shippers). */
export async function loginCodeTaken(db: Database, loginCode: string): Promise<boolean> {
  const [row] = await acrossTenants('authentication', () =>
    db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode)).limit(1),
  );
  return row !== undefined;
}

/** The menu as rows, names in `column` (lang1 zh, lang2 en, lang3 id). */
export async function menuRows(db: Database, column: 'lang1' | 'lang2' | 'lang3') {
  const rows = await db
    .select({ resource: menuResources, names: langDictionary })
    .from(menuResources)
    .leftJoin(langDictionary, eq(langDictionary.strId, menuResources.nameKey));
  return rows.map(({ resource, names }) => ({
    id: resource.id,
    parentId: resource.parentId,
    resourceCode: resource.resourceCode,
    resourceName: names?.[column] || resource.resourceName,
    resourceType: resource.resourceType,
    sort: resource.sort,
  }));
}

export async function rolePresets(db: Database) {
  return db.select().from(accountRolePresets).orderBy(accountRolePresets.sort);
}

export async function writeAudit(
  db: Database,
  entry: {
    customerId: number;
    actorUserId: number;
    actorLoginCode: string;
    targetLoginCode: string;
    action: AccountAuditAction;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(accountAuditLog).values({ ...entry, detail: entry.detail ?? {} });
}

export async function pageAudit(
  db: Database,
  tenant: Tenant,
  query: { current: number; size: number; loginCode?: string },
) {
  const where = ownedBy(
    accountAuditLog,
    tenant,
    query.loginCode ? eq(accountAuditLog.targetLoginCode, query.loginCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accountAuditLog)
      .where(where)
      .orderBy(desc(accountAuditLog.createdAt), desc(accountAuditLog.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(accountAuditLog).where(where),
  ]);
  return { rows, total: total.n };
}
