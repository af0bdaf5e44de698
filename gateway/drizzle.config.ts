import { defineConfig } from 'drizzle-kit';

// Regenerate after any schema change: `pnpm --filter gateway db:generate` (writes SQL into ./drizzle).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
