// Every table of the gateway. drizzle-kit reads this file (drizzle.config.ts) to generate migrations,
// and the Drizzle instance is typed over it. A new domain schema file is one more line here.
export * from './core';
export * from './orders';
export * from './order-counters';
export * from './labels';
export * from './imports';
export * from './cod';
export * from './payout-accounts';
export * from './statements';
export * from './coupons';
export * from './service';
export * from './member';
export * from './widgets';
export * from './addresses';
export * from './jobs';
export * from './notifications';
export * from './calendar';
export * from './account';
export * from './reports';
export * from './rate-limits';
export * from './file-objects';
