import type { PaymentMethod } from '../../parcel/order-codes';
import type { OrderTerms } from './order.rules';
import { DEMO_DEFAULT_SENDER, OTHER_CUSTOMER_SENDER, type SeedAddress } from '../../db/seed/orders-data';

/** A shipper's contract terms and its usual pickup address. */
export interface CustomerProfile extends OrderTerms {
  defaultSender: SeedAddress | null;
}

/**
 * Terms of a shipper without a contract: pay at pickup or on delivery, no COD.
 * The gateway has no table of contracts yet, so the known shippers' terms are kept here.
 */
export const STANDARD_PROFILE: CustomerProfile = {
  defaultSender: null,
  paymentMethods: ['SENDER_PAY', 'RECEIVER_PAY'],
  codAllowed: false,
};

const ALL_PAYMENT_METHODS: PaymentMethod[] = ['MONTHLY', 'SENDER_PAY', 'RECEIVER_PAY'];

const PROFILES: Readonly<Record<string, CustomerProfile>> = {
  // The demo shipper has a monthly account with COD.
  C001: { defaultSender: DEMO_DEFAULT_SENDER, paymentMethods: ALL_PAYMENT_METHODS, codAllowed: true },
  // The second demo shipper has no contract: the standard terms, with its own pickup address.
  C002: { ...STANDARD_PROFILE, defaultSender: OTHER_CUSTOMER_SENDER },
};

export function profileOf(customerCode: string): CustomerProfile {
  return PROFILES[customerCode] ?? STANDARD_PROFILE;
}
