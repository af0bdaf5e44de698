import type { Extension } from '@electric-sql/pglite';

/**
 * pg_trgm as a PGlite contrib bundle. Its module is required rather than imported: PGlite 0.5.16's
 * exports map types `./contrib/*` as ES modules only (no `require` types), so TypeScript refuses
 * the import in this CommonJS package although the `.cjs` file it runs is there.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION IF NOT EXISTS`), as PGlite
 * contrib bundles. PGlite loads an extension only when it is passed here at creation, also for a
 * data folder or dump where it is installed already: every `new PGlite(...)` of the gateway's
 * databases takes these options. pg_trgm: the trigram indexes of the receiver name and phone
 * searches (migration 0007).
 */
export const pgliteExtensions = { pg_trgm };
