import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';
import { customers, menuResources, userPermissions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findUserByLoginCode(db: Database, loginCode: string): Promise<UserRow | undefined> {
  // a user name is unique across every shipper: the tenant is what this finds
  const [user] = await acrossTenants('authentication', () =>
    db.select().from(users).where(eq(users.loginCode, loginCode)),
  );
  return user;
}

/** The signed-in user's own row (by the session's user, within its customer). */
export async function findSessionUser(
  db: Database,
  session: { userId: number; customerId: number },
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(ownedBy(users, session, eq(users.id, session.userId)));
  return user;
}

/** The active account whose verified address this is (the oldest one, if several share it). */
export async function findUserByVerifiedEmail(db: Database, email: string): Promise<UserRow | undefined> {
  // an e-mail login or reset: nobody is signed in, the address finds the tenant
  const [user] = await acrossTenants('authentication', () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.emailVerified, true), eq(users.isUsed, '1')))
      .orderBy(asc(users.id))
      .limit(1),
  );
  return user;
}

export async function findActiveUsersByVerifiedEmail(db: Database, email: string): Promise<UserRow[]> {
  return acrossTenants('authentication', () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.emailVerified, true), eq(users.isUsed, '1')))
      .orderBy(asc(users.id)),
  );
}

export async function findCustomer(db: Database, id: number): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw new Error(`customer ${id} missing`);
  return customer;
}

/** A user of the same customer (tenant-scoped lookup for admins). */
export async function findCustomerUser(
  db: Database,
  customerId: number,
  loginCode: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(ownedBy(users, { customerId }, eq(users.loginCode, loginCode)));
  return user;
}

/** The user's permission keys (route names and button keys) in menu order. */
export async function permissionKeysInMenuOrder(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: userPermissions.resourceCode, sort: menuResources.sort, id: menuResources.id })
    .from(userPermissions)
    .leftJoin(menuResources, eq(menuResources.resourceCode, userPermissions.resourceCode))
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(menuResources.sort), asc(menuResources.id), asc(userPermissions.resourceCode));
  return rows.map((row) => row.code);
}

export async function setPassword(
  db: Database,
  user: { id: number; customerId: number },
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, needUpdatePassword: '0', failedLogins: 0 })
    .where(ownedBy(users, user, eq(users.id, user.id)));
}

/** Changes the user's own name and phone (an undefined one is kept); the user is no longer new. */
export async function modifyOwnProfile(
  db: Database,
  session: SessionContext,
  profile: { userName?: string; phone?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ userName: profile.userName, phone: profile.phone, newUserFlag: '0' })
    .where(ownedBy(users, session, eq(users.id, session.userId)));
}
