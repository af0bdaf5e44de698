/**
 * The benchmarks' seeding module (bench/*.mjs load it from gateway/dist/db/seed/bulk): bulk rows
 * through COPY with indexes built after, benchmark databases reused by their seed marker.
 */
export * from './seed';
export * from './target';
export * from './indexes';
export * from './database';
export { bulkReceivers, bulkStatusOf, STATUS_MIX, traceCountsOf, BULK_ORDER_SPACING_S } from './orders';
