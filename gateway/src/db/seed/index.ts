import type { Database } from '../client';
import { seedAccount } from './account';
import { seedAddresses } from './addresses';
import { seedCore } from './core';
import { seedCoupons } from './coupons';
import { seedFinance } from './finance';
import { seedMember } from './member';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { seedService } from './service';
import { seedWidgets } from './widgets';

/** Domain seeds run after the core one (they look up its customers); each is idempotent. */
export const DOMAIN_SEEDS = [
  ['orders', seedOrders],
  ['finance', seedFinance],
  ['coupons', seedCoupons],
  ['service', seedService],
  ['member', seedMember],
  ['widgets', seedWidgets],
  ['addresses', seedAddresses],
  ['notifications', seedNotifications],
  ['account', seedAccount],
] as const;

export async function seedAll(db: Database, log: (message: string) => void = () => {}): Promise<void> {
  await seedCore(db);
  log('seeded core');
  for (const [name, seed] of DOMAIN_SEEDS) {
    await seed(db);
    log(`seeded ${name}`);
  }
}
