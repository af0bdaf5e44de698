import type { Database } from '../client';
import { inArray } from 'drizzle-orm';
import { codContracts, customerBankAccounts, customers as customerTable } from '../schema';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** COD payouts: the bank accounts and contracts of the demo shippers. */
export async function seedFinance(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await db.transaction(async (tx) => {
    const demo = customers.demoCustomerId;
    // the account holder is the customer's legal name (DOMAINS.md: the holder must match it)
    const names = new Map(
      (
        await tx
          .select({ id: customerTable.id, name: customerTable.name })
          .from(customerTable)
          .where(inArray(customerTable.id, [demo, customers.otherCustomerId]))
      ).map((row) => [row.id, row.name]),
    );
    // COD payouts: one verified bank account each (changed long before the 24-hour pause), and a
    // contract of its own for the other shipper (the demo shipper keeps the default terms).
    await tx
      .insert(customerBankAccounts)
      .values([
        {
          customerId: demo,
          bankCode: 'BCA',
          accountNumber: '5270123456',
          holderName: names.get(demo) ?? '',
          changedAt: days(-60),
        },
        {
          customerId: customers.otherCustomerId,
          bankCode: 'MANDIRI',
          accountNumber: '1370009876543',
          holderName: names.get(customers.otherCustomerId) ?? '',
          changedAt: days(-60),
        },
      ])
      .onConflictDoNothing({ target: customerBankAccounts.customerId });
    await tx
      .insert(codContracts)
      .values({
        customerId: customers.otherCustomerId,
        commissionRateBp: 250,
        minCommission: 2_500,
        vatRateBp: 1_200,
        vatBaseNumerator: 11,
        vatBaseDenominator: 12,
        payoutCycleBusinessDays: 1,
        minPayout: 50_000,
        autoAgreeBusinessDays: 3,
        decryptMaxTries: 5,
        bankChangePauseHours: 24,
      })
      .onConflictDoNothing({ target: codContracts.customerId });
  });
}
