import { loadConfig } from '../config';
import { closeDatabase, createDatabase } from './client';
import { migrateDatabase } from './migrate';

async function main(): Promise<void> {
  const db = createDatabase(loadConfig());
  try {
    await migrateDatabase(db);
    console.log('migrations applied');
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
