import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { accountRolePresets, customerNetworks } from '../schema/account';
import { customers, privacyReads, userPermissions, users } from '../schema/core';
import { orders } from '../schema/orders';
import { networks } from '../schema/widgets';
import { hashPassword } from '../../lib/password/password';
import { DEMO_PASSWORD } from './core';
import { PRIVACY_SEED } from './reference-data';
import { acrossTenants } from '../tenant-scope';
import { senderKeySql } from '../../parcel/sender-key';
import { ROLE_PRESETS } from './account-data';

/**
 * Fills `sender_key` of orders made before it existed (entry and import set it since), for every
 * shipper, so that a sub-account scoped to sender addresses finds them.
 */
export async function backfillSenderKeys(db: Database): Promise<void> {
  await acrossTenants('seed', () =>
    db
      .update(orders)
      .set({ senderKey: senderKeySql('sender_phone', 'sender_district_code', 'sender_address') })
      .where(isNull(orders.senderKey)),
  );
}

/** The keys of the network staff login: the customer data review page and its buttons. */
export const DEMO_STAFF_PERMISSIONS = [
  'customerExamine',
  'customerExamine_CHECK',
  'customerExamine_DETAIL',
  'customerExamine_EXCEL',
];

async function customerIdOf(db: Database, customerCode: string, name: string): Promise<number> {
  await db.insert(customers).values({ customerCode, name, isUsed: '1' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, customerCode));
  return row.id;
}

/**
 * The review side of customer data: the networks that serve the two demo shippers (the first two
 * networks), and `demo_staff`, back-office staff of the demo shipper's network (its own account
 * N001), whose menu holds the customer data review. Idempotent.
 */
export async function seedNetworkStaff(db: Database): Promise<void> {
  const [first, second] = await db
    .select({ id: networks.id })
    .from(networks)
    .orderBy(asc(networks.id))
    .limit(2);
  if (!first || !second) return;
  await acrossTenants('seed', async () => {
    const [demo] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerCode, 'C001'));
    const [other] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerCode, 'C002'));
    for (const [customer, network] of [
      [demo, first],
      [other, second],
    ] as const)
      if (customer)
        await db
          .insert(customerNetworks)
          .values({ customerId: customer.id, networkId: network.id })
          .onConflictDoNothing();
    const backOffice = await customerIdOf(db, 'N001', 'Jakarta network back office');
    await db
      .insert(users)
      .values({
        customerId: backOffice,
        loginCode: 'demo_staff',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        userName: 'Dewi Lestari',
        email: 'demo_staff@example.co.id',
        emailVerified: true,
        isAdmin: false,
        networkId: first.id,
      })
      .onConflictDoNothing();
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_staff'));
    for (const resourceCode of DEMO_STAFF_PERMISSIONS)
      await db.insert(userPermissions).values({ userId: staff.id, resourceCode }).onConflictDoNothing();
    await db
      .insert(privacyReads)
      .values({
        userId: staff.id,
        code: PRIVACY_SEED.code,
        version: PRIVACY_SEED.version,
        channel: 'offline',
      })
      .onConflictDoNothing();
  });
}

/** The preset roles (idempotent: a preset's names and keys follow the data on every seed), the sender keys and the network staff. */
export async function seedAccount(db: Database): Promise<void> {
  for (const [sort, preset] of ROLE_PRESETS.entries()) {
    const values = { ...preset, sort };
    await db
      .insert(accountRolePresets)
      .values(values)
      .onConflictDoUpdate({ target: accountRolePresets.code, set: values });
  }
  await backfillSenderKeys(db);
  await seedNetworkStaff(db);
}
